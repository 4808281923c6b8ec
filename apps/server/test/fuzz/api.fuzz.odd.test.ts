/** The API fuzz test (./apiFuzz.ts), the operations of odd index; the even ones run beside it in api.fuzz.even.test.ts. */
import { fuzzSuite } from './apiFuzz.ts';

fuzzSuite(1);
