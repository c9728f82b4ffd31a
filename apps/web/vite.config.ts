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

interface ModuleInfo {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
}
type GetModuleInfo = (id: string) => ModuleInfo | null;

/**
 * Chunks by when they are needed, not one per shared module (issue 15: a cold dashboard made 67 requests, each
 * a round trip on a phone's network). Rollup's default gives every set of modules shared by a different set of
 * pages its own chunk; here, beside the entry (the framework every route needs):
 * - `forms`: what the sign-in page needs beyond the entry (MUI's inputs, the auth card), also used by the shell;
 * - `shell`: what the signed-in shell (app bar, drawer, menus, dialogs) needs beyond that, and `schemas`, the
 *   contract's zod schemas it parses replies with;
 * - `pages`: what two or more pages share beyond the shell (MUI's cards, chips, tables, the app's shared parts).
 * What only one page uses stays in that page's chunk; lazily imported parts (Chart.js, the Markdown renderer,
 * the contract's schemas) keep their own chunks, loaded where they are used.
 */
function groupChunks() {
  let groups: Map<string, string> | null = null;
  const closure = (info: GetModuleInfo, roots: string[], stop: Set<string>) => {
    const seen = new Set<string>();
    const todo = [...roots];
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id) || stop.has(id)) continue;
      seen.add(id);
      todo.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  const build = (ids: Iterable<string>, info: GetModuleInfo) => {
    const all = [...ids];
    // A module that was moved or renamed only leaves its group empty: the build goes on with Rollup's chunks.
    const find = (suffix: string) => all.filter((id) => id.endsWith(suffix));
    // index.html's modules: main.tsx and Vite's modulepreload polyfill.
    const entry = closure(
      info,
      all.filter((id) => info(id)?.isEntry),
      new Set(),
    );
    const login = closure(info, find('/src/features/auth/pages/login-page.tsx'), entry);
    const shell = closure(info, find('/src/app/shell/app-shell.tsx'), new Set([...entry, ...login]));
    const before = new Set([...entry, ...login, ...shell]);
    // The pages: every module the router imports lazily.
    const router = find('/src/app/router.tsx')[0];
    const pages = router ? all.filter((id) => info(id)?.dynamicImporters.includes(router)) : [];
    const users = new Map<string, number>();
    for (const page of pages) {
      for (const id of closure(info, [page], before)) users.set(id, (users.get(id) ?? 0) + 1);
    }
    // Only what the dashboard (where a student lands) loads: other pages' shared parts keep Rollup's chunks.
    const dashboard = closure(info, find('/src/features/dashboard/pages/dashboard-page.tsx'), before);
    const map = new Map<string, string>();
    // Named too: a manual chunk takes in every dependency not named elsewhere, the framework included.
    for (const id of entry) map.set(id, 'app');
    for (const id of login) map.set(id, 'forms');
    // The contract's schemas (zod) in a chunk of their own, as before: public pages that parse a reply
    // (registration, a shared scorecard) load them without the shell.
    for (const id of shell)
      map.set(id, /\/(node_modules\/zod|packages\/(contract|domain))\//.test(id) ? 'schemas' : 'shell');
    for (const [id, count] of users) {
      if (count > 1 && dashboard.has(id) && !pages.includes(id)) map.set(id, 'pages');
    }
    return map;
  };
  return (id: string, meta: { getModuleIds(): IterableIterator<string>; getModuleInfo: GetModuleInfo }) => {
    groups ??= build(meta.getModuleIds(), meta.getModuleInfo);
    return groups.get(id);
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
    // Terser with two passes: about 4 % smaller than esbuild's minification, on every route's JavaScript.
    minify: 'terser' as const,
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // No facade in front of the entry: index.html loads the framework chunk itself (one request fewer).
      preserveEntrySignatures: false as const,
      output: { manualChunks: groupChunks() },
    },
  },
  server: {
    // `npm run dev`: the API server listens on :3000; the browser still sees one origin (SPEC §7).
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
};
