import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_ESCALATION } from '../../domain/escalation';
import { MSG } from '../../domain/messages';
import { EscalationSettings } from './EscalationSettings';

const meta = {
  title: 'Business/EscalationSettings',
  component: EscalationSettings,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
  args: { settings: DEFAULT_ESCALATION, onSave: fn(async () => true) },
} satisfies Meta<typeof EscalationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Accept new orders automatically' })).not.toBeChecked();
    const group = (name: string) => within(canvas.getByRole('radiogroup', { name }));
    await expect(group('Remind me again after').getByRole('radio', { name: '3 min' })).toBeChecked();
    await expect(group('Alert the marketplace team after').getByRole('radio', { name: '10 min' })).toBeChecked();
    await expect(group('Refuse automatically after').getByRole('radio', { name: 'Never' })).toBeChecked();
  },
};

export const TurnAutoAcceptOnAndRefuseAfter15: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Accept new orders automatically' }));
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'Refuse automatically after' })).getByText('15 min'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save these settings' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ reminderMinutes: 3, adminAlertMinutes: 10, autoRefuseMinutes: 15, autoAccept: true }),
    );
  },
};

/** Admins alerted at the same minute as the reminder: the shared rule says so on the field, nothing is sent. */
export const AlertNotAfterReminder: Story = {
  args: { settings: { ...DEFAULT_ESCALATION, reminderMinutes: 10, adminAlertMinutes: 10 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save these settings' }));
    await expect(await canvas.findByText(MSG.adminAlertMinutesInvalid)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { saveError: MSG.autoRefuseMinutesInvalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MSG.autoRefuseMinutesInvalid);
  },
};
