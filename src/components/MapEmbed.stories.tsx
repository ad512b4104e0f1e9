import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MapEmbed } from './MapEmbed';

const meta = {
  title: 'Components/MapEmbed',
  component: MapEmbed,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </main>
    ),
  ],
  args: { coordinates: [-1.9086, 34.6814], title: 'Map of the business location' },
  // The map itself is a third-party page: the accessibility check covers our frame, not its content.
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof MapEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CentreOfOujda: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Map of the business location');
    await expect(frame.getAttribute('src')).toBe('https://maps.google.com/maps?q=34.6814,-1.9086&z=15&output=embed');
  },
};
