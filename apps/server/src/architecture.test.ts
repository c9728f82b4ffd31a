import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "Layers": who may import whom in apps/server/src, checked on every import of every source
// file (tests aside), so the shape holds without anyone re-counting by hand.

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Until the submission rewrite moves it to repositories/attempts.ts, the attempts cluster's SQL lives here. */

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

interface Import {
  from: string;
  to: string;
}

/** Every relative import (static, re-export or dynamic) of our own files, as paths relative to src/. */
const imports: Import[] = sourceFiles(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const from = path.relative(SRC, file);
  return [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) => ({
    from,
    to: path.relative(SRC, path.resolve(path.dirname(file), m[1]!)),
  }));
});

/**
 * The layer of a file: its top folder, `modules/<name>` for a module, `config` for config.ts (read by every
 * layer, reading none), or `root` for the composition roots (app.ts, main.ts, cli.ts).
 */
function layer(file: string): string {
  const parts = file.split(path.sep);
  if (parts.length === 1) return file === 'config.ts' ? 'config' : 'root';
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0]!;
}

const top = (file: string) => layer(file).split('/')[0]!;

describe('the server layers', () => {
  it('finds the sources and their imports', () => {
    expect(imports.length).toBeGreaterThan(200);
  });

  it.each([
    ['config', []],
    ['lib', ['lib', 'config']],
    ['db', ['db', 'lib', 'config']],
    ['http', ['http', 'lib']],
    ['repositories', ['repositories', 'db', 'lib']],
    ['modules', ['modules', 'repositories', 'http', 'lib', 'config']],
    ['demo', ['modules', 'repositories', 'lib', 'db', 'config']],
  ])('%s/ imports only from %j', (folder, allowed) => {
    const offending = imports.filter((i) => top(i.from) === folder && !allowed.includes(top(i.to)));
    expect(offending).toEqual([]);
  });

  it("a module reaches another module only through that module's service (services call services)", () => {
    const offending = imports.filter(
      (i) =>
        layer(i.from).startsWith('modules/') &&
        layer(i.to).startsWith('modules/') &&
        layer(i.from) !== layer(i.to) &&
        path.basename(i.to) !== 'service.ts',
    );
    expect(offending).toEqual([]);
  });

  it('modules read no table themselves: SQL lives in repositories/ (and db/ for the schema and seeds)', () => {
    const offending = sourceFiles(path.join(SRC, 'modules'))
      .map((file) => path.relative(SRC, file))
      .filter((file) => /from 'drizzle-orm|db\/schema\.ts'/.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('no two folders depend on each other', () => {
    const edges = new Set(imports.map((i) => `${layer(i.from)} -> ${layer(i.to)}`));
    const twoWay = [...edges].filter((edge) => {
      const [a, b] = edge.split(' -> ');
      return a !== b && edges.has(`${b} -> ${a}`);
    });
    expect(twoWay).toEqual([]);
  });

  it('services read the time from the injected clock, never Date.now() or new Date()', () => {
    const offending = sourceFiles(path.join(SRC, 'modules')).filter((file) =>
      /Date\.now\(\)|new Date\(\)/.test(readFileSync(file, 'utf8')),
    );
    expect(offending.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
