import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sampleCategories, sampleProduct } from './fixtures';
import { ProductForm } from './ProductForm';

const meta = {
  title: 'Catalogue/ProductForm',
  component: ProductForm,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    mode: 'add',
    categorySelect: { options: sampleCategories.map((c) => ({ value: c._id, label: c.name })) },
    formProps: { onFinish: fn() },
    onCancel: fn(),
  },
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddEmpty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Adding without a category says 'Choose a category'; every other missing field says 'Please fill all fields'.
    await waitFor(() => expect(canvas.getAllByText('Choose a category').length).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.getAllByText('Please fill all fields').length).toBeGreaterThanOrEqual(3));
    await expect(args.formProps.onFinish).not.toHaveBeenCalled();
  },
};

export const AddFilled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Harira');
    await userEvent.type(canvas.getByLabelText('Price'), '15.5');
    await userEvent.click(canvas.getByLabelText('Category'));
    await userEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="Drinks"]') as HTMLElement));
    await userEvent.type(canvas.getByLabelText('Description'), 'Tomato and lentil soup.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.formProps.onFinish).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Harira', price: 15.5, category: 'c3', description: 'Tomato and lentil soup.', options: [] }),
      ),
    );
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    formProps: { onFinish: fn(), initialValues: { ...sampleProduct, category: sampleProduct.category!._id } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('Kefta tagine with eggs');
    await expect(canvas.getByLabelText('Option name (Option 2)')).toHaveValue('Extras');
  },
};

export const SaveFailed: Story = {
  args: {
    mode: 'edit',
    formProps: { onFinish: fn(), initialValues: { ...sampleProduct, category: sampleProduct.category!._id } },
    error: 'An error occurred while adding/updating the product. The server cannot be reached. Check your connection.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred while adding/updating the product.');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Kefta tagine with eggs');
  },
};

export const Saving: Story = {
  // Disabled controls are exempt from WCAG contrast (1.4.3); axe does not see antd's addon as disabled.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  args: { mode: 'edit', formProps: { onFinish: fn(), initialValues: { ...sampleProduct, category: 'c1' } }, saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toBeDisabled();
  },
};

/** Prices are written 65,50 in Morocco: the comma is the decimal mark, not a thousands separator to drop. */
export const DecimalComma: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Harira');
    await userEvent.type(canvas.getByLabelText('Price'), '65,50');
    await userEvent.type(canvas.getByLabelText('Description'), 'Tomato and lentil soup.');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Price')).toHaveValue('65.50');
    await userEvent.click(canvas.getByLabelText('Category'));
    await userEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="Drinks"]') as HTMLElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.formProps.onFinish).toHaveBeenCalledWith(expect.objectContaining({ price: 65.5 })));
  },
};

export const UnreadablePrice: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Harira');
    await userEvent.type(canvas.getByLabelText('Price'), '65,5,0');
    await userEvent.type(canvas.getByLabelText('Description'), 'Tomato and lentil soup.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // What cannot be read stays as typed and is refused with a message, never saved as 6550.
    await waitFor(() => expect(canvas.getAllByText(/Enter a price such as 65,50/).length).toBeGreaterThan(0));
    await expect(canvas.getByLabelText('Price')).toHaveValue('65,5,0');
    await expect(args.formProps.onFinish).not.toHaveBeenCalled();
  },
};
