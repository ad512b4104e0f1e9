import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HideDialog } from './HideDialog';

const meta = {
  title: 'Reviews/HideDialog',
  component: HideDialog,
  args: { part: 'comment', onHide: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof HideDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hiding says why: without a reason the dialog asks for one, then hides. */
export const AsksForAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Hide this text from the public?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await expect(await within(dialog).findByText('Say why it is hidden')).toBeVisible();
    await expect(args.onHide).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Insults');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await expect(args.onHide).toHaveBeenCalledWith('Insults');
  },
};
