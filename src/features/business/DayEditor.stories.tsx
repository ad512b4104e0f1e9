import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { TimeSlot } from '../../domain/schedule';
import { DayEditor, type DayEditorProps } from './DayEditor';

/** The day editor holding its own slots, as the schedule manager does. */
function Day(props: Omit<DayEditorProps, 'onChange'>) {
  const [slots, setSlots] = useState<TimeSlot[]>(props.slots);
  return (
    <main style={{ padding: 24, maxWidth: 720 }}>
      <DayEditor {...props} slots={slots} onChange={setSlots} />
      <output aria-label="slots">{JSON.stringify(slots)}</output>
    </main>
  );
}

const meta = {
  title: 'Business/DayEditor',
  component: Day,
  args: { day: 'Monday', slots: [] },
} satisfies Meta<typeof Day>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks a time in one of the day's selects: types it to filter the list, then clicks it. */
async function pick(name: string, time: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.keyboard(time);
  await userEvent.click(await screen.findByTitle(time));
  // Wait for the list to close (its items carry antd's own aria markup while shown).
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull());
}

export const ClosedAllDay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed all day')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a time slot: Monday' }));
    // A new slot: its closing waits for an opening.
    await expect(canvas.getByRole('combobox', { name: 'Monday, slot 1: Closing' })).toBeDisabled();
    await pick('Monday, slot 1: Opening', '12:00');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Monday, slot 1: Closing' })).toBeEnabled());
    await pick('Monday, slot 1: Closing', '15:00');
    await waitFor(() => expect(canvas.getByLabelText('slots')).toHaveTextContent('[{"opening":"12:00","closing":"15:00"}]'));
  },
};

export const SplitShift: Story = {
  args: {
    slots: [
      { opening: '12:00', closing: '15:00' },
      { opening: '19:00', closing: '23:30' },
    ],
  },
};

export const RefusesAnOverlap: Story = {
  args: {
    slots: [
      { opening: '12:00', closing: '15:00' },
      { opening: '', closing: '' },
    ],
  },
  play: async ({ canvas }) => {
    await pick('Monday, slot 2: Opening', '14:00');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Opening time must be after the previous closing time.');
    await expect(canvas.getByLabelText('slots')).toHaveTextContent('{"opening":"","closing":""}');
  },
};

export const OvernightLastSlot: Story = {
  args: { slots: [{ opening: '19:00', closing: '02:00' }] },
};

export const ErrorFromSaving: Story = {
  args: { slots: [{ opening: '12:00', closing: '' }], error: 'Every time slot needs an opening and a closing time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Every time slot needs an opening and a closing time.');
  },
};
