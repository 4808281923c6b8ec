/** balance — the member's points in the active period (SPEC §1 Balance per period): "my score". */
export { BalanceCard } from './BalanceCard.tsx';
export { balanceKey, useBalance } from './hooks.ts';
