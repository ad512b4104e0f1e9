import { useRef, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { isFileSizeAllowed } from '../domain/identity';
import { MSG } from '../domain/messages';
import { ImageUploadError, uploadImage, type UploadOptions, type UploadPreset } from './uploadImage';
import { useAuthorizedImage } from './useAuthorizedImage';

export interface ImageUploadProps {
  /** The image's address (`secure_url`); set by the upload, cleared by Remove. */
  value?: string;
  onChange?: (url: string | undefined) => void;
  preset: UploadPreset;
  folder?: string;
  /** What the image is ('Logo', 'ID scan'): names the button and the preview for screen readers. */
  label: string;
  /** Form.Item's id, put on the file input so the field's label points at it. */
  id?: string;
  disabled?: boolean;
  /** Preview shape: a square (logo, product) or a wide banner (background, ID card). */
  shape?: 'square' | 'wide';
  /** Replaces the network upload (stories, tests). */
  upload?: (file: File, options: UploadOptions) => Promise<string>;
}

export interface ImageUploadViewProps {
  value?: string;
  label: string;
  id?: string;
  disabled?: boolean;
  shape?: 'square' | 'wide';
  /** 0–100 while a file is going up. */
  progress?: number;
  /** The failure shown under the field. */
  error?: string;
  onPick?: (file: File) => void;
  onRemove?: () => void;
}

/**
 * An image field for forms: pick a file (images only, under 5 MB), watch it upload, see the result.
 * Its value is the uploaded image's address, so it sits in an antd Form.Item like any input.
 */
export function ImageUpload({ value, onChange, preset, folder, label, id, disabled, shape, upload = uploadImage }: ImageUploadProps) {
  const t = useTranslate();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const current = useRef<AbortController | null>(null);

  const pick = (file: File) => {
    setError(undefined);
    if (!isFileSizeAllowed(file.size)) {
      setError(t('messages.fileTooBig', undefined, MSG.fileTooBig));
      return;
    }
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setProgress(0);
    upload(file, { preset, folder, onProgress: setProgress, signal: controller.signal })
      .then((url) => {
        if (controller.signal.aborted) return;
        onChange?.(url);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const failed = t('messages.imageFailed', undefined, MSG.imageFailed);
        const detail = e instanceof ImageUploadError ? e.detail : undefined;
        setError(detail && detail !== failed ? `${failed} ${detail}` : failed);
      })
      .finally(() => {
        if (current.current === controller) setProgress(undefined);
      });
  };

  return (
    <ImageUploadView
      value={value}
      label={label}
      id={id}
      disabled={disabled}
      shape={shape}
      progress={progress}
      error={error}
      onPick={pick}
      onRemove={() => {
        setError(undefined);
        onChange?.(undefined);
      }}
    />
  );
}

/** The field's look in each state (empty, uploading, uploaded, failed), without the upload itself. */
export function ImageUploadView({ value, label, id, disabled, shape = 'square', progress, error, onPick, onRemove }: ImageUploadViewProps) {
  const t = useTranslate();
  const uploading = progress !== undefined;
  const preview = useAuthorizedImage(value);
  const previewStyle = shape === 'wide' ? { width: 240, maxWidth: '100%', aspectRatio: '16 / 9' } : { width: 112, aspectRatio: '1 / 1' };
  return (
    <div>
      <Space align="start" wrap size={12}>
        {value && (
          <img
            src={preview}
            alt={label}
            style={{
              ...previewStyle,
              objectFit: 'cover',
              borderRadius: 8,
              border: '1px solid #d9d9d9',
              display: 'block',
              background: '#fafafa',
            }}
          />
        )}
        <Space direction="vertical" size={8}>
          <Upload
            id={id}
            accept="image/png,image/jpeg,image/gif,image/webp"
            showUploadList={false}
            disabled={disabled || uploading}
            beforeUpload={(file) => {
              onPick?.(file);
              return false;
            }}
          >
            <Button
              icon={<UploadOutlined aria-hidden />}
              disabled={disabled || uploading}
              aria-label={`${value ? t('components.imageUpload.replace') : t('components.imageUpload.choose')}: ${label}`}
            >
              {value ? t('components.imageUpload.replace') : t('components.imageUpload.choose')}
            </Button>
          </Upload>
          {value && !uploading && (
            <Button
              icon={<DeleteOutlined aria-hidden />}
              onClick={onRemove}
              disabled={disabled}
              aria-label={`${t('components.imageUpload.remove')}: ${label}`}
            >
              {t('components.imageUpload.remove')}
            </Button>
          )}
        </Space>
      </Space>
      {uploading && (
        <div role="status" aria-live="polite" style={{ maxWidth: 280, marginTop: 8 }}>
          <Typography.Text type="secondary">{t('components.imageUpload.uploading')}</Typography.Text>
          <Progress percent={progress} size="small" aria-label={`${label} ${progress}%`} />
        </div>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {error}
        </Typography.Text>
      )}
      {!value && !uploading && !error && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('components.imageUpload.hint')}
        </Typography.Text>
      )}
    </div>
  );
}
