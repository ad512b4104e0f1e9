import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MainCategoryGrid } from './MainCategoryGrid';
import { storyTree } from './storyData';

const meta = {
  title: 'Easy Market/MainCategoryGrid',
  component: MainCategoryGrid,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: { mains: storyTree, selectedId: 'm-grocery', onSelect: fn(), onAdd: fn(), onEdit: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof MainCategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Épicerie' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('2 sub-categories')).toBeVisible();
    await expect(canvas.getByText('1 sub-category')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Boissons' }));
    await expect(args.onSelect).toHaveBeenCalledWith(storyTree[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete main category Maison' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyTree[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add main category' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { mains: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No main categories yet. Add the first one to start the catalogue.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add main category' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { mains: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Add main category' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { mains: [], error: 'We could not load the Easy Market catalogue.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('We could not load the Easy Market catalogue.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
