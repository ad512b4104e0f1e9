import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClosedNotice } from './OwnerServiceBar';
import { PauseControl } from './PauseControl';

/** Wednesday 25 November 2026, 20:30 on a UTC clock (stories do not wait on the browser's time-zone data). */
const NOW = new Date('2026-11-25T20:30:00Z');

const meta = {
  title: 'Components/PauseControl',
  component: PauseControl,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: { business: {}, now: NOW, timeZone: 'UTC', onPause: fn(), onResume: fn() },
} satisfies Meta<typeof PauseControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TakingOrders: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause new orders' }));
    const menu = within(document.body);
    for (const label of ['15 minutes', '30 minutes', '1 hour', 'Until I resume'])
      await expect(await menu.findByRole('menuitem', { name: label })).toBeVisible();
    await userEvent.click(menu.getByRole('menuitem', { name: '15 minutes' }));
    await expect(args.onPause).toHaveBeenCalledWith(15, 'New orders paused until 20:45.');
  },
};

export const PausedUntil: Story = {
  args: { business: { pausedUntil: '2026-11-25T20:45:00Z' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused until 20:45');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalled();
  },
};

export const PausedUntilResumed: Story = {
  args: { business: { pausedIndefinitely: true } },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Paused until resumed'),
};

/** A pause whose moment has passed is over: the control offers to pause again. */
export const PauseOver: Story = {
  args: { business: { pausedUntil: '2026-11-25T20:15:00Z' } },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Pause new orders' })).toBeVisible(),
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Pause new orders' })).toBeVisible(),
};

export const Busy: Story = {
  args: { business: { pausedIndefinitely: true }, busy: true },
};

export const ClosedBanner: Story = {
  render: () => <ClosedNotice onReopen={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your business is temporarily closed: customers cannot order.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reopen' })).toBeVisible();
  },
};

/** On a phone the tag keeps the time and says it all to screen readers. */
export const PausedCompact: Story = {
  args: { business: { pausedUntil: '2026-11-25T20:45:00Z' }, compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Paused until 20:45' })).toHaveTextContent('20:45');
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible();
  },
};
