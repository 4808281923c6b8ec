/** The API fuzz test (./apiFuzz.ts), the operations of even index; the odd ones run beside it in api.fuzz.odd.test.ts. */
import { fuzzSuite } from './apiFuzz.ts';

fuzzSuite(0);
