// Outside Vite (a Node script driving the live provider, bench/rolling-restart.ts) there is no import.meta.env.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/** Every VITE_* setting, read once. */
export const config = {
  apiUrl: env.VITE_API_URL ?? '/api',
  imageUploadUrl: env.VITE_IMAGE_UPLOAD_URL ?? '/api/images/upload',
  riderSiteUrl: env.VITE_RIDER_SITE_URL ?? 'https://rider.example.ma',
  /** socket.io host; empty means the page's own origin. */
  socketUrl: env.VITE_SOCKET_URL ?? '',
} as const;
