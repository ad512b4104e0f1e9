import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { centimes, formatMoney } from '../../domain/money';
import { KitchenTicket } from './KitchenTicket';
import { sampleOrder, samplePackOrder } from './sampleOrders';

const meta = {
  title: 'Orders/KitchenTicket',
  component: KitchenTicket,
  decorators: [
    (Story) => (
      <main style={{ padding: 16, background: '#f0f0f0' }}>
        <div style={{ background: '#fff', display: 'inline-block', padding: '0 4mm' }}>
          <Story />
        </div>
      </main>
    ),
  ],
  args: {
    businessName: 'Dar Zitoun',
    order: sampleOrder({
      statusOrders: 'confirmé',
      readyAt: '2026-11-21T19:27:00.000Z',
      preparationMinutes: 20,
      message: 'Sans oignons, merci.\nSonner deux fois.',
    }),
  },
} satisfies Meta<typeof KitchenTicket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Order: Story = {
  play: async ({ canvas, canvasElement }) => {
    const ticket = canvas.getByRole('article', { name: 'Kitchen ticket of order #1042' });
    await expect(ticket).toHaveTextContent('Dar Zitoun');
    await expect(canvas.getByText('#1042')).toBeVisible();
    await expect(canvas.getByText('21/11/2026')).toBeVisible();
    await expect(canvas.getByText('19:07 UTC')).toBeVisible();
    await expect(canvas.getByText('+212 612-345678')).toBeVisible();
    await expect(canvas.getByText('2 × Margherita')).toBeVisible();
    await expect(canvas.getByText('+ Size: Large')).toBeVisible();
    await expect(canvas.getByText('+ Extras: Cheese')).toBeVisible();
    await expect(canvas.getByText('1 × Mint tea')).toBeVisible();
    await expect(canvas.getByText(/Sans oignons, merci\.\s+Sonner deux fois\./)).toBeVisible();
    // Testing Library reads the no-break spaces of an amount as plain spaces.
    await expect(canvas.getByText(formatMoney(centimes(13_400)).replace(/\s/g, ' '))).toBeVisible();
    await expect(canvas.getByText('Ready at')).toBeVisible();
    // 72 mm of printable width on an 80 mm roll: 96 CSS pixels per inch.
    expect(Math.round(ticket.getBoundingClientRect().width)).toBe(Math.round((72 / 25.4) * 96));
    expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

export const Pack: Story = {
  args: { order: samplePackOrder({ statusOrders: 'confirmé' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 × Family pack')).toBeVisible();
    await expect(canvas.getByText(/No olives please/)).toBeVisible();
    await expect(canvas.queryByText('Ready at')).toBeNull();
  },
};
