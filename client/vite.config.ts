import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { type ViteManifest, isShellFile, shellFiles } from './src/pwa/shell-files.ts';
import { localeSplit } from './src/i18n/locale-split-plugin.ts';

/** Names this deploy in the bundle (`<html data-build>`); a new id makes a new service worker. */
const buildId = process.env.ARENA_BUILD_ID ?? 'local';
/** The resolved out dir (the browser suite builds into its own with `--outDir`). */
let outDir = path.resolve('dist');

export default defineConfig({
  plugins: [
    react(),
    localeSplit(),
    {
      name: 'arena-out-dir',
      configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    },
    VitePWA({
      // main.tsx registers the worker itself, lazily (src/pwa/register.ts).
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'offline.html', 'icons/*'],
      manifest: {
        name: 'Skin Arena',
        short_name: 'Skin Arena',
        description: 'Play provably fair games with CS skins, top up in dollars and withdraw your skins.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0a0d14',
        theme_color: '#0a0d14',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        globPatterns: ['**/*.{js,css,svg,png,html,webmanifest}'],
        // index.html is never precached: pages always come from the network (fresh code for live money), and
        // offline navigations get offline.html below.
        globIgnores: ['index.html'],
        navigateFallback: null,
        manifestTransforms: [
          (entries) => {
            const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
            const shell = shellFiles(manifest);
            return { manifest: entries.filter((entry) => isShellFile(entry.url, shell)), warnings: [] };
          },
        ],
        // Only page navigations are routed, to the network with the offline page as fallback; /api and /cdn calls
        // (and the game server's WebSocket) are never routed, so never answered from a cache.
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|cdn)(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'offline.html' } },
          },
        ],
      },
    }),
  ],
  define: { __ARENA_BUILD_ID__: JSON.stringify(buildId) },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/cdn': 'http://localhost:3000' } },
  // The manifest lets scripts/bundle-size.ts follow the first route's chunks.
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
