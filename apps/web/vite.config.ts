import react from '@vitejs/plugin-react';

// A plain object, not `defineConfig` or `satisfies UserConfig`: this workspace builds with its own vite 7
// (apps/web/node_modules) while the hoisted @vitejs/plugin-react is typed against the root's vite 8, so the
// two `Plugin` types do not match.
export default {
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The entry chunk is the framework floor every route shares (React DOM, React Router, MUI core, zod,
    // TanStack Query): about 600 kB minified, 190 kB gzip. Pages and the shell are split per route.
    chunkSizeWarningLimit: 700,
  },
  server: {
    // `npm run dev`: the API server listens on :3000; the browser still sees one origin (SPEC §7).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
};
