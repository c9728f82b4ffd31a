// Builds the web app and the server bundle when they are missing or older than their sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(output, sources) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

const shared = ['packages/contract/src', 'packages/domain/src', 'package-lock.json'];

export function buildIfNeeded({ quiet = false } = {}) {
  const run = (label, command) => {
    if (!quiet) process.stdout.write(`Building ${label}...\n`);
    execSync(command, { cwd: root, stdio: quiet ? 'pipe' : 'inherit' });
  };
  if (
    isStale('apps/web/dist/index.html', [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      ...shared,
    ])
  ) {
    run('the web app', 'npm run build -w @aspirant/web');
  }
  if (
    isStale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', 'content', ...shared])
  ) {
    run('the server', 'npm run build -w @aspirant/server');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
