import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRINT_STYLE } from './printStyle';
import { StatementDocument } from './StatementDocument';
import { closedStatement, statementLines } from './storyData';

const meta = {
  title: 'Payments/StatementDocument',
  component: StatementDocument,
  args: { businessName: 'Dar Zitoun', statement: closedStatement, lines: statementLines },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: '#fff' }}>
        <style>{PRINT_STYLE}</style>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatementDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The paper: the business, the week, the clock named, the summary and every line, their total equal to the net. */
export const Printed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dar Zitoun' })).toBeVisible();
    await expect(canvas.getByText('16/11 – 22/11/2026')).toBeVisible();
    await expect(canvas.getByText(/Times in UTC/)).toBeVisible();
    const total = within(canvasElement.querySelector('tfoot')!);
    await expect(total.getByText('271,30 dh')).toBeVisible();
  },
};
