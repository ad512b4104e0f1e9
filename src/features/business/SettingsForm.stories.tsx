import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SettingsForm } from './SettingsForm';
import { STORY_NOW, storyRestaurant } from './storyData';

const meta = {
  title: 'Business/SettingsForm',
  component: SettingsForm,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 1100 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    business: storyRestaurant,
    type: 'restaurant',
    now: STORY_NOW,
    formProps: { onFinish: fn() },
    upload: async () => storyRestaurant.logo,
  },
  // The map is a third-party page: the accessibility check covers our frame, not its content.
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof SettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/^Business name/)).toHaveValue('Dar Zitoun');
    await expect(canvas.getByTitle('Map of Dar Zitoun')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.formProps.onFinish).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Dar Zitoun', contactNumber: '661234567', category: ['Moroccan', 'Pizza'] }),
      ),
    );
  },
};

export const RequiredFieldMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText(/^Business name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill all the required fields');
    await expect(args.formProps.onFinish).not.toHaveBeenCalled();
  },
};

export const DescriptionTooLong: Story = {
  args: { business: { ...storyRestaurant, description: 'x'.repeat(121) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The description can be at most 120 characters.');
    await expect(canvas.getByText('121 / 120')).toBeVisible();
    await expect(args.formProps.onFinish).not.toHaveBeenCalled();
  },
};

export const OutsideOujda: Story = {
  args: { business: { ...storyRestaurant, location: { type: 'Point', coordinates: [-6.8498, 34.0209] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Make sure the coordinates are correct. You're not in Oujda.")).toBeVisible();
  },
};

export const AllTimes: Story = {
  args: { business: { ...storyRestaurant, openingAllTimes: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Opening time')).toBeNull();
  },
};

export const ServerRefused: Story = {
  args: { saveError: 'You can only select up to 3 categories.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can only select up to 3 categories.');
    await expect(canvas.getByLabelText(/^Business name/)).toHaveValue('Dar Zitoun');
  },
};
