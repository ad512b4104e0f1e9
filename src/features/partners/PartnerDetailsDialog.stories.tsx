import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PartnerDetailsDialog } from './PartnerDetailsDialog';
import { storyPartners, storyRider, storyWaiting } from './storyData';

const meta = {
  title: 'Partners/PartnerDetailsDialog',
  component: PartnerDetailsDialog,
  // No animations: the dialog is checked as soon as it opens.
  decorators: [
    (Story) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Story />
      </ConfigProvider>
    ),
  ],
  args: { partner: storyPartners[0]!, onClose: fn(), today: new Date('2026-11-22T12:00:00Z') },
} satisfies Meta<typeof PartnerDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => {
  const element = await screen.findByRole('dialog', { name: `Details of ${name}` });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

export const WithIdentity: Story = {
  args: { partner: { ...storyPartners[0]!, termsVersion: '2026-11-25', termsAcceptedAt: '2026-11-20T14:05:00.000Z' } },
  play: async () => {
    const d = await dialog('Youssef Benali');
    await expect(d.getByText('Version 2026-11-25, accepted on 20/11/2026 14:05 (UTC)')).toBeVisible();
    await expect(d.getByText('F482910')).toBeVisible();
    await expect(d.getByText('10/01/1980 (46 years old)')).toBeVisible();
    await expect(d.getByRole('img', { name: 'Scan of the identity card of Youssef Benali' })).toBeVisible();
    await expect(d.getByText('+212 661-234500')).toBeVisible();
    await expect(d.getByRole('link', { name: 'Open Restaurant Benali settings' })).toHaveAttribute(
      'href',
      `/settings/restaurant/${storyPartners[0]!.businessId}`,
    );
  },
};

export const IdentityNotSubmitted: Story = {
  args: { partner: storyWaiting[1]! },
  play: async () => {
    const d = await dialog('Nadia Nouveau');
    await expect(d.getByText('The partner has not submitted identity information yet.')).toBeVisible();
    await expect(d.getByText('Not accepted yet')).toBeVisible();
  },
};

export const NoBusinessYet: Story = {
  args: { partner: storyWaiting[3]! },
  play: async () => {
    const d = await dialog('Omar Berrada');
    await expect(d.getByText('This partner has not registered a business yet.')).toBeVisible();
  },
};

export const Rider: Story = {
  args: { partner: storyRider },
  play: async () => {
    const d = await dialog('Ilyas Fassi');
    await expect(d.getByRole('link', { name: 'Open the rider journal' })).toHaveAttribute('href', `/journal/${storyRider._id}`);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
