import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import PlaceholderPage, { Placeholder } from './PlaceholderPage';

const meta = {
  title: 'Shell/PlaceholderPage',
  component: PlaceholderPage,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  // The title comes from the first segment of the path.
  parameters: { route: '/catalogue/42' },
} satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromRoute: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Catalogue' })).toBeVisible();
    await expect(canvas.getByText('This screen is on its way.')).toBeVisible();
  },
};

export const WithTitle: Story = {
  render: () => <Placeholder title="Riders" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Riders' })).toBeVisible();
    await expect(canvas.getByText('This screen is on its way.')).toBeVisible();
  },
};

/** A placeholder of the product (/orders) is titled in the reader's language, not with its address's word. */
export const KnownPlaceholderInArabic: Story = {
  parameters: { route: '/orders' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الطلبات' })).toBeVisible();
  },
};
