/**
 * Entry of the PGlite thread (pgliteRemote.ts): registers tsx's loader in this thread, as the
 * server's thread has it, then loads pgliteWorker.ts.
 */
import { register } from 'tsx/esm/api';

register();
await import('./pgliteWorker.ts');
