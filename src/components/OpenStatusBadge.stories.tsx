import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OpenStatusBadge } from './OpenStatusBadge';

const split = {
  Monday: [
    { opening: '12:00', closing: '15:00' },
    { opening: '19:00', closing: '23:30' },
  ],
  Tuesday: [{ opening: '12:00', closing: '15:00' }],
};
/** Monday 23 November 2026, on a UTC clock so the story does not hang on the browser's time-zone data. */
const monday = (time: string) => new Date(`2026-11-23T${time}:00Z`);

const meta = {
  title: 'Components/OpenStatusBadge',
  component: OpenStatusBadge,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: { business: { schedule: split }, now: monday('13:00'), timeZone: 'UTC' },
} satisfies Meta<typeof OpenStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => expect(canvas.getByTestId('open-status')).toHaveTextContent('Open now · closes at 15:00'),
};
export const OpensLaterToday: Story = {
  args: { now: monday('16:30') },
  play: async ({ canvas }) => expect(canvas.getByTestId('open-status')).toHaveTextContent('Closed · opens at 19:00'),
};
export const OpensTomorrow: Story = {
  args: { now: monday('23:45') },
  play: async ({ canvas }) => expect(canvas.getByTestId('open-status')).toHaveTextContent('Closed · opens tomorrow at 12:00'),
};
export const OpenAllTimes: Story = {
  args: { business: { openingAllTimes: true } },
  play: async ({ canvas }) => expect(canvas.getByTestId('open-status')).toHaveTextContent('Open 24/7'),
};
export const TemporarilyClosed: Story = {
  args: { business: { schedule: split, isTemporarilyClosed: true } },
  play: async ({ canvas }) => expect(canvas.getByTestId('open-status')).toHaveTextContent('Temporarily closed'),
};
export const NoHours: Story = {
  args: { business: { schedule: { Monday: [] } } },
  play: async ({ canvas }) => expect(canvas.getByTestId('open-status')).toHaveTextContent('Closed'),
};
export const Paused: Story = {
  args: { business: { schedule: split, pausedUntil: '2026-11-23T13:15:00Z' } },
  play: async ({ canvas }) => expect(canvas.getByTestId('open-status')).toHaveTextContent('Paused until 13:15'),
};
export const ExceptionalClosure: Story = {
  args: { business: { schedule: split, closures: [{ from: '2026-11-23', to: '2026-11-24', note: 'Eid al-Adha' }] } },
  play: async ({ canvas }) => expect(canvas.getByTestId('open-status')).toHaveTextContent('Closed today · Eid al-Adha'),
};
