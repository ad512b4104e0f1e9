import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EscalationAlertList } from './EscalationAlertList';

const meta = {
  title: 'Components/EscalationAlertList',
  component: EscalationAlertList,
  args: {
    onView: fn(),
    onClose: fn(),
    alerts: [
      { id: 'o-1', number: 1042, kind: 'restaurant', business: 'Dar Zitoun', placedAt: '2026-11-25T12:03:00.000Z' },
      { id: 'o-2', number: 1043, kind: 'grocery', placedAt: '2026-11-25T12:05:00.000Z' },
    ],
  },
  decorators: [
    (Story) => (
      <main style={{ padding: 16, maxWidth: 900 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof EscalationAlertList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoUnansweredOrders: Story = {
  play: async ({ canvas, args }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('No answer to order #1042, placed at 12:03 (UTC)');
    await expect(alerts[0]).toHaveTextContent('Dar Zitoun has not accepted or refused it yet.');
    await expect(alerts[1]).toHaveTextContent('Easy Market');
    await userEvent.click(canvas.getAllByRole('button', { name: 'See the order' })[0]!);
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 'o-1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the alert about order #1043' }));
    await expect(args.onClose).toHaveBeenCalledWith(expect.objectContaining({ id: 'o-2' }));
  },
};

export const Nothing: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="escalation-alerts"]')).toBeNull();
  },
};
