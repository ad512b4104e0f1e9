import { config } from '../config';
import { tokenStore } from '../providers/token';

/** Upload presets the image service knows (SPEC §7 Images). */
export type UploadPreset = 'menu_items' | 'easy_market' | 'easy_product' | 'card_identité' | 'restaurant' | 'profile';

export interface UploadOptions {
  preset: UploadPreset;
  /** Sub-folder on the image service, e.g. 'card_identité', 'restaurant', 'menu_items'. */
  folder?: string;
  /** The service's address; the app's configured one by default. */
  url?: string;
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The upload failed; `detail` is the service's own message when it sent one. */
export class ImageUploadError extends Error {
  constructor(readonly detail?: string) {
    super(detail ?? 'Image upload failed');
  }
}

/** Our own reference server wants the bearer token; a third-party service (Cloudinary) must never see it. */
export function isSameOrigin(url: string, origin = window.location.origin): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * A Cloudinary-compatible unsigned upload: multipart `file`, `upload_preset` and optional `folder`;
 * resolves with the image's `secure_url`. XMLHttpRequest rather than fetch, for upload progress.
 */
export function uploadImage(
  file: Blob,
  { preset, folder, url = config.imageUploadUrl, onProgress, signal }: UploadOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    form.append('upload_preset', preset);
    if (folder) form.append('folder', folder);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = tokenStore.get();
    if (token && isSameOrigin(url)) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.secure_url === 'string') resolve(body.secure_url);
      else reject(new ImageUploadError(typeof body?.message === 'string' ? body.message : body?.error?.message));
    };
    xhr.onerror = () => reject(new ImageUploadError());
    xhr.onabort = () => reject(new ImageUploadError());
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

function parse(text: string): { secure_url?: unknown; message?: unknown; error?: { message?: string } } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
