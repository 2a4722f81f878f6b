/**
 * Builds the API double (tests/double/server.ts) for Node: Vite's SSR build bundles the demo
 * provider's handlers and data; msw and other packages stay external (node_modules).
 * The handlers are built for two placeholder origins; the double re-addresses each request to
 * the placeholder of the port it came in on (server.ts), so one build serves any ports.
 * Usage: vite build --config tests/double/vite.config.ts --outDir <dir>
 */
import { defineConfig } from 'vite';

export const API_PLACEHOLDER = 'http://api.double.invalid';
export const UPLOAD_PLACEHOLDER = 'http://upload.double.invalid';

export default defineConfig({
  // No .env file may change the origins.
  envDir: 'tests/double',
  define: {
    'import.meta.env.VITE_API_URL': JSON.stringify(API_PLACEHOLDER),
    'import.meta.env.VITE_UPLOAD_URL': JSON.stringify(UPLOAD_PLACEHOLDER),
  },
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'tests/double/server.ts',
    outDir: 'dist-double',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
});
