import dayjs from 'dayjs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { UploadOptions } from '../../components/uploadImage';
import { IdentityStep } from './IdentityStep';

const SCAN =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" rx="12" fill="#dfe9f7"/><rect x="20" y="40" width="80" height="100" fill="#9fb4d0"/><text x="120" y="80" font-size="20" fill="#223">CARTE NATIONALE</text></svg>',
  );
const today = new Date('2026-11-22T12:00:00Z');
const png = () => new File([new Uint8Array(2048)], 'id.png', { type: 'image/png' });

const meta = {
  title: 'Onboarding/IdentityStep',
  component: IdentityStep,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: { onSubmit: fn(), today, upload: async (_file: File, _options: UploadOptions) => SCAN },
} satisfies Meta<typeof IdentityStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your identity' })).toBeVisible();
    await expect(canvas.getByLabelText('Identity card number (CIN)')).toHaveValue('');
  },
};

export const Filled: Story = {
  args: { initialValues: { N_identité: 'F123456', Date_birth: '1990-05-14', scan_Id: SCAN } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'ID card scan' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ N_identité: 'F123456', Date_birth: '1990-05-14', scan_Id: SCAN }), {
      timeout: 5000,
    });
  },
};

export const AllRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.getAllByText('Identity number, date of birth and ID scan are required')).toHaveLength(3), {
      timeout: 5000,
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UnderEighteen: Story = {
  args: {
    initialValues: {
      N_identité: 'F123456',
      Date_birth: dayjs(today).subtract(18, 'year').add(1, 'day').format('YYYY-MM-DD'),
      scan_Id: SCAN,
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.getByText('You must be at least 18 years old')).toBeVisible(), { timeout: 5000 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EighteenToday: Story = {
  args: { initialValues: { N_identité: 'F123456', Date_birth: dayjs(today).subtract(18, 'year').format('YYYY-MM-DD'), scan_Id: SCAN } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled(), { timeout: 5000 });
  },
};

export const ScanTooBig: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(canvas.getByText('File size should be less than 5MB')).toBeVisible(), { timeout: 5000 });
  },
};

export const Uploading: Story = {
  args: {
    upload: (_file, { onProgress }) => {
      onProgress?.(45);
      return new Promise<string>(() => {});
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, png());
    await expect(await canvas.findByText('Uploading…')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { error: 'An error occurred', initialValues: { N_identité: 'F123456', Date_birth: '1990-05-14', scan_Id: SCAN } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await expect(canvas.getByLabelText('Identity card number (CIN)')).toHaveValue('F123456');
  },
};

export const Submitting: Story = {
  args: { submitting: true, initialValues: { N_identité: 'F123456', Date_birth: '1990-05-14', scan_Id: SCAN } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Identity card number (CIN)')).toBeDisabled();
  },
};

/** The date of birth typed as on the ID card, day first with slashes. */
export const BirthDateTypedAsOnTheCard: Story = {
  args: { initialValues: { N_identité: 'F123456', scan_Id: SCAN } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Date of birth');
    await expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.click(field);
    await userEvent.type(field, '15/03/1990{enter}');
    await expect(field).toHaveValue('15/03/1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ N_identité: 'F123456', Date_birth: '1990-03-15', scan_Id: SCAN }), {
      timeout: 5000,
    });
  },
};
