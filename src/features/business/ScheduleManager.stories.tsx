import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ScheduleManager } from './ScheduleManager';
import { STORY_NOW, storyAllTimes, storyClosed, storyRestaurant } from './storyData';

const meta = {
  title: 'Business/ScheduleManager',
  component: ScheduleManager,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 960 }}>
        <Story />
      </main>
    ),
  ],
  args: { business: storyRestaurant, type: 'restaurant', now: STORY_NOW, onSave: fn(async () => true) },
} satisfies Meta<typeof ScheduleManager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('open-status')).toHaveTextContent('Open now · closes at 15:00');
    await expect(canvas.getAllByRole('region')).toHaveLength(7);
    await expect(canvas.getByRole('region', { name: 'Sunday' })).toHaveTextContent('Closed all day');
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ isTemporarilyClosed: false, openingAllTimes: false }));
  },
};

export const AllTimes: Story = {
  args: { business: storyAllTimes },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('open-status')).toHaveTextContent('Open 24/7');
    await expect(canvas.queryByRole('region', { name: 'Monday' })).toBeNull();
    // Turning 24/7 off brings every day back at 10:00-22:00.
    await userEvent.click(canvas.getByRole('switch'));
    await expect(canvas.getAllByRole('combobox', { name: /slot 1: Opening/ })).toHaveLength(7);
    await expect(canvas.getByRole('region', { name: 'Friday' })).toHaveTextContent('10:00');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

export const Closed: Story = {
  args: { business: storyClosed },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('open-status')).toHaveTextContent('Temporarily closed');
    await expect(canvas.queryByRole('region', { name: 'Monday' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen Restaurant' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ isTemporarilyClosed: false })));
    await expect(await canvas.findByRole('button', { name: 'Close Now' })).toBeVisible();
  },
};

export const AsksBeforeClosing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ isTemporarilyClosed: true })));
    await expect(await canvas.findByRole('button', { name: 'Reopen Restaurant' })).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    business: { ...storyRestaurant, schedule: { ...storyRestaurant.schedule, Tuesday: [{ opening: '12:00', closing: '' }] } },
    saveError: 'Opening time must be after the previous closing time.',
    onSave: fn(async () => false),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(canvas.getByRole('region', { name: 'Tuesday' })).toHaveTextContent('Every time slot needs an opening and a closing time.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
