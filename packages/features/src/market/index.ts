/** market — the benefit market (SPEC §2 Market). So far: whether any market is available (the navigation shows it then). */
export { marketKeys, useMarketsAvailable } from './hooks.ts';
