/**
 * `pnpm --filter @gratia/server ledger:check`: checks the ledger invariants on the configured
 * database (DATABASE_URL or PGlite under DATA_DIR). Exit status 0 when they hold, 1 otherwise.
 */
import { loadConfig } from '../../config.ts';
import { openDb } from '../../db/client.ts';
import { checkLedgerInvariants } from './service.ts';

const config = loadConfig();
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let ok = false;
try {
  await handle.migrate();
  const report = await checkLedgerInvariants(handle.db);
  ok = report.ok;
  console.log(`${report.journals} journals, ${report.entries} entries: ${report.ok ? 'all invariants hold' : 'PROBLEMS'}`);
  for (const p of report.problems) console.log(`  - ${p}`);
} finally {
  await handle.close();
}
process.exit(ok ? 0 : 1);
