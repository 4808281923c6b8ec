/** Benefit markets (SPEC §1 Benefit cafe market, §7 'GET markets available'). */
export { marketHandlers } from './routes.ts';
export * from './schema.ts';
