import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The library packages in build order (each one's dist is what the next one's consumers install). */
export const LIBRARY_PACKAGES = ['tokens', 'packages/ui', 'packages/contracts', 'packages/features'] as const;

/** Vitest globalSetup of the 'packages' project: `pnpm build` in each library package, in order. */
export default async function buildPackages(): Promise<void> {
  for (const dir of LIBRARY_PACKAGES) await run('pnpm', ['build'], { cwd: path.join(workspace, dir) });
}
