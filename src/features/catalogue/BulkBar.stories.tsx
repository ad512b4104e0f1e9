import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { newPrice, type PriceChange } from '../../domain/bulkPrice';
import { toCentimes, toDirhams } from '../../domain/money';
import { BulkBar, type BulkBarProps, type BulkChange } from './BulkBar';
import { sampleCategories } from './fixtures';

/** Confirms in the dialog the Apply button opens, and waits for the dialog to go. */
async function confirmApply(userEvent: { click: (element: Element) => Promise<void> }) {
  const dialog = await waitFor(() => {
    const open = document.querySelector('.ant-modal-confirm');
    expect(open).not.toBeNull();
    return open as HTMLElement;
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
}

const PRODUCTS = [
  { _id: 'p1', name: 'Harira', before: 12.5 },
  { _id: 'p2', name: 'Mint tea', before: 9.99 },
];

const meta = {
  title: 'Catalogue/BulkBar',
  component: BulkBar,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    selectedCount: 2,
    matchingCount: 40,
    onSelectAllMatching: fn(),
    onClear: fn(),
    categories: sampleCategories.map((c) => ({ value: c._id, label: c.name })),
    // Answers like the server: the new prices of the selected products.
    onSubmit: fn(async (change: BulkChange) =>
      change.price ? PRODUCTS.map((p) => ({ ...p, after: toDirhams(newPrice(toCentimes(p.before), change.price as PriceChange)) })) : [],
    ),
  },
} satisfies Meta<typeof BulkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {
  args: { selectedCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 selected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
  },
};

export const SelectAllMatching: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 40 matching' }));
    await expect(args.onSelectAllMatching).toHaveBeenCalled();
  },
};

export const PricePreview: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="Change prices"]') as HTMLElement));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Change' }), '10');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(canvas.getByText('New prices of 2 products')).toBeVisible());
    const table = within(canvas.getByRole('table'));
    // 12.50 + 10 % = 13.75, to the nearest 0.50: 14.00; 9.99 → 10.99 → 11.00.
    await expect(table.getByText(/14[.,]00/)).toBeVisible();
    await expect(table.getByText(/11[.,]00/)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({ action: 'price', price: { by: 'percent', value: 10, rounding: '0.50' } }, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await confirmApply(userEvent);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ action: 'price' }), false));
  },
};

export const Failed: Story = {
  args: { onSubmit: fn<BulkBarProps['onSubmit']>(async () => Promise.reject(new Error('This change would make a price negative.'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await confirmApply(userEvent);
    await waitFor(() => expect(canvas.getByText('This change would make a price negative.')).toBeVisible());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 محدد')).toBeVisible();
  },
};
