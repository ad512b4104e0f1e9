import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FaqsAccordion } from './FaqsAccordion';

const meta = { title: 'Help/FaqsAccordion', component: FaqsAccordion, parameters: { layout: 'padded' } } satisfies Meta<
  typeof FaqsAccordion
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    for (const section of ['Account Management', 'Orders', 'Payments'])
      await expect(canvas.getByRole('heading', { name: section })).toBeVisible();
  },
};

export const OneOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('How long does verification take?'));
    await waitFor(() => expect(canvas.getByText(/within 24-48 hours/)).toBeVisible());
  },
};
