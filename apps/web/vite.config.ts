import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
 * pages its own chunk; here, beside the entry (the framework every route needs, and the sign-in page, drawn
 * without MUI):
 * - `mui`: MUI's theme and the MUI parts the other signed-out pages use: every route but sign-in loads it;
 * - `shell`: what the signed-in shell (app bar, drawer, menus, dialogs) needs beyond that, and `schemas`, the
 *   contract's zod schemas it parses replies with;
 * - `pages`: what two or more pages share beyond the shell (MUI's cards, chips, tables, the app's shared parts).
 * What only one page uses stays in that page's chunk; lazily imported parts (Chart.js, the Markdown renderer
 * with everything it imports, the contract's schemas) keep their own chunks, loaded where they are used.
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
    // MUI's theme and what the other signed-out pages draw with it (sign-in itself draws without MUI).
    // Only MUI and its helpers: the app's modules (and zod) there stay with the pages that import them.
    const mui = new Set(
      [
        ...closure(
          info,
          [
            ...find('/src/app/themed-root.tsx'),
            ...find('/src/features/auth/pages/register-page.tsx'),
            ...find('/src/features/auth/pages/login-otp-page.tsx'),
            ...find('/src/features/auth/pages/forgot-password-page.tsx'),
          ],
          new Set([...entry, ...login]),
        ),
      ].filter((id) => /\/node_modules\/(?!zod\/)/.test(id)),
    );
    const shell = closure(info, find('/src/app/shell/app-shell.tsx'), new Set([...entry, ...login, ...mui]));
    const before = new Set([...entry, ...login, ...mui, ...shell]);
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
    // Sign-in's own parts are small (about 2 KB gzip, drawn without MUI): in the entry, one request fewer.
    for (const id of login) map.set(id, 'app');
    for (const id of mui) map.set(id, 'mui');
    for (const id of find('/src/app/themed-root.tsx')) map.set(id, 'mui');
    // The contract's schemas (zod) in a chunk of their own, as before: public pages that parse a reply
    // (registration, a shared scorecard) load them without the shell.
    for (const id of shell)
      map.set(id, /\/(node_modules\/zod|packages\/(contract|domain))\//.test(id) ? 'schemas' : 'shell');
    // The contract's zod-free message modules and the interface language's (read at every sign-in) join the
    // schemas a signed-in page loads anyway, instead of three requests of about 1 KB each.
    // Not those the entry imports (the sign-in's messages): the entry would then load the schemas.
    for (const id of all) {
      const isMessages = /\/packages\/contract\/src\/(ui-language|[\w-]+-messages)\.ts$/.test(id);
      if (isMessages && !entry.has(id) && !login.has(id)) map.set(id, 'schemas');
    }
    for (const [id, count] of users) {
      if (count > 1 && dashboard.has(id) && !pages.includes(id)) map.set(id, 'pages');
    }
    // The Markdown renderer with all it imports, in one lazy chunk: the assistant loads it alone, and the
    // question bank's rich text (components/question-text-renderer.tsx, KaTeX later still) adds only its own
    // parts, instead of Rollup splitting their shared syntax-tree helpers into a third chunk.
    for (const id of closure(info, find('/src/components/markdown.tsx'), before)) {
      if (!map.has(id)) map.set(id, 'markdown');
    }
    return map;
  };
  return (id: string, meta: { getModuleIds(): IterableIterator<string>; getModuleInfo: GetModuleInfo }) => {
    groups ??= build(meta.getModuleIds(), meta.getModuleInfo);
    return groups.get(id);
  };
}

/**
 * The app's theme uses no CSS variables (app/theme.ts: `createTheme` without `cssVariables` or `colorSchemes`),
 * so at run time MUI's ThemeProvider takes its no-variables branch; but `createTheme` (also MUI's default theme)
 * and `ThemeProvider` import the CSS-variables machinery anyway, about 26 KB minified (6.5 KB brotli) on every
 * route but sign-in (issue 15 point 11). The build resolves those two imports, inside MUI's styles only, to the
 * no-variables code: `createTheme` is what MUI's own takes for such options (`createThemeNoVars`), and a theme
 * with CSS variables or colour schemes fails with a clear error. Should MUI rename the files, nothing matches and the build is as before, only larger.
 */
function muiWithoutCssVariables() {
  const PROVIDER = '\0mui-css-vars-provider';
  const CREATE_THEME = '\0mui-create-theme-no-vars';
  const INPUT_BASE_CLASSES = '\0mui-input-base-classes';
  const muiFile = (file: string) =>
    path.join(path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), file);
  return {
    name: 'aspirant-mui-without-css-variables',
    enforce: 'pre' as const,
    apply: 'build' as const,
    resolveId(source: string, importer?: string) {
      // The theme's high-contrast helper reads the inputs' class names, which import them through InputBase's
      // index, and with it the InputBase component (and TextareaAutosize): 2.5 KB brotli on pages without a
      // text field. The class names come from their own module.
      if (
        source === '../InputBase/index.mjs' &&
        importer &&
        /Input[\\/]\w*[iI]nputClasses\.mjs$/.test(importer)
      ) {
        return INPUT_BASE_CLASSES;
      }
      if (!importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return null;
      if (source === './ThemeProviderWithVars.mjs') return PROVIDER;
      if (source === './createTheme.mjs') return CREATE_THEME;
      return null;
    },
    load(id: string) {
      if (id === PROVIDER) {
        return `export function CssVarsProvider() {
          throw new Error('This build of the app leaves out MUI themes with CSS variables (vite.config.ts).');
        }`;
      }
      if (id === INPUT_BASE_CLASSES) {
        const file = JSON.stringify(muiFile('InputBase/inputBaseClasses.mjs'));
        return `export { default as inputBaseClasses } from ${file};\nexport * from ${file};`;
      }
      if (id === CREATE_THEME) {
        const file = muiFile('styles/createThemeNoVars.mjs');
        return `import createThemeNoVars from ${JSON.stringify(file)};
          export default function createTheme(options = {}, ...args) {
            if (options.cssVariables || 'colorSchemes' in options) {
              throw new Error('This build of the app leaves out MUI themes with CSS variables (vite.config.ts).');
            }
            return createThemeNoVars(options, ...args);
          }`;
      }
      return null;
    },
  };
}

/**
 * React Router's package exports only its development build, whose one difference is that it keeps its
 * development warnings (`ENABLE_DEV_WARNINGS = true`) in every route's JavaScript; the build takes the
 * production build it ships beside it. `npm run dev` keeps the warnings.
 */
function productionReactRouter() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

// A plain function, not `defineConfig` or `satisfies UserConfig`: this workspace builds with its own vite 7
// (apps/web/node_modules) while the hoisted @vitejs/plugin-react is typed against the root's vite 8, so the
// two `Plugin` types do not match.
export default ({ command }: { command: 'build' | 'serve' }) => ({
  plugins: [react(), precompress(), muiWithoutCssVariables()],
  resolve: { alias: command === 'build' ? productionReactRouter() : [] },
  build: {
    outDir: 'dist',
    // The entry chunk is the framework floor every route shares (React DOM, React Router, MUI core, TanStack
    // Query): about 510 kB minified, 165 kB gzip. Pages and the shell are split per route; zod (the contract's
    // schemas) loads with the first page that parses a response, not with /login (features/auth/api/auth-contract.ts).
    chunkSizeWarningLimit: 700,
    // Fonts stay files: inlined, a font is base64 in the JavaScript every route downloads, which gzip cannot
    // shrink (the 3 KB cut for the word 'हिन्दी' was 4 KB of the entry). index.html preloads that one.
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
    // Terser with two passes: about 4 % smaller than esbuild's minification, on every route's JavaScript.
    minify: 'terser' as const,
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // No facade in front of the entry: index.html loads the framework chunk itself (one request fewer).
      preserveEntrySignatures: false as const,
      output: { manualChunks: process.env.NOCHUNKS ? undefined : groupChunks() },
    },
  },
  server: {
    // `npm run dev`: the API server listens on :3000; the browser still sees one origin (SPEC §7).
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
