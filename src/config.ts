/** Every VITE_* setting, read once. */
export const config = {
  apiUrl: import.meta.env.VITE_API_URL ?? '/api',
  imageUploadUrl: import.meta.env.VITE_IMAGE_UPLOAD_URL ?? '/api/images/upload',
  riderSiteUrl: import.meta.env.VITE_RIDER_SITE_URL ?? 'https://rider.example.ma',
  /** socket.io host; empty means the page's own origin. */
  socketUrl: import.meta.env.VITE_SOCKET_URL ?? '',
} as const;
