import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sampleCategories, sampleProduct } from './fixtures';
import { ProductForm } from './ProductForm';

const breakfast = { opening: '07:00', closing: '11:00' };
const lateDinner = { opening: '18:00', closing: '01:00' };

/** Availability hours of several windows: breakfast every day, and a late dinner on Friday and Saturday nights. */
const meta = {
  title: 'Catalogue/AvailabilityField',
  component: ProductForm,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    mode: 'edit',
    categorySelect: { options: sampleCategories.map((c) => ({ value: c._id, label: c.name })) },
    formProps: {
      onFinish: fn(),
      initialValues: {
        ...sampleProduct,
        category: sampleProduct.category!._id,
        availability: {
          Monday: [breakfast],
          Tuesday: [breakfast],
          Wednesday: [breakfast],
          Thursday: [breakfast],
          Friday: [breakfast, lateDinner],
          Saturday: [breakfast, lateDinner],
          Sunday: [breakfast],
        },
      },
    },
    onCancel: fn(),
  },
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each window is a group of its own: its hours and its days; saved back as the same week. */
export const TwoWindows: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const first = within(canvas.getByRole('group', { name: 'Hours 1' }));
    const second = within(canvas.getByRole('group', { name: 'Hours 2' }));
    await expect(first.getByRole('checkbox', { name: 'Every day' })).toBeChecked();
    await expect(second.getByText('01:00')).toBeVisible();
    await expect(second.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    await expect(second.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.formProps.onFinish).toHaveBeenCalledWith(
        expect.objectContaining({
          availability: expect.objectContaining({
            Monday: [breakfast],
            Friday: [breakfast, lateDinner],
            Saturday: [breakfast, lateDinner],
          }),
        }),
      ),
    );
  },
};

/** A window added (18:00–22:00 every day by default) and the late dinner removed: every day has both windows. */
export const AddAndRemove: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours' }));
    await expect(canvas.getByRole('group', { name: 'Hours 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove hours 2' }));
    await expect(canvas.queryByRole('group', { name: 'Hours 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dinner = { opening: '18:00', closing: '22:00' };
    await waitFor(() =>
      expect(args.formProps.onFinish).toHaveBeenCalledWith(
        expect.objectContaining({ availability: expect.objectContaining({ Monday: [breakfast, dinner], Saturday: [breakfast, dinner] }) }),
      ),
    );
  },
};

/** In Arabic, right to left: each window is named and its remove button says which. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'الساعات 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حذف الساعات 1' })).toBeVisible();
  },
};
