/**
 * The start-up strings of a page in Russian, in a chunk of their own (docs/decisions/0030): the
 * server preloads it with a Russian page's modules, and main.tsx loads it before hydrating.
 */
import { startupStringsRu } from '@gratia/features';

export default startupStringsRu;
