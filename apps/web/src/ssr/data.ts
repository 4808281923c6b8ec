/**
 * What a page rendered on the server hands the browser beside its HTML (docs/decisions/0018): the
 * language, time zone and instant it was rendered in, and the API answers it was rendered with,
 * as JSON in a `<script type="application/json">` (data, not code: the content security policy
 * allows no inline script). The browser hydrates with exactly these, so its first render matches
 * the HTML.
 */
import type { Language } from '@gratia/features';

/** Id of the `<script type="application/json">` element holding {@link SsrData}. */
export const SSR_DATA_ID = 'gratia-ssr';

/** The data of a server-rendered page. */
export interface SsrData {
  /** Language the page was rendered in. */
  language: Language;
  /** IANA time zone dates were shown in: the browser's (the `tz` cookie), else the server's. */
  timeZone: string;
  /** The instant the page was rendered at, milliseconds since the epoch. */
  now: number;
  /** API answers by path (swr keys; `$inf$<path>` for a paged list's pages): swr's `fallback`. */
  fallback: Record<string, unknown>;
}

/**
 * {@link SsrData} as the text of a `<script type="application/json">`: `<` is escaped, so no
 * string in the data (a thanks message with `</script>` in it) can end the element, and U+2028/9
 * cannot break older parsers.
 */
export function serializeSsrData(data: SsrData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The {@link SsrData} of this page, or null when the page was not rendered on the server. */
export function readSsrData(doc: Document = document): SsrData | null {
  const element = doc.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return null;
  }
}
