import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Landing/Hero',
  component: LandingHero,
  // The hero's links navigate inside the app: these stand-ins show where they lead.
  render: () => (
    <main>
      <Routes>
        <Route path="/" element={<LandingHero />} />
        <Route path="/register" element={<h1>Register screen</h1>} />
        <Route path="/login" element={<h1>Login screen</h1>} />
      </Routes>
    </main>
  ),
} satisfies Meta<typeof LandingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grow your business in Oujda' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'I already have an account' })).toHaveAttribute('href', '/login');
  },
};

export const BecomePartnerOpensRegister: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Become a partner' }));
    await expect(await canvas.findByRole('heading', { name: 'Register screen' })).toBeVisible();
  },
};

export const LoginButtonOpensLogin: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'I already have an account' }));
    await expect(await canvas.findByRole('heading', { name: 'Login screen' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
