import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PartnerTable } from './PartnerTable';
import { storyPartners, storyWaiting } from './storyData';

const meta = {
  title: 'Partners/PartnerTable',
  component: PartnerTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    // The first page of 12 the server answered, 10 a page.
    partners: storyPartners.slice(0, 10),
    total: storyPartners.length,
    pagination: { current: 1, pageSize: 10, total: storyPartners.length, showTotal: (all, [first, last]) => `${first}–${last} of ${all}` },
    filters: {},
    onFiltersChange: fn(),
    onChange: fn(),
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

export const OnePageOfTheTotal: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('12 partners')).toBeVisible();
    await expect(canvas.getByText('1–10 of 12')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByTitle('2'));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ current: 2 }),
      expect.anything(),
      expect.anything(),
      expect.anything(),
    );
  },
};

export const SearchAsksTheServer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'naciri');
    // Once typing pauses, the whole search goes at once.
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledWith({ q: 'naciri' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
  },
};

export const VerifiedFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Verification' }));
    await userEvent.click(await within(document.body).findByText('Not verified only'));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ verified: false });
  },
};

export const NoMatch: Story = {
  args: { partners: [], total: 0, filters: { q: 'zzz' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No partner matches "zzz".')).toBeVisible();
    await expect(canvas.getByText('0 partners')).toBeVisible();
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
  args: { partners: storyWaiting, total: storyWaiting.length, showRole: true },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText('Rider')).toBeVisible();
    await expect(table.getByText('Store owner')).toBeVisible();
    await expect(table.getAllByText('Not submitted').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { args: { partners: [], total: 0, loading: true } };

export const Empty: Story = {
  args: { partners: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No partners here yet.')).toBeVisible();
  },
};

export const FetchFailed: Story = {
  args: { partners: [], total: 0, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Error fetching partners')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
