// The anchor app's build: the same Vite, React plugin, target and precompression as the apps.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../vite/precompress.js';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
