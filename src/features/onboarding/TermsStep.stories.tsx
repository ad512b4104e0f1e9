import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TermsStep } from './TermsStep';

const meta = {
  title: 'Onboarding/TermsStep',
  component: TermsStep,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: { onAccept: fn() },
} satisfies Meta<typeof TermsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I have read and agree to the terms of partnership' })).not.toBeChecked();
  },
};

export const MustAgree: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please accept the terms to continue');
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Agreed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and agree to the terms of partnership' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and continue' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** Recording the acceptance failed: the reason is shown and the partner can try again. */
export const SaveFailed: Story = {
  args: { error: 'Your acceptance could not be recorded. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your acceptance could not be recorded. Please try again.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and agree to the terms of partnership' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and continue' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};
