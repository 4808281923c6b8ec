import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, preloadLazyParts } from './lazyPart.ts';

function Greeting({ name }: { name: string }) {
  return <p>Привет, {name}</p>;
}

describe('lazyPart', () => {
  it('renders in a server pass once preloaded, where React.lazy would send its fallback', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      return { default: Greeting };
    });
    const page = () =>
      renderToString(
        <Suspense fallback={<span>загрузка</span>}>
          <Part name="Анна" />
        </Suspense>,
      );
    expect(page()).toContain('загрузка');
    await preloadLazyParts();
    expect(page()).toContain('Привет, <!-- -->Анна');
    await preloadLazyParts();
    // The lazy fallback's own load and one preload: a second preload loads nothing again.
    expect(loads).toBe(2);
  });
});
