// Regenerates packages/contract/src/common-passwords.ts (decision 0017). Run by hand, never at build or run
// time:
//   npm pack @zxcvbn-ts/language-common@4.1.3 @zxcvbn-ts/dictionary-compression@3.0.1   (in a scratch folder)
//   unpack both so that <scratch>/node_modules/@zxcvbn-ts/{language-common,dictionary-compression} exist
//   node packages/contract/scripts/common-passwords.mjs <scratch>
// It keeps the 10,000 highest-ranked passwords of the package's list that the length rule does not refuse
// already (8 to 128 characters), and rewrites only the list between the backticks of the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TOP = 10_000;
const scratch = process.argv[2];
if (!scratch) throw new Error('usage: node common-passwords.mjs <folder with node_modules/@zxcvbn-ts>');
const module = join(scratch, 'node_modules/@zxcvbn-ts/language-common/dist/passwords.json.mjs');
const ranked = (await import(pathToFileURL(module).href)).default;
const kept = ranked.slice(0, TOP).filter((p) => p.length >= 8 && p.length <= 128 && !/[`\\$\s]/.test(p));

const file = new URL('../src/common-passwords.ts', import.meta.url);
const source = readFileSync(file, 'utf8');
writeFileSync(
  file,
  source.replace(/const LIST = `[^`]*`;/, `const LIST = \`${kept.map((p) => p.toLowerCase()).join('\n')}\`;`),
);
console.log(`${kept.length} passwords written`);
