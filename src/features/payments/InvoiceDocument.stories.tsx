import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceDocument } from './InvoiceDocument';
import { PRINT_STYLE } from './printStyle';
import { creditNote, invoice } from './storyData';

const meta = {
  title: 'Payments/InvoiceDocument',
  component: InvoiceDocument,
  args: { invoice },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: '#fff', maxWidth: 820 }}>
        <style>{PRINT_STYLE}</style>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvoiceDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Number, date, the platform's legal identity and the partner's, commission, TVA at 20 % and the total. */
export const Invoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invoice', level: 1 })).toBeVisible();
    await expect(canvas.getByTestId('invoice-number')).toHaveTextContent('2026-000131');
    const issuer = within(canvas.getByTestId('invoice-issuer'));
    await expect(issuer.getByText('Oujda Marketplace SARL')).toBeVisible();
    await expect(issuer.getByText('40123456')).toBeVisible();
    await expect(issuer.getByText('Oujda 31245')).toBeVisible();
    await expect(within(canvas.getByTestId('invoice-customer')).getByText('002345678000012')).toBeVisible();
    await expect(canvas.getByText('TVA 20 %')).toBeVisible();
    await expect(canvas.getByTestId('invoice-total')).toHaveTextContent('61,20 dh');
  },
};

/** A credit note names the invoice it cancels and why; a partner without an ICE has none printed. */
export const CreditNote: Story = {
  args: { invoice: creditNote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Credit note', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Cancels invoice 2026-000131')).toBeVisible();
    await expect(canvas.getByText('Commission charged at the wrong rate')).toBeVisible();
    await expect(within(canvas.getByTestId('invoice-customer')).queryByText('ICE')).toBeNull();
  },
};
