import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Route, Routes } from 'react-router';
import LandingPage from './LandingPage';

const meta = {
  title: 'Landing/Landing page',
  component: LandingPage,
  render: () => (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route
        path="/login"
        element={
          <main>
            <h1>Login screen</h1>
          </main>
        }
      />
      <Route
        path="/register"
        element={
          <main>
            <h1>Register screen</h1>
          </main>
        }
      />
    </Routes>
  ),
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grow your business in Oujda' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready to start?' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const HeaderLoginLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(await canvas.findByRole('heading', { name: 'Login screen' })).toBeVisible();
  },
};

export const HeaderJoinLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Join us' }));
    await expect(await canvas.findByRole('heading', { name: 'Register screen' })).toBeVisible();
  },
};
