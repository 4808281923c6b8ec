/**
 * `pnpm --filter @gratia/server ledger:check`: checks the ledger invariants on the configured
 * database (DATABASE_URL or PGlite under DATA_DIR). Exit status 0 when they hold, 1 otherwise.
 */
import { loadConfig } from '../../config.ts';
import { openDb } from '../../db/client.ts';
import { checkLedgerInvariants } from './queries.ts';

const config = loadConfig();
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const ok = await (async () => {
  await handle.migrate();
  const report = await checkLedgerInvariants(handle.db);
  console.log(`${report.journals} journals, ${report.entries} entries: ${report.ok ? 'all invariants hold' : 'PROBLEMS'}`);
  const t = report.totals;
  console.log(`  points created ${t.created} (accrual, admin credit), destroyed ${t.destroyed} (expiry, admin debit), held by members ${t.members}`);
  for (const p of report.problems) console.log(`  - ${p}`);
  return report.ok;
})().finally(() => handle.close());
process.exit(ok ? 0 : 1);
