import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on :8080 in development (apps/server); in production the server serves this build
// and /api on one port, so the proxy is a dev/preview convenience only.
const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    // antd's component code is the bulk of the shell; keep it out of the entry chunk so the
    // first paint and the lazy pages share one cached vendor file.
    chunkSizeWarningLimit: 900,
  },
});
