import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each screen loads (the login size budget test reads it).
    manifest: true,
    // Every browser the shop uses supports <link rel="modulepreload">: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router in one long-lived chunk (every screen needs them). Mantine and the other
        // packages are split by use, so the login screen loads only the components it shows.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
