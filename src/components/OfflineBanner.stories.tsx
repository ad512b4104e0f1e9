import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The connection drops, then comes back: the banner comes and goes with it. */
export const ComesAndGoesWithTheConnection: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    try {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You are offline'));
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      Object.defineProperty(Navigator.prototype, 'onLine', onLine);
      window.dispatchEvent(new Event('online'));
    }
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};
