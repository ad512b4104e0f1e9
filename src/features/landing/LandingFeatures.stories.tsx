import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LandingFeatures } from './LandingFeatures';

const meta = {
  title: 'Landing/Features',
  component: LandingFeatures,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LandingFeatures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Everything you need to run your shop' })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Live orders', 'Your menu, your way', 'Opening hours', 'Sales at a glance']);
  },
};
