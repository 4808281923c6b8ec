import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The web app (ARCHITECTURE: apps/web). `vite build` writes dist/ with a manifest (the server
 * serves it); `vite` proxies /api to the server at API_URL (default http://localhost:3000).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    manifest: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
});
