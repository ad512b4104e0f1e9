import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotifyToggle } from './NotifyToggle';

const meta = {
  title: 'Components/NotifyToggle',
  component: NotifyToggle,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: { state: 'off', onTurnOn: fn(), onTurnOff: fn() },
} satisfies Meta<typeof NotifyToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: turning it on is what asks the browser's permission. */
export const Off: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notify me on this device' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onTurnOn).toHaveBeenCalled();
  },
};

export const On: Story = {
  args: { state: 'on' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('This device is notified')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Notify me on this device' }));
    await expect(args.onTurnOff).toHaveBeenCalled();
  },
};

/** Refused once in the browser: only its settings can allow it again, the switch says so. */
export const Blocked: Story = {
  args: { state: 'blocked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Notify me on this device' })).toBeDisabled();
    await expect(canvas.getByText('Notifications are blocked for this site in the browser settings')).toBeVisible();
  },
};

export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvas }) => expect(canvas.getByText('This browser cannot show notifications')).toBeVisible(),
};

export const Busy: Story = { args: { state: 'off', busy: true } };
