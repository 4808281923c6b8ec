import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait up to 5 s (default 1 s): a whole form rendering in jsdom on a loaded 2-core
// machine can take longer than a second to show what it will show.
configure({ asyncUtilTimeout: 5000 });
