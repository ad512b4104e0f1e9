import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { HeaderBar } from './HeaderBar';
import { PauseControl } from './PauseControl';

/** Wednesday 25 November 2026, 20:30 UTC. */
const NOW = new Date('2026-11-25T20:30:00Z');
const bell = <Button size="large" type="text" icon={<BellOutlined aria-hidden />} aria-label="Notifications" />;
const pause = (pausedUntil?: string) => (
  <PauseControl business={{ pausedUntil }} compact now={NOW} timeZone="UTC" clockName="UTC" onPause={fn()} onResume={fn()} />
);

/** The top bar on a 360 px phone: taking orders, paused, and with a long owner name (every language: stories-i18n). */
const meta = {
  title: 'Components/HeaderBar',
  component: HeaderBar,
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #ccc' }}>
        <Story />
      </div>
    ),
  ],
  args: { phone: true, userName: 'Youssef Benali', onOpenMenu: fn(), notifications: bell, pause: pause() },
} satisfies Meta<typeof HeaderBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every control of the bar lies within the 360 px frame. */
async function fitsThePhone(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-testid="app-header"]')!.getBoundingClientRect();
  const controls = [
    ...canvasElement.querySelectorAll('[data-testid="app-header"] button, [data-testid="app-header"] a, [data-testid="app-header"] select'),
  ];
  await expect(controls.length).toBeGreaterThanOrEqual(4);
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
  }
}

export const TakingOrders: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Pause new orders' })).toBeVisible();
    await fitsThePhone(canvasElement);
  },
};

export const Paused: Story = {
  args: { pause: pause('2026-11-25T21:30:00Z') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused until 21:30');
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible();
    await fitsThePhone(canvasElement);
  },
};

export const PausedWithLongName: Story = {
  args: { pause: pause('2026-11-25T21:30:00Z'), userName: 'Abdelkader Ben Mohammed El Idrissi Al Oujdi' },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByTestId('header-user');
    // Ellipsised, never cut to a letter.
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(60);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await fitsThePhone(canvasElement);
  },
};

export const Admin: Story = {
  args: { pause: undefined, userName: 'Admin Oujda' },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement);
  },
};
