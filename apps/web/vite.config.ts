import react from '@vitejs/plugin-react';

// A plain object, not `defineConfig` or `satisfies UserConfig`: this workspace builds with its own vite 7
// (apps/web/node_modules) while the hoisted @vitejs/plugin-react is typed against the root's vite 8, so the
// two `Plugin` types do not match.
export default {
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The entry chunk is the framework floor every route shares (React DOM, React Router, MUI core, TanStack
    // Query): about 510 kB minified, 165 kB gzip. Pages and the shell are split per route; zod (the contract's
    // schemas) loads with the first page that parses a response, not with /login (features/auth/api/auth-contract.ts).
    chunkSizeWarningLimit: 700,
  },
  server: {
    // `npm run dev`: the API server listens on :3000; the browser still sees one origin (SPEC §7).
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
};
