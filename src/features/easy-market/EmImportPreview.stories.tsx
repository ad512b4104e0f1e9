import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ImportPreview } from '../../components/ImportPreview';
import { importDialogFrame, previewOf } from '../../components/importPreviewStories';
import type { EmColumn } from '../../domain/easyMarketFile';

const preview = previewOf<EmColumn>(
  [
    {
      line: 2,
      name: 'Confiture de fraise 370 g',
      category: 'Confitures',
      status: 'changed',
      changes: ['price', 'currentPrice', 'soldOut'],
    },
    { line: 3, name: "Confiture d'abricot 370 g", category: 'Confitures', status: 'unchanged' },
    { line: 4, name: 'Cornet vanille', category: 'Cornets', status: 'new' },
    { line: 5, name: 'Cornet chocolat', category: 'Cornets', status: 'new' },
    {
      line: 6,
      name: 'Cornet fraise',
      category: 'Cornets',
      status: 'error',
      error: { code: 'priceInvalid', column: 'currentPrice', message: 'The price must be a number from 0 with at most 2 decimals' },
    },
  ],
  ['Surgelés', 'Surgelés › Glaces', 'Surgelés › Glaces › Cornets'],
);

const meta = {
  title: 'Easy Market/ImportPreview',
  component: ImportPreview<EmColumn>,
  decorators: [importDialogFrame('Import')],
  args: { preview, fileName: 'easy-market.csv', columnsKey: 'easyMarket.file.columns' },
} satisfies Meta<typeof ImportPreview<EmColumn>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file with an error opens on it; the changed row names its Easy Market columns; the tree to create is listed. */
export const NewChangedAndError: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('5 rows in easy-market.csv')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('1 row(s) cannot be imported');
    await expect(canvas.getByText('The price must be a number from 0 with at most 2 decimals')).toBeVisible();
    await expect(canvas.getByText('New categories: Surgelés, Surgelés › Glaces, Surgelés › Glaces › Cornets')).toBeVisible();
    await userEvent.click(canvas.getByText('Changed (1)'));
    await expect(canvas.getByText('Changes: Price, Current price, Sold out')).toBeVisible();
    await userEvent.click(canvas.getByText('New (2)'));
    await expect(canvas.getByText('Cornet vanille')).toBeVisible();
    await expect(canvas.queryByText('Cornet fraise')).toBeNull();
  },
};

/** In Arabic, right to left: the reasons and the changed columns are in Arabic, the table mirrored. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('يجب أن يكون السعر رقمًا من 0 بمنزلتين عشريتين على الأكثر')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('لا يمكن استيراد 1');
    await expect(canvasElement.querySelector('.ant-table-rtl')).not.toBeNull();
    await userEvent.click(canvas.getByText('معدَّل (1)'));
    await expect(canvas.getByText('التغييرات: السعر, السعر الحالي, نفد')).toBeVisible();
  },
};
