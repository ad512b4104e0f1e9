import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CloseWeekDialog } from './CloseWeekDialog';

const meta = {
  title: 'Payouts/CloseWeekDialog',
  component: CloseWeekDialog,
  // No animations: the dialog is checked as soon as it opens.
  decorators: [
    (Story) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Story />
      </ConfigProvider>
    ),
  ],
  args: {
    open: true,
    weeks: ['2026-11-16', '2026-11-09', '2026-11-02'],
    onCloseWeek: fn(async (weekStart: string) => ({ weekStart, statements: 3 })),
    onClose: fn(),
  },
} satisfies Meta<typeof CloseWeekDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation opened over the dialog (both share the test's fixed title id, so it is found by its title's text). */
const confirmation = async (title: string | RegExp) => {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-confirm-title' });
  return within(heading!.closest<HTMLElement>('[role="dialog"]')!);
};

/** The last ended week, confirmed first, then how many statements were closed. */
export const ClosesAfterConfirming: Story = {
  play: async ({ args }) => {
    const dialog = within(screen.getAllByRole('dialog')[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Close the week' }));
    const confirm = await confirmation('Close the week of 16/11 – 22/11/2026?');
    await expect(args.onCloseWeek).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: 'Close the week' }));
    await waitFor(() => expect(args.onCloseWeek).toHaveBeenCalledWith('2026-11-16'));
    await expect(await dialog.findByText('Week of 16/11 – 22/11/2026 closed: 3 statements')).toBeVisible();
  },
};

export const NothingLeft: Story = {
  args: { onCloseWeek: fn(async (weekStart: string) => ({ weekStart, statements: 0 })) },
  play: async () => {
    const dialog = within(screen.getAllByRole('dialog')[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Close the week' }));
    await userEvent.click((await confirmation(/^Close the week of/)).getByRole('button', { name: 'Close the week' }));
    await expect(await dialog.findByText('Week of 16/11 – 22/11/2026 closed: no statement left to close')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
