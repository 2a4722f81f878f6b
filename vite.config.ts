import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // The size script reads the manifest to know which files each route loads.
    manifest: true,
    modulePreload: { polyfill: false },
    // heic2any is one ~1.3 MB chunk, loaded only when a HEIC photo is picked.
    chunkSizeWarningLimit: 1500,
  },
  preview: { port: 4173, strictPort: true },
});
