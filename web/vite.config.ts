import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The benchmark reads the manifest to measure the JavaScript the home and login pages load, and
    // the source maps to tell which chunks hold Zod.
    manifest: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
