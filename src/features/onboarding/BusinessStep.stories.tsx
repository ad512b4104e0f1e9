import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BusinessStep } from './BusinessStep';
import type { BusinessFormValues } from './businessValues';

const image = (text: string, w: number, h: number, fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/><text x="50%" y="55%" font-size="24" text-anchor="middle" fill="#222">${text}</text></svg>`,
  );
const LOGO = image('LOGO', 160, 160, '#f4b400');
const BACKGROUND = image('Background', 320, 180, '#bfe3c0');

/** A stand-in for the browser's position. */
const position = (latitude: number, longitude: number): Geolocation =>
  ({
    getCurrentPosition: (ok: PositionCallback) =>
      ok({ coords: { latitude, longitude, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition),
    watchPosition: () => 0,
    clearWatch: () => {},
  }) as unknown as Geolocation;
const refused = {
  getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
    fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  watchPosition: () => 0,
  clearWatch: () => {},
} as unknown as Geolocation;

const filled: BusinessFormValues = {
  name: 'Chez Nadia',
  contactNumber: '0612345678',
  category: ['Pizza', 'Grill'],
  delivery: true,
  openingAllTimes: false,
  openingTime: '12:00',
  closingTime: '02:00',
  logo: LOGO,
  background: BACKGROUND,
  description: 'Wood-fired pizza and grilled meat near Bab Sidi Abdelwahab.',
  location: [-1.9086, 34.6814],
};

const meta = {
  title: 'Onboarding/BusinessStep',
  component: BusinessStep,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 960 }}>
        <Story />
      </main>
    ),
  ],
  args: { type: 'restaurant', owner: 'user-1', onSubmit: fn(), upload: async () => LOGO, geolocation: position(34.6814, -1.9086) },
  // The map is a third-party page: the accessibility check covers our frame, not its content.
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof BusinessStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your business' })).toBeVisible();
    await expect(canvas.getByLabelText('City')).toHaveValue('Oujda');
  },
};

export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Open overnight: closes at 02:00 the next day.')).toBeVisible();
    await expect(canvas.getByTitle('Map of the business location')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(
      () =>
        expect(args.onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({
            owner: 'user-1',
            city: 'oujda',
            openingTime: '12:00',
            closingTime: '02:00',
            location: { type: 'Point', coordinates: [-1.9086, 34.6814] },
          }),
        ),
      { timeout: 5000 },
    );
  },
};

export const OpenAllTheTime: Story = {
  args: { initialValues: { ...filled, openingAllTimes: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Opening time')).toBeNull();
  },
};

export const AllFieldsRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getAllByText('All fields are required').length).toBeGreaterThan(2), { timeout: 5000 });
    await expect(canvas.getAllByText('Please select opening and closing times')).toHaveLength(2);
    await expect(canvas.getAllByText('Please upload both logo and background images')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooManyCategories: Story = {
  args: { initialValues: { ...filled, category: ['Pizza', 'Grill', 'Tacos', 'Burgers'] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getAllByText('You can only select up to 3 categories.')[0]).toBeVisible(), { timeout: 5000 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DescriptionTooLong: Story = {
  args: { initialValues: { ...filled, description: Array.from({ length: 201 }, (_, i) => `word${i}`).join(' ') } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('201 / 200 words')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getAllByText('The maximum is 200 words')[0]).toBeVisible(), { timeout: 5000 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotInOujda: Story = {
  args: { initialValues: { ...filled, location: undefined }, geolocation: position(33.5731, -7.5898) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(body().getAllByText("Make sure the coordinates are correct. You're not in Oujda.")[0]).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LocationRefused: Story = {
  args: { geolocation: refused },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(body().getByText('Unable to retrieve your location. Please check your permissions.')).toBeVisible(), {
      timeout: 5000,
    });
  },
};

export const LocationUnsupported: Story = {
  args: { geolocation: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(body().getByText('Geolocation is not supported by your browser.')).toBeVisible(), { timeout: 5000 });
  },
};

export const SaveFailed: Story = {
  args: {
    initialValues: filled,
    error: { message: 'Error in adding your data. Please refresh.', description: 'You already have a business.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error in adding your data. Please refresh.');
    await expect(canvas.getByLabelText('Business name')).toHaveValue('Chez Nadia');
  },
};

export const Submitting: Story = {
  args: { initialValues: filled, submitting: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: /Save and continue/ });
    await expect(save).toHaveClass(/ant-btn-loading/);
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Store: Story = {
  args: { type: 'store' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Categories (up to 3)'));
    await waitFor(() => expect(body().getByTitle('Grocery')).toBeVisible(), { timeout: 5000 });
    await expect(body().queryByTitle('Pizza')).toBeNull();
    // Closed again before the accessibility check: antd's open option list carries aria-selected on plain divs.
    await userEvent.click(canvas.getByRole('heading', { name: 'Your business' }));
    await waitFor(() => expect(body().getByTitle('Grocery')).not.toBeVisible(), { timeout: 5000 });
  },
};

/** With three categories chosen, the others are greyed out: a fourth cannot be picked, so no error after. */
export const CategoryPickerStopsAtThree: Story = {
  args: { initialValues: { ...filled, category: ['Pizza', 'Grill', 'Tacos'] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Categories (up to 3)'));
    const burgers = await waitFor(() => {
      const option = document.querySelector<HTMLElement>('.ant-select-item-option[title="Burgers"]');
      if (!option) throw new Error('the list is not open yet');
      return option;
    });
    await expect(burgers).toHaveClass(/ant-select-item-option-disabled/);
    await userEvent.click(burgers, { pointerEventsCheck: 0 });
    await expect(canvas.queryByTitle('Burgers')).toBeNull();
    await expect(canvas.queryByText('You can only select up to 3 categories.')).toBeNull();
    // Closed again, so the page's accessibility check sees the form, not antd's open list.
    await userEvent.click(canvas.getByRole('heading', { name: 'Your business' }));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull(), {
      timeout: 5000,
    });
  },
};

/** Every change is handed over with all the values so far (the page keeps them as a draft). */
export const ReportsWhatWasTyped: Story = {
  args: { onChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Business name'), 'Chez Nadia');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Chez Nadia', delivery: true })));
  },
};
