import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_MSG } from '../../domain/serverMessages';
import { BankDetailsCard } from './BankDetailsCard';
import { bankDetails, emptyBankDetails, unverifiedBankDetails } from './storyData';

const VALID_RIB = '011 810 0000012345678901 36';

const meta = {
  title: 'Payments/BankDetailsCard',
  component: BankDetailsCard,
  args: { details: bankDetails, canEdit: true, onSave: fn(async () => undefined) },
} satisfies Meta<typeof BankDetailsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('rib-masked')).toHaveTextContent('•••• •••• •••• •••• •••• 3456');
    await expect(canvas.getByText('Verified')).toBeVisible();
  },
};

export const WaitingForVerification: Story = {
  args: { details: unverifiedBankDetails },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting for verification')).toBeVisible();
  },
};

/** A manager reads them; only the owner edits. */
export const ManagerReads: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit bank details' })).toBeNull();
    await expect(canvas.getByText('Only the business’s owner can change them.')).toBeVisible();
  },
};

export const NothingGiven: Story = { args: { details: emptyBankDetails } };

export const Loading: Story = { args: { details: undefined } };

export const Failed: Story = { args: { details: undefined, failed: true, error: 'Service unavailable', onRetry: fn() } };

/** A wrong ICE and a RIB whose key does not match are refused on their fields, by the server's own rule; nothing is sent. */
export const RefusedAsTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details' }));
    await userEvent.clear(canvas.getByLabelText('ICE'));
    await userEvent.type(canvas.getByLabelText('ICE'), '12345');
    await userEvent.type(canvas.getByLabelText('New RIB'), '011 810 0000012345678901 37');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank details' }));
    await expect(await canvas.findByText('An ICE is 15 digits')).toBeVisible();
    await expect(canvas.getByText(/A RIB is 24 digits and its last two/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details' }));
    await userEvent.type(canvas.getByLabelText('New RIB'), VALID_RIB);
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        legalName: 'Dar Zitoun SARL',
        legalAddress: '5 rue Ibn Khaldoun, Oujda',
        ice: '002345678000012',
        rib: VALID_RIB,
      }),
    );
    await expect(await canvas.findByRole('button', { name: 'Edit bank details' })).toBeVisible();
  },
};

/** The server's refusal goes on its field, and what was typed stays. */
export const ServerRefusal: Story = {
  args: { onSave: fn(() => Promise.reject(Object.assign(new Error('Bad'), { errors: { legalName: SERVER_MSG.legalNameOneLine } }))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank details' }));
    await userEvent.clear(canvas.getByLabelText('Legal name'));
    await userEvent.type(canvas.getByLabelText('Legal name'), 'Dar Zitoun SA');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(await canvas.findByText(SERVER_MSG.legalNameOneLine)).toBeVisible();
    await expect(canvas.getByLabelText('Legal name')).toHaveValue('Dar Zitoun SA');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
