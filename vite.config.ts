import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';

const apiPort = process.env.PORT ?? '3000';
const api = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [react(), prerender(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/uploads': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 1200,
  },
});
