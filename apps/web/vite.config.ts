import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server serves `dist` at /pub-v2/ and answers /api; in development Vite forwards /api to it. */
export default defineConfig({
  base: '/pub-v2/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-size.mjs follows the manifest to measure what the login page and the shell load.
    manifest: true,
    // React changes less often than the app: its own chunk stays cached across releases. Other
    // libraries are not grouped, so MUI parts only the signed-in screens use stay out of the login page.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
