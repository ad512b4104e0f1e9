import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn } from 'storybook/test';
import { BusinessStep } from './BusinessStep';
import { IdentityStep } from './IdentityStep';
import { OnboardingFrame } from './OnboardingFrame';
import { TermsStep } from './TermsStep';

const meta = {
  title: 'Onboarding/Wizard',
  component: OnboardingFrame,
  args: { steps: ['identity', 'business', 'terms', 'awaiting'], current: 'identity', onLogout: fn(), children: null },
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof OnboardingFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerIdentity: Story = {
  args: { children: <IdentityStep onSubmit={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complete your registration' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const OwnerBusiness: Story = {
  args: { current: 'business', children: <BusinessStep type="restaurant" owner="u1" onSubmit={fn()} /> },
};

export const RiderTerms: Story = {
  args: { steps: ['identity', 'terms', 'awaiting'], current: 'terms', children: <TermsStep onAccept={fn()} /> },
};

/** Right-to-left (Arabic): the layout mirrors without overlapping. */
export const RightToLeft: Story = {
  args: { current: 'business', children: <BusinessStep type="restaurant" owner="u1" onSubmit={fn()} /> },
  decorators: [
    (Story) => (
      <ConfigProvider direction="rtl">
        <div dir="rtl">
          <Story />
        </div>
      </ConfigProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your business' })).toBeVisible();
  },
};
