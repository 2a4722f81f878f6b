import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // The size script reads the manifest to know which files each route loads.
    manifest: true,
    modulePreload: { polyfill: false },
    // heic-to (libheif) is one ~3 MB chunk, loaded only when a HEIC photo is picked.
    chunkSizeWarningLimit: 3000,
  },
  preview: { port: 4173, strictPort: true },
});
