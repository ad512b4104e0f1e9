import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OpenWeekCard, type OpenWeekCardProps } from './OpenWeekCard';
import { StatementLinesTable } from './StatementLinesTable';
import { overview, statementLines } from './storyData';

function Toggling(props: Omit<OpenWeekCardProps, 'linesShown' | 'onToggleLines' | 'lines'>) {
  const [shown, setShown] = useState(false);
  return (
    <OpenWeekCard
      {...props}
      linesShown={shown}
      onToggleLines={() => setShown(!shown)}
      lines={<StatementLinesTable rows={statementLines.slice(0, 3)} total={3} pagination={false} />}
    />
  );
}

const meta = {
  title: 'Payments/OpenWeekCard',
  component: Toggling,
  args: { openWeek: overview.openWeek },
} satisfies Meta<typeof Toggling>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Monday to Sunday, the summary so far; the orders come on demand. */
export const RunningWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monday 23/11/2026 to Sunday 29/11/2026')).toBeVisible();
    const summary = within(canvas.getByTestId('open-week-summary'));
    await expect(summary.getByText('2 310,50 dh')).toBeVisible();
    await expect(summary.getByText('1 849,60 dh')).toBeVisible();
    await expect(summary.getByText('due to you')).toBeVisible();
    await expect(canvas.queryByText('#1204')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Show this week’s orders' });
    await userEvent.click(toggle);
    await expect(canvas.getByText('#1204')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide this week’s orders' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = { args: { openWeek: undefined } };

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
