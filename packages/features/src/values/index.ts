/** values — the company values (SPEC §2 Main page: community values), shown on /main and picked in a thanks. */
export { ValuesList } from './ValuesList.tsx';
export { useValues, valuesKey } from './hooks.ts';
