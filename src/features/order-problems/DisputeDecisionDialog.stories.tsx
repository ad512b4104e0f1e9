import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DisputeDecisionDialog } from './DisputeDecisionDialog';
import { storyDisputes } from './storyData';

const meta = {
  title: 'OrderProblems/DisputeDecisionDialog',
  component: DisputeDecisionDialog,
  // No animations: the dialog is checked as soon as it opens.
  decorators: [
    (Story) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Story />
      </ConfigProvider>
    ),
  ],
  args: {
    refund: storyDisputes[0]!,
    onDecide: fn(async () => undefined),
    onClose: fn(),
  },
} satisfies Meta<typeof DisputeDecisionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getAllByRole('dialog')[0]!);

/** A decision is chosen before it is sent, with its note. */
export const Reverses: Story = {
  play: async ({ args }) => {
    // The dialog zooms in: its text is visible once it has.
    const comment = await dialog().findByText('The dish was packed: the rider signed for the full bag.');
    await waitFor(() => expect(comment).toBeVisible());
    await userEvent.click(dialog().getByRole('button', { name: 'Decide' }));
    await expect(await dialog().findByText('Choose to uphold or reverse')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(dialog().getByLabelText(/Reverse the charge/));
    await userEvent.type(dialog().getByLabelText('Note (optional)'), 'The rider confirmed the bag was sealed');
    await userEvent.click(dialog().getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledWith('reverse', 'The rider confirmed the bag was sealed'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Another admin decided first: said in words, what was chosen and typed stays. */
export const AlreadyDecided: Story = {
  args: {
    onDecide: fn(() =>
      Promise.reject(Object.assign(new Error('This dispute has already been decided'), { code: 'disputeAlreadyDecided' })),
    ),
  },
  play: async () => {
    await userEvent.click(await dialog().findByLabelText(/Uphold the refund/));
    await userEvent.type(dialog().getByLabelText('Note (optional)'), 'Photo shows it');
    await userEvent.click(dialog().getByRole('button', { name: 'Decide' }));
    await expect(await dialog().findByText('Another admin has already decided this dispute.')).toBeVisible();
    await expect(dialog().getByLabelText('Note (optional)')).toHaveValue('Photo shows it');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
