// The web app manifest (installability: name, start_url, display standalone, 192/512 and
// maskable icons). vite-plugin-pwa writes it as /manifest.webmanifest.
import type { ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#1c4fd8';

export const webManifest: Partial<ManifestOptions> = {
  name: 'Flightclaim — flight compensation',
  short_name: 'Flightclaim',
  description: 'Check and claim compensation for delayed, cancelled and overbooked flights, even offline.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  lang: 'en',
  categories: ['travel', 'utilities'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
