import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CatalogueColumn } from '../domain/catalogueFile';
import { ImportPreview, type ImportPreviewRow } from './ImportPreview';
import { importDialogFrame, previewOf } from './importPreviewStories';

const manyNew: ImportPreviewRow<CatalogueColumn>[] = Array.from({ length: 30 }, (_, i) => ({
  line: i + 5,
  name: `Yogurt ${i + 1}`,
  category: 'Dairy',
  status: 'new',
}));

const mixed = previewOf<CatalogueColumn>(
  [
    { line: 2, name: 'Milk 1L', category: 'Drinks', status: 'changed', changes: ['price', 'stock'] },
    { line: 3, name: 'Bread', category: 'Bakery', status: 'unchanged' },
    {
      line: 4,
      name: 'Olive oil 1L',
      category: 'Groceries',
      status: 'error',
      error: {
        code: 'barcodeCheckDigit',
        column: 'barcode',
        message: 'The barcode’s last digit does not match: check it for a typing mistake',
      },
    },
    ...manyNew,
    {
      line: 35,
      name: 'Milk 1L',
      category: 'Drinks',
      status: 'error',
      error: { code: 'duplicateRow', line: 2, message: 'The same product is already on line 2' },
    },
  ],
  ['Dairy'],
);

const meta = {
  title: 'Catalogue/ImportPreview',
  component: ImportPreview,
  decorators: [importDialogFrame('Import')],
  args: { preview: mixed, fileName: 'products.csv', columnsKey: 'catalogue.file.columns' },
} satisfies Meta<typeof ImportPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file with errors opens on its errors: each with its line and reason; the other statuses a click away. */
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('34 rows in products.csv')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('2 row(s) cannot be imported');
    await expect(canvas.getByText('The barcode’s last digit does not match: check it for a typing mistake')).toBeVisible();
    await expect(canvas.getByText('The same product is already on line 2')).toBeVisible();
    await expect(canvas.getByText('New categories: Dairy')).toBeVisible();
    await userEvent.click(canvas.getByText('Changed (1)'));
    await expect(canvas.getByText('Changes: Price, Stock')).toBeVisible();
    await userEvent.click(canvas.getByText('New (30)'));
    await expect(canvas.getByText('Yogurt 1')).toBeVisible();
    await expect(canvas.queryByText('Yogurt 21')).toBeNull();
    await expect(canvas.getByText('1–20 of 30')).toBeVisible();
    await userEvent.click(canvas.getByRole('listitem', { name: '2' }));
    await expect(canvas.getByText('Yogurt 21')).toBeVisible();
  },
};

/** Every row already there as it is: nothing to import. */
export const NothingToDo: Story = {
  args: {
    preview: previewOf([{ line: 2, name: 'Bread', category: 'Bakery', status: 'unchanged' }]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every row is already in your catalogue as it is: there is nothing to import.')).toBeVisible();
    await expect(canvas.getByText('Unchanged', { selector: '.ant-tag' })).toBeVisible();
  },
};

/** In Arabic, right to left: the reasons are translated, the table mirrored. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('الرقم الأخير من الباركود لا يطابق: تحقّق من خطأ في الكتابة')).toBeVisible();
    await expect(canvas.getByText('المنتج نفسه موجود في السطر 2')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('لا يمكن استيراد 2');
  },
};

/** On a phone: the filter is a select, each row one cell with its reason, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Show rows' })).toBeInTheDocument();
    await expect(canvas.getByText('Error (2)')).toBeVisible();
    await expect(canvas.getByText('The same product is already on line 2')).toBeVisible();
  },
};
