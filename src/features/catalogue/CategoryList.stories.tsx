import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CategoryList } from './CategoryList';
import { sampleCategories } from './fixtures';

const meta = {
  title: 'Catalogue/CategoryList',
  component: CategoryList,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 360 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    categories: sampleCategories,
    counts: { c1: 3, c2: 2 },
    total: 5,
    selected: null,
    onSelect: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CategoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /^All items/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Pizzas/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('c2');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete category Drinks' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleCategories[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit category Tagines' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleCategories[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Selected: Story = {
  args: { selected: 'c1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Tagines/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^All items/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Empty: Story = {
  args: { categories: [], counts: {}, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No categories yet. Add one to start your catalogue.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add category' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { categories: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add category' })).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: 'Categories' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { categories: [], error: 'We could not load the categories.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('We could not load the categories.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A category with items cannot be deleted: its button says why before anyone confirms anything. */
export const DeleteRulesUpFront: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const tagines = canvas.getByRole('button', { name: 'Delete category Tagines: not possible while it has 3 item(s)' });
    await expect(tagines).toBeDisabled();
    await userEvent.hover(canvas.getByTestId('delete-c1'));
    const reason = await within(document.body).findByText('Cannot be deleted: 3 item(s) are in it. Move or delete them first.');
    await waitFor(() => expect(reason).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Delete category Drinks' })).toBeEnabled();
  },
};
