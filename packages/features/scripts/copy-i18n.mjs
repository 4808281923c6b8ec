// Copies every area's i18n/{ru,en}.json next to the built declarations: the `.d.ts` of the strings
// registry imports their types from there (the JavaScript has them compiled in).
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');

async function walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full);
    else if (entry.name.endsWith('.json') && path.basename(dir) === 'i18n') {
      await cp(full, path.join(root, 'dist', path.relative(src, full)));
    }
  }
}

await walk(src);
