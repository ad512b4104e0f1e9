import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_MSG } from '../../domain/serverMessages';
import { CommissionSection, type CommissionTermsRow } from './CommissionSection';

const NOW = new Date('2026-11-25T12:00:00Z');
const admin = { _id: 'admin-1', name: 'Samira Admin' };
const restaurantDefault: CommissionTermsRow = {
  _id: null,
  rate: 1500,
  fixedFee: 0,
  effectiveFrom: null,
  setBy: null,
  createdAt: null,
  isDefault: true,
};
const own: CommissionTermsRow = {
  _id: 'terms-2',
  rate: 1250,
  fixedFee: 1.5,
  effectiveFrom: '2026-11-20T09:30:00.000Z',
  setBy: admin,
  createdAt: '2026-11-20T09:30:00.000Z',
  isDefault: false,
};
const upcoming: CommissionTermsRow = { ...own, _id: 'terms-3', rate: 1075, fixedFee: 0, effectiveFrom: '2026-12-01T00:00:00.000Z' };
const noHistory = { rows: [], total: 0, pagination: false as const };

const meta = {
  title: 'Partners/CommissionSection',
  component: CommissionSection,
  args: {
    businessName: 'Restaurant Benali',
    businessType: 'restaurant',
    current: restaurantDefault,
    history: noHistory,
    onSave: fn(async () => undefined),
    now: () => NOW,
  },
} satisfies Meta<typeof CommissionSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvas: ReturnType<typeof within>) => within(canvas.getByTestId('commission-current'));

export const TypeDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(current(canvas).getByText('15 %')).toBeVisible();
    await expect(current(canvas).getByText('0,00 dh')).toBeVisible();
    await expect(current(canvas).getByText('Default for restaurants')).toBeVisible();
    await expect(canvas.getByText('0 changes')).toBeVisible();
    await expect(canvas.getByText('No commission terms found: the business pays its type’s default.')).toBeVisible();
  },
};

export const OwnTermsAndHistory: Story = {
  args: {
    current: own,
    history: { rows: [upcoming, own], total: 2, pagination: { current: 1, pageSize: 10, total: 2 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(current(canvas).getByText('12.5 %')).toBeVisible();
    await expect(current(canvas).getByText('1,50 dh')).toBeVisible();
    await expect(current(canvas).getByText('20/11/2026 09:30')).toBeVisible();
    await expect(canvas.getByText('2 changes')).toBeVisible();
    const [later, first] = canvas.getAllByRole('row').filter((row) => row.hasAttribute('data-row-key'));
    await expect(within(later!).getByText('10.75 %')).toBeVisible();
    await expect(within(later!).getByText('Upcoming')).toBeVisible();
    await expect(within(first!).queryByText('Upcoming')).toBeNull();
    await expect(within(first!).getByText('Samira Admin')).toBeVisible();
  },
};

export const FirstPageLoading: Story = {
  args: { current: undefined, history: { ...noHistory, loading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the history…')).toBeVisible();
    await expect(canvas.queryByText(/No commission terms found/)).toBeNull();
  },
};

/** 12,5 % and 1,50 dh go as 1250 basis points and 1.5 dh, from now, after the confirmation. */
export const SetsTerms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Rate (%)'), '12,5');
    await userEvent.type(canvas.getByLabelText('Fixed fee per order'), '1,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    const confirm = await screen.findByRole('dialog', { name: 'Apply new commission terms to Restaurant Benali?' });
    // The confirmation zooms in: its text is visible once the animation has shown it.
    await waitFor(() =>
      expect(
        within(confirm).getByText('New terms apply to orders placed from 25/11/2026 12:00 (UTC); orders already placed keep theirs.'),
      ).toBeVisible(),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apply the terms' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ rate: 1250, fixedFee: 1.5 }));
  },
};

/** A later start goes as the moment it names; a start in the past is refused on its field. */
export const LaterStart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Rate (%)'), '10');
    const start = canvas.getByLabelText('Applies from');
    fireEvent.change(start, { target: { value: '2026-11-24T08:00' } });
    await expect(start).toHaveValue('2026-11-24T08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await expect(await canvas.findByText('New commission terms start now or later: they never change orders already placed')).toBeVisible();
    fireEvent.change(start, { target: { value: '2026-12-01T08:00' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply the terms' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ rate: 1000, fixedFee: 0, effectiveFrom: '2026-12-01T08:00:00.000Z' }));
  },
};

export const WrongRate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Rate (%)'), '12,345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await expect(await canvas.findByText('The commission rate must be from 0 to 100 % with at most 2 decimals')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's refusal goes on its field, and what was typed stays. */
export const ServerRefusal: Story = {
  args: { onSave: fn(() => Promise.reject(Object.assign(new Error('Bad'), { errors: { fixedFee: SERVER_MSG.commissionFeeInvalid } }))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Rate (%)'), '12,5');
    await userEvent.type(canvas.getByLabelText('Fixed fee per order'), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save terms' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply the terms' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(await canvas.findByText(SERVER_MSG.commissionFeeInvalid)).toBeVisible();
    await expect(canvas.getByLabelText('Rate (%)')).toHaveValue('12.5');
    await expect(canvas.getByLabelText('Fixed fee per order')).toHaveValue('2.00');
  },
};

export const Phone: Story = {
  args: OwnTermsAndHistory.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
