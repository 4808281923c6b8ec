/**
 * The start-up strings of a page in English, in a chunk of their own (docs/decisions/0030): the
 * server preloads it with an English page's modules, and main.tsx loads it before hydrating.
 */
import { startupStringsEn } from '@gratia/features';

export default startupStringsEn;
