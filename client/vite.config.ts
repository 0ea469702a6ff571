import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/cdn': 'http://localhost:3000' } },
  // The manifest lets scripts/bundle-size.ts follow the first route's chunks.
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
