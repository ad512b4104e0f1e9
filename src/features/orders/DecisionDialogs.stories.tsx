import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AcceptDialog } from './AcceptDialog';
import { RefuseDialog } from './RefuseDialog';
import { sampleOrder } from './sampleOrders';

/** The open dialog, once its opening animation has finished. */
const dialog = async () => {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  await waitFor(() => expect(getComputedStyle(element.closest('.ant-modal') ?? element).transform).toMatch(/none|matrix\(1, 0, 0, 1/));
  return within(element);
};

const meta = {
  title: 'Orders/Decision dialogs',
  component: AcceptDialog,
  args: { order: sampleOrder(), onAccept: fn(), onCancel: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AcceptDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptUsualTime: Story = {
  args: { usualMinutes: 20 },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('radio', { name: '20 min' })).toBeChecked();
    for (const m of [10, 15, 30, 45, 60]) await expect(modal.getByRole('radio', { name: `${m} min` })).not.toBeChecked();
    await userEvent.click(modal.getByText('45 min'));
    await userEvent.click(modal.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.order, 45);
  },
};

/** A usual time that is not a preset is offered too. */
export const AcceptOtherUsualTime: Story = {
  args: { usualMinutes: 25 },
  play: async () => expect((await dialog()).getByRole('radio', { name: '25 min' })).toBeChecked(),
};

export const AcceptSaving: Story = { args: { busy: true } };

export const RefuseTakesFocus: Story = {
  render: (args) => <RefuseDialog order={args.order} onRefuse={fn()} onCancel={args.onCancel} />,
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(modal.getByRole('radio', { name: 'An item is unavailable' })).toHaveFocus());
    await userEvent.click(modal.getByRole('button', { name: 'Refuse order' }));
    await expect(modal.getByText('Please choose a reason.')).toBeVisible();
  },
};

const onRefuse = fn();
export const RefuseItemUnavailable: Story = {
  render: (args) => <RefuseDialog order={args.order} onRefuse={onRefuse} onCancel={args.onCancel} />,
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('radio', { name: 'An item is unavailable' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'Margherita' }));
    await userEvent.click(modal.getByRole('button', { name: 'Refuse order' }));
    await expect(onRefuse).toHaveBeenCalledWith(args.order, {
      reason: 'itemUnavailable',
      note: undefined,
      soldOutIds: [expect.any(String)],
    });
  },
};

export const RefuseOtherNeedsWords: Story = {
  render: (args) => <RefuseDialog order={args.order} onRefuse={fn()} onCancel={args.onCancel} />,
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('radio', { name: 'Other' }));
    await userEvent.click(modal.getByRole('button', { name: 'Refuse order' }));
    await expect(modal.getByText('Please say why (at most 200 characters).')).toBeVisible();
  },
};
