import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG } from '../../domain/messages';
import { ClosuresEditor } from './ClosuresEditor';
import { STORY_NOW } from './storyData';

const CLOSURES = [
  { from: '2026-03-30', to: '2026-03-31', note: 'Eid al-Fitr' },
  { from: '2026-11-25', to: '2026-11-25', note: '' },
  { from: '2026-12-24', to: '2026-12-28', note: 'Renovation' },
];

const meta = {
  title: 'Business/ClosuresEditor',
  component: ClosuresEditor,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 960 }}>
        <Story />
      </main>
    ),
  ],
  args: { closures: CLOSURES, now: STORY_NOW, onSave: fn(async () => true) },
} satisfies Meta<typeof ClosuresEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a range into the picker as an owner would: the first day, then the last, then Enter. */
async function pickRange(canvas: { getByPlaceholderText: (text: string) => HTMLElement }, from: string, to: string) {
  await userEvent.click(canvas.getByPlaceholderText('First day'));
  await userEvent.keyboard(from);
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(to);
  await userEvent.keyboard('{Enter}');
}

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    // Past closures are kept but not shown.
    await expect(canvas.queryByText(/30\/03\/2026/)).toBeNull();
    await expect(canvas.getByText('25/11/2026')).toBeVisible();
    await expect(canvas.getByText('No note')).toBeVisible();
    await expect(canvas.getByText('24/12/2026 to 28/12/2026')).toBeVisible();
    await expect(canvas.getByText('Renovation')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { closures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No closure planned.')).toBeVisible();
  },
};

export const Add: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Note (optional)'), ' New year ');
    // Enter on the last day adds the closure, as the Add button does.
    await pickRange(canvas, '01/01/2027', '02/01/2027');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        // The whole list, past closures included, in date order.
        closures: [...CLOSURES, { from: '2027-01-01', to: '2027-01-02', note: 'New year' }],
      }),
    );
  },
};

export const DaysRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add closure' }));
    await expect(await canvas.findByText('Please choose the first and the last closed day.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const OverlapRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Note (optional)'), 'Family');
    await pickRange(canvas, '27/12/2026', '29/12/2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MSG.closuresOverlap);
    await expect(args.onSave).not.toHaveBeenCalled();
    // What was typed is kept to be corrected.
    await expect(canvas.getByLabelText('Note (optional)')).toHaveValue('Family');
  },
};

export const Remove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the closure of 24/12/2026 to 28/12/2026' }));
    const confirm = await screen.findByRole('tooltip');
    await expect(confirm).toHaveTextContent('Remove the closure of 24/12/2026 to 28/12/2026?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ closures: CLOSURES.slice(0, 2) }));
  },
};

export const ServerRefused: Story = {
  args: { saveError: MSG.closureInvalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MSG.closureInvalid);
  },
};
