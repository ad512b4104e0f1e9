import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubCategoriesPanel } from './SubCategoriesPanel';
import { storyHoney, storyJams, storyTree } from './storyData';

const meta = {
  title: 'Easy Market/SubCategoriesPanel',
  component: SubCategoriesPanel,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 480 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    main: storyTree[0],
    selectedCategoryId: 'c-jam',
    onAddSub: fn(),
    onEditSub: fn(),
    onDeleteSub: fn(),
    onAddCategory: fn(),
    onSelectCategory: fn(),
    onEditCategory: fn(),
    onDeleteCategory: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SubCategoriesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sub-categories of Épicerie' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confitures' })).toHaveAttribute('aria-pressed', 'true');
    const brands = within(canvas.getByRole('list', { name: 'Brands of Confitures' }));
    await expect(brands.getByText('Aicha')).toBeVisible();
    await expect(brands.getByText('Bonne Maman')).toBeVisible();
    await expect(canvas.getByText('No categories yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Miel' }));
    await expect(args.onSelectCategory).toHaveBeenCalledWith(storyHoney);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit category Confitures' }));
    await expect(args.onEditCategory).toHaveBeenCalledWith(storyJams, storyTree[0]!.subCategories[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete sub-category Conserves' }));
    await expect(args.onDeleteSub).toHaveBeenCalledWith(storyTree[0]!.subCategories[1]);
    // What still holds something says so up front: its delete is disabled with the reason.
    await expect(
      canvas.getByRole('button', {
        name: 'Delete sub-category Petit-déjeuner: This sub-category still has categories. Delete or move them first.',
      }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Delete category Confitures: This category still has products. Delete or move them first.' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete category Miel' }));
    await expect(args.onDeleteCategory).toHaveBeenCalledWith(storyHoney);
    await userEvent.click(canvas.getByRole('button', { name: 'Add category to Conserves' }));
    await expect(args.onAddCategory).toHaveBeenCalledWith(storyTree[0]!.subCategories[1]);
  },
};

export const NoSubCategories: Story = {
  args: { main: storyTree[2] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No sub-categories in this main category yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add sub-category' }));
    await expect(args.onAddSub).toHaveBeenCalledWith(storyTree[2]);
  },
};

export const NoMainChosen: Story = {
  args: { main: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a main category to see its sub-categories.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add sub-category' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { main: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { main: undefined, error: 'We could not load the Easy Market catalogue.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
