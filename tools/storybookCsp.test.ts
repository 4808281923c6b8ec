import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts } from './storybookCsp.ts';

describe('externalizeInlineScripts', () => {
  it('moves inline classic and module scripts into files and keeps their order and type', () => {
    const page = [
      '<head><script type="module" src="./entry.js"></script>',
      '<script>window.CONFIG_TYPE = "PRODUCTION";</script>',
      '<script type="module">import "./sb-manager/runtime.js";</script>',
      '<script>\n</script></head>',
    ].join('\n');
    const { html, files } = externalizeInlineScripts(page);
    const names = [...files.keys()];
    expect(names).toHaveLength(2);
    expect(names.every((n) => /^inline-[0-9a-f]{16}\.js$/.test(n))).toBe(true);
    expect(files.get(names[0]!)).toBe('window.CONFIG_TYPE = "PRODUCTION";');
    expect(files.get(names[1]!)).toBe('import "./sb-manager/runtime.js";');
    expect(html).toBe(
      [
        '<head><script type="module" src="./entry.js"></script>',
        `<script src="./${names[0]}"></script>`,
        `<script type="module" src="./${names[1]}"></script>`,
        '<script>\n</script></head>',
      ].join('\n'),
    );
  });

  it('names a file by its code, so a rebuild with the same code writes the same name', () => {
    const a = externalizeInlineScripts('<script>let a = 1;</script>').files;
    const b = externalizeInlineScripts('<p></p><script>let a = 1;</script>').files;
    expect([...a.keys()]).toEqual([...b.keys()]);
    expect([...externalizeInlineScripts('<script>let a = 2;</script>').files.keys()]).not.toEqual([...a.keys()]);
  });
});
