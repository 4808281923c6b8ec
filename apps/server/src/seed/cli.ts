/**
 * `pnpm --filter @gratia/server seed`: migrates the configured database (DATABASE_URL or PGlite under
 * DATA_DIR) and seeds the demo communities if it is empty.
 */
import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { defaultStorage } from '../modules/media/index.ts';
import { isEmpty, seedDemo } from './demo.ts';

const config = loadConfig();
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  if (!(await isEmpty(handle.db))) {
    console.log('The database already has data; nothing seeded.');
  } else {
    const started = Date.now();
    const result = await seedDemo(handle.db, { storage: defaultStorage(config.dataDir), templatesLanguage: config.seedTemplatesLanguage });
    console.log(`Seeded "Gratia Demo" (${result.thanks} thanks, ${result.photos} photos, ${result.stickered} stickers) in ${Date.now() - started} ms. Sign in with:`);
    for (const l of result.logins) console.log(`  ${l.label}: ${l.email}${l.tgName ? ` or @${l.tgName}` : ''}`);
  }
} finally {
  await handle.close();
}
