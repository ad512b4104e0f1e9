import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ImageUpload, ImageUploadView, type ImageUploadProps } from './ImageUpload';

/** A small PNG for the uploaded state (no network in stories). */
const SAMPLE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#f4b400"/><text x="80" y="92" font-size="32" text-anchor="middle" fill="#222">LOGO</text></svg>',
  );

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

/** The field inside a form, with a stand-in upload. */
function InForm(props: Partial<ImageUploadProps>) {
  const [value, setValue] = useState<string | undefined>(props.value);
  return (
    <main style={{ padding: 24, maxWidth: 520 }}>
      <Form layout="vertical">
        <Form.Item label="Logo" htmlFor="logo">
          <ImageUpload id="logo" preset="restaurant" folder="restaurant" label="Logo" {...props} value={value} onChange={setValue} />
        </Form.Item>
      </Form>
      <output aria-label="value" style={{ overflowWrap: 'anywhere' }}>
        {value ?? 'none'}
      </output>
    </main>
  );
}

const meta = {
  title: 'Components/ImageUpload',
  component: InForm,
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload: Logo' })).toBeEnabled();
    await expect(canvas.getByText('PNG, JPEG, GIF or WebP, under 5 MB.')).toBeVisible();
  },
};

export const Uploaded: Story = {
  args: { value: SAMPLE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Logo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Logo' }));
    await expect(canvas.getByLabelText('value')).toHaveTextContent('none');
  },
};

export const UploadsAndSetsTheAddress: Story = {
  args: {
    upload: (_file, { onProgress }) =>
      new Promise((resolve) => {
        onProgress?.(50);
        setTimeout(() => resolve(SAMPLE), 200);
      }),
  },
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, png(1024));
    await waitFor(() => expect(canvas.getByLabelText('value')).toHaveTextContent(SAMPLE), { timeout: 5000 });
    await expect(canvas.getByRole('img', { name: 'Logo' })).toBeVisible();
  },
};

export const TooBig: Story = {
  args: { upload: () => Promise.reject(new Error('must not be called')) },
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, png(5 * 1024 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File size should be less than 5MB');
    await expect(canvas.getByLabelText('value')).toHaveTextContent('none');
  },
};

export const UploadFails: Story = {
  args: { upload: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, png(1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to upload image.');
  },
};

/** The uploading state, frozen. */
export const Uploading: Story = {
  render: () => (
    <main style={{ padding: 24 }}>
      <ImageUploadView label="ID scan" shape="wide" progress={40} />
    </main>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading…');
    await expect(canvas.getByRole('button', { name: 'Upload: ID scan' })).toBeDisabled();
  },
};
