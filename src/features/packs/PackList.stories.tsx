import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samplePacks } from './fixtures';
import { PackList } from './PackList';

const meta = {
  title: 'Packs/PackList',
  component: PackList,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <h2>Packs</h2>
        <Story />
      </main>
    ),
  ],
  args: { packs: samplePacks, onEdit: fn(), onDelete: fn(), onToggleActive: fn(), onAdd: fn(), onRetry: fn() },
} satisfies Meta<typeof PackList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText('Hidden')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { packs: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('No packs found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add pack' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { packs: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('No packs found')).toBeNull();
    await expect(canvas.getByText('Packs').nextElementSibling).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { packs: [], error: 'We could not load the packs.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('We could not load the packs.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const SavingToggle: Story = {
  args: { saving: { k1: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show Family pack to customers' }).className).toContain('ant-switch-loading');
  },
};
