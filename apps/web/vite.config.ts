import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a gzip (level 9) and a brotli (quality 11) copy beside each built text file, once at build time, so
 * the server sends them as they are (`preCompressed` in app.ts) instead of compressing on every request.
 * On a phone on a slow network the JavaScript is most of the bytes (issue 15, bench/README.md "pages").
 */
function precompress() {
  let outDir = 'dist';
  return {
    name: 'aspirant-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_: unknown, bundle: Record<string, unknown>) {
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const full = path.join(outDir, file);
        const source = readFileSync(full);
        if (source.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(`${full}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// A plain object, not `defineConfig` or `satisfies UserConfig`: this workspace builds with its own vite 7
// (apps/web/node_modules) while the hoisted @vitejs/plugin-react is typed against the root's vite 8, so the
// two `Plugin` types do not match.
export default {
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    // The entry chunk is the framework floor every route shares (React DOM, React Router, MUI core, TanStack
    // Query): about 510 kB minified, 165 kB gzip. Pages and the shell are split per route; zod (the contract's
    // schemas) loads with the first page that parses a response, not with /login (features/auth/api/auth-contract.ts).
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 20_000,
      },
    },
  },
  server: {
    // `npm run dev`: the API server listens on :3000; the browser still sees one origin (SPEC §7).
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
};
