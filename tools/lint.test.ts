import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('tokens-only rule (ESLint)', () => {
  const eslint = new ESLint({ cwd: workspace });
  /** The no-restricted-syntax messages ESLint gives for `code` as if it were the file at `file`. */
  async function tokenErrors(code: string, file: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(workspace, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }
  const css = (body: string) => `import { style } from '@vanilla-extract/css';\nexport const box = style(${body});\n`;

  it('refuses raw colours, lengths and durations in a widget stylesheet', async () => {
    expect(await tokenErrors(css(`{ color: '#ff0000' }`), 'packages/features/src/feed/Scratch.css.ts')).toHaveLength(1);
    expect(await tokenErrors(css(`{ maxWidth: '20rem', margin: '4px' }`), 'packages/features/src/feed/Scratch.css.ts')).toHaveLength(2);
    expect(await tokenErrors(css('{ width: `calc(100% - 12px)` }'), 'packages/ui/src/Button/Scratch.css.ts')).toHaveLength(1);
    expect(await tokenErrors(css(`{ transitionDuration: '150ms' }`), 'apps/web/src/Scratch.css.ts')).toHaveLength(1);
    // A unitless length in a style object is pixels.
    expect(await tokenErrors(css(`{ paddingInline: 12 }`), 'packages/ui/src/Button/Scratch.css.ts')).toHaveLength(1);
  });

  it('accepts tokens, zero, unitless ratios and an icon sized 1em', async () => {
    const ok = `import { style } from '@vanilla-extract/css';\nimport { vars } from '@gratia/tokens';\nexport const box = style({ padding: vars.space.md, margin: 0, flex: 1, opacity: 0.5, lineHeight: 1.4, width: '1em' });\n`;
    expect(await tokenErrors(ok, 'packages/features/src/feed/Scratch.css.ts')).toEqual([]);
  });

  it('does not apply to stories, tests or the tokens package itself', async () => {
    expect(await tokenErrors(css(`{ maxWidth: '20rem' }`), 'packages/features/src/feed/Scratch.stories.tsx')).toEqual([]);
    expect(await tokenErrors(`export const space = { md: '0.75rem' };\n`, 'tokens/src/scratch.ts')).toEqual([]);
  });
});

describe('import boundaries and cycles (dependency-cruiser)', () => {
  let scratch = '';

  /** Writes files of a scratch workspace laid out like this one. */
  async function files(entries: Record<string, string>) {
    for (const [file, content] of Object.entries(entries)) {
      await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
      await writeFile(path.join(scratch, file), content);
    }
  }

  /** The rule names dependency-cruiser reports for the scratch workspace, with this repository's config. */
  async function violations(): Promise<string[]> {
    const depcruise = path.join(workspace, 'node_modules/.bin/depcruise');
    const args = ['--config', path.join(workspace, '.dependency-cruiser.cjs'), '--output-type', 'json', 'tokens', 'packages', 'apps'];
    const { stdout } = await run(depcruise, args, { cwd: scratch }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as { summary: { violations: Array<{ rule: { name: string } }> } };
    return report.summary.violations.map((v) => v.rule.name).sort();
  }

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'gratia-boundaries-'));
    await files({
      'tsconfig.json': JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler' } }),
      'tokens/src/index.ts': 'export const vars = {};\n',
      'packages/ui/src/index.ts': "export * from './Button/Button.ts';\n",
      'packages/ui/src/Button/Button.ts': "import { vars } from '../../../../tokens/src/index.ts';\nexport const Button = vars;\n",
      'packages/features/src/index.ts': "export * from './feed/index.ts';\nexport * from './thanks/index.ts';\n",
      'packages/features/src/feed/index.ts': "export { FeedList } from './FeedList.ts';\n",
      'packages/features/src/feed/FeedList.ts': "import { ThanksForm } from '../thanks/index.ts';\nexport const FeedList = ThanksForm;\n",
      'packages/features/src/thanks/index.ts': "export { ThanksForm } from './ThanksForm.ts';\n",
      'packages/features/src/thanks/ThanksForm.ts': 'export const ThanksForm = 1;\n',
      'apps/server/src/modules/ledger/index.ts': "export { post } from './service.ts';\n",
      'apps/server/src/modules/ledger/service.ts': 'export const post = 1;\n',
      'apps/server/src/modules/history/service.ts': "import { post } from '../ledger/index.ts';\nexport const page = post;\n",
    });
  });
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('passes a workspace that keeps the rules', async () => {
    expect(await violations()).toEqual([]);
  });

  it('fails on ui importing features, an area reaching into another, a server module past an index, and a cycle', async () => {
    await files({
      'packages/ui/src/Scratch.ts': "import { FeedList } from '../../features/src/index.ts';\nexport const x = FeedList;\n",
      'packages/features/src/feed/Scratch.ts': "import { ThanksForm } from '../thanks/ThanksForm.ts';\nexport const y = ThanksForm;\n",
      'apps/server/src/modules/history/Scratch.ts': "import { post } from '../ledger/service.ts';\nexport const z = post;\n",
      'packages/features/src/thanks/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'packages/features/src/thanks/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    const found = await violations();
    expect(found).toContain('ui-not-features-or-apps');
    expect(found).toContain('features-area-through-index');
    expect(found).toContain('server-module-through-index');
    expect(found).toContain('no-cycle');
  });
});
