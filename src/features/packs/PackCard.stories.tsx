import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samplePack } from './fixtures';
import { PackCard } from './PackCard';

const meta = {
  title: 'Packs/PackCard',
  component: PackCard,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 320 }}>
        <h2>Packs</h2>
        <Story />
      </main>
    ),
  ],
  args: { pack: samplePack, onEdit: fn(), onDelete: fn(), onToggleActive: fn() },
} satisfies Meta<typeof PackCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyOptions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('180,00 dh')).toBeVisible();
    await expect(canvas.getByText('Pizzas: Margherita, Four cheeses')).toBeVisible();
    await expect(canvas.getByText('Drinks: Orange juice, Mint tea')).toBeVisible();
    await expect(canvas.queryByText(/Dessert/)).toBeNull();
    await expect(canvas.getByText('+2 more')).toBeVisible();
    await expect(canvas.queryByText('Hidden')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Show Family pack to customers' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith(samplePack, false);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Family pack' }));
    await expect(args.onEdit).toHaveBeenCalledWith(samplePack);
  },
};

export const Hidden: Story = {
  args: { pack: { ...samplePack, active: false, options: samplePack.options.slice(0, 2) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hidden')).toBeVisible();
    await expect(canvas.getByRole('switch')).not.toBeChecked();
    await expect(canvas.queryByText(/more/)).toBeNull();
  },
};

export const NoOptionsNoPhoto: Story = {
  args: { pack: { ...samplePack, image: '', options: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No options')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'No photo' })).toBeVisible();
  },
};
