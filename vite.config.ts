import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { formProviderAlone } from './scripts/vite-form-provider.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';

const apiPort = process.env.PORT ?? '3000';
const api = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [
    react(),
    formProviderAlone(),
    // Installable app and Web Push: the worker is src/sw/sw.ts, its precache list injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        name: 'Oujda Marketplace — Partner back-office',
        short_name: 'Oujda Partner',
        description: 'Back-office of the Oujda delivery marketplace for restaurants, stores and services.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b57c2',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    prerender(),
    precompress(),
  ],
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
    rolldownOptions: {
      output: {
        // Few, larger scripts (each one costs its HTTP headers and a request on a phone): the signed-out entry,
        // the login form, the other public pages, and the signed-in app's shell, each with what it needs that
        // a group before it did not take. A page loaded later imports the pieces it shares from these.
        codeSplitting: {
          groups: [
            { name: 'public', tags: ['$initial'], priority: 5 },
            { name: 'login', test: /src[\\/]features[\\/]auth[\\/]LoginPage/, priority: 4 },
            // Registered after the first paint by the signed-out entry too: not to be found inside the app's chunk.
            { name: 'pwa', test: /src[\\/]pwa[\\/]registerServiceWorker/, priority: 3 },
            { name: 'landing', test: /src[\\/]features[\\/]landing[\\/](LandingPage|LegalPage)/, priority: 2 },
            { name: 'register', test: /src[\\/]features[\\/]auth[\\/](RegisterPage|ForgotPasswordPage)/, priority: 1 },
            { name: 'app', test: /src[\\/](App|components[\\/]AppShell)\.tsx/ },
          ],
        },
      },
    },
  },
});
