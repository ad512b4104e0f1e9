import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BankDetailsSection, type BankDetails } from './BankDetailsSection';

const waiting: BankDetails = {
  businessId: '10000000-0000-4000-8000-000000000001',
  legalName: 'Dar Zitoun SARL',
  legalAddress: '12 boulevard Mohammed V, Oujda',
  ice: '001525698000073',
  rib: { masked: '•••• •••• •••• •••• ••12 3456', verified: false, verifiedAt: null, changedAt: '2026-11-20T09:30:00.000Z' },
};

const meta = {
  title: 'Partners/BankDetailsSection',
  component: BankDetailsSection,
  decorators: [
    (Story) => (
      <main style={{ padding: 16, maxWidth: 600 }}>
        <Story />
      </main>
    ),
  ],
  args: { businessName: 'Dar Zitoun', details: waiting, onVerify: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof BankDetailsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new RIB waits for an admin, who confirms before verifying it. */
export const Waiting: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('•••• •••• •••• •••• ••12 3456')).toBeVisible();
    await expect(canvas.getByText('Waiting for verification')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify RIB' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verify the RIB of Dar Zitoun?' });
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalled());
  },
};

export const Verified: Story = {
  args: { details: { ...waiting, rib: { ...waiting.rib!, verified: true, verifiedAt: '2026-11-20T10:00:00.000Z' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByText('Verified on 20/11/2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify RIB' })).toBeNull();
  },
};

export const NothingGiven: Story = {
  args: { details: { businessId: waiting.businessId, legalName: null, legalAddress: null, ice: null, rib: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No RIB yet: the owner enters it on its Payments screen.')).toBeVisible();
    await expect(canvas.getAllByText('Not given')).toHaveLength(3);
  },
};

export const Loading: Story = { args: { details: undefined } };

export const Failed: Story = {
  args: { details: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The bank details could not be loaded.')).toBeVisible();
  },
};

export const Phone: Story = {
  args: Waiting.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
