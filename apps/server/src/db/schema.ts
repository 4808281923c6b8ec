/**
 * Every table of Gratia (PostgreSQL dialect; the same migrations run on PGlite and PostgreSQL), for
 * drizzle-kit (drizzle.config.ts), the seed and the tests. Each module keeps its own tables in
 * `modules/<area>/schema.ts`; this file only re-exports them, and is the one file under db/ that
 * names modules. Points are whole numbers stored as `bigint` (read as JS numbers); times are
 * `timestamptz`. Every foreign key and every query path of the services has an index.
 *
 * A table lives in the module its rows belong to, or lower when a foreign key would otherwise point
 * up the module graph: `periods` are the organization's (its settings show them; the ledger's
 * accounts and transactions point at them), and `transactions` are the ledger's (its journals
 * point at them; thanks, history and admin transfers build on the ledger).
 */
export * from '../modules/organization/schema.ts';
export * from '../modules/people/schema.ts';
export * from '../modules/users/schema.ts';
export * from '../modules/roles/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/media/schema.ts';
export * from '../modules/stickers/schema.ts';
export * from '../modules/ledger/schema.ts';
export * from '../modules/transfers/schema.ts';
export * from '../modules/feed/schema.ts';
export * from '../modules/social/schema.ts';
export * from '../modules/markets/schema.ts';
export * from '../modules/rateLimits/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/telegramGroups/schema.ts';
export * from '../modules/invites/schema.ts';
export * from '../modules/globalAdmin/schema.ts';
export * from '../modules/challenges/schema.ts';
export * from '../modules/challengeTemplates/schema.ts';
