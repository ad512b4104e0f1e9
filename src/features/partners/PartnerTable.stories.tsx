import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartnerTable } from './PartnerTable';
import { storyPartners, storyWaiting } from './storyData';

const meta = {
  title: 'Partners/PartnerTable',
  component: PartnerTable,
  decorators: [(Story) => <main style={{ padding: 24 }}><Story /></main>],
  args: {
    partners: storyPartners,
    onVerifiedChange: fn(),
    onEditEmail: fn(),
    onShowDetails: fn(),
    onReset: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PartnerTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.ant-table-tbody tr.ant-table-row');

export const TenRowsAPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('12 partners')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByTitle('2'));
    await expect(bodyRows(canvasElement)).toHaveLength(2);
  },
};

export const SearchByName: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'naciri');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(canvas.getByText('Fatima Zahra Naciri')).toBeVisible();
  },
};

export const SearchByEmail: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'FATIMA@demo');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(canvas.getByText('fatima@demo.ma')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'zzz');
    await expect(canvas.getByText('No partner matches "zzz".')).toBeVisible();
  },
};

export const VerifyAndActions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Verified: Karim Lahlou' }));
    await expect(args.onVerifiedChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Karim Lahlou' }), true);
    await userEvent.click(canvas.getByRole('button', { name: 'Details of Youssef Benali' }));
    await expect(args.onShowDetails).toHaveBeenCalledWith(expect.objectContaining({ name: 'Youssef Benali' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the e-mail of Youssef Benali' }));
    await expect(args.onEditEmail).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset the password of Youssef Benali' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { savingIds: new Set([storyPartners[0]!._id]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Verified: Youssef Benali' })).toBeDisabled();
  },
};

export const AwaitingVerification: Story = {
  args: { partners: storyWaiting, showRole: true },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText('Rider')).toBeVisible();
    await expect(table.getByText('Store owner')).toBeVisible();
    await expect(table.getAllByText('Not submitted').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { args: { partners: [], loading: true } };

export const Empty: Story = {
  args: { partners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No partners here yet.')).toBeVisible();
  },
};

export const FetchFailed: Story = {
  args: { partners: [], failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Error fetching partners')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
