/**
 * Fuzz test of the whole JSON API (security hardening): it reads the OpenAPI document the app
 * serves, so every documented operation is covered without a list of routes, and sends each one a
 * catalogue of malformed inputs — wrong types, out-of-range numbers (2^31, 2^53, -1, 0, 1.5),
 * NaN-like and non-decimal strings, NUL bytes, huge strings, unicode (RTL, emoji, lone surrogates),
 * nested objects and arrays, extra fields, crafted cursors, impossible dates, broken JSON, wrong
 * content types, percent-encoded paths — field by field, as an anonymous visitor, a member, an
 * admin and a manager (the one role whose calls an admin does not reach). It prints how many requests it sent and asserts that none answered 5xx, that no body
 * carries a stack trace or SQL, that a 400 names the field it was given and speaks in the
 * contracts' translated `validation.*` keys, and that nothing was logged at error level.
 * Deterministic: a fixed catalogue plus fast-check samples drawn with a fixed seed.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { CSRF_COOKIE, CSRF_HEADER, VALIDATION_MESSAGES } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { privilegedRoles } from '../../src/db/schema.ts';
import { Client, createOrg, createTestApp, createTestDb, memberOf, type TestOrg } from '../helpers.ts';

/** The parts of an OpenAPI 3.1 document this test reads. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}
interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const SEED = 20_260_501;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A marker inside every generated string, so the log check can tell the fuzzer's text apart. */
const MARK = 'fz';

/** base64url of a cursor payload, as db/cursor.ts encodes them. */
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

/** Values every JSON field is tried with (in place of its valid value). */
const JSON_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  '',
  ' ',
  '1',
  '2147483648',
  'NaN',
  '0xC8',
  '٣',
  `${MARK}\u0000nul`,
  '\u0000',
  `${MARK}${'x'.repeat(5_000)}`,
  `\u202E${MARK} rtl \u202C`,
  `${MARK} 😀👩‍👩‍👧‍👦🏳️‍🌈 مرحبا שלום`.repeat(20),
  `${MARK}\uD800 lone surrogate`,
  `${MARK}' OR 1=1 --<script>alert(1)</script>`,
  '../../../etc/passwd',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '2026-02-29T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  [],
  [[['deep']]],
  {},
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  nested(64),
];

/** Strings every query, header and path parameter is tried with. */
const STRING_VALUES: string[] = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '+1',
  ' 1',
  '01',
  '1e3',
  '0x10',
  'true',
  'NaN',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '٣',
  `${MARK}\u0000nul`,
  `${MARK}${'y'.repeat(4_000)}`,
  `${MARK} 😀 مرحبا \u202E`,
  `${MARK}' OR 1=1 --`,
  '%00',
  '2026-02-30',
  '2026-02-29',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  // Cursors: garbage, bad base64, and well-formed base64 of crafted payloads.
  'garbage',
  '!!!',
  cursorOf('+275760-09-13T00:00:00.000Z|1'),
  cursorOf('2026-01-01T00:00:00.000Z|2147483648'),
  cursorOf('2026-01-01T00:00:00.000Z|9007199254740991'),
  cursorOf('2026-01-01T00:00:00.000Z|0'),
  cursorOf('2026-01-01T00:00:00.000Z|1|2'),
  cursorOf('2026-02-30T00:00:00.000Z|1'),
  cursorOf('0|1'),
  cursorOf('1|1'),
  cursorOf('2026-01-01T00:00:00.000Z\u0000|1'),
  cursorOf('-271821-04-20T00:00:00.000Z|1'),
  cursorOf(`${MARK}\u0000|\u0000`),
];

/** An object nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** fast-check samples with a fixed seed: arbitrary unicode strings and JSON values. */
function sampled(): { json: unknown[]; strings: string[] } {
  const strings = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed: SEED, numRuns: 6 }).map((s) => `${MARK}${s}`);
  const json = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: SEED + 1, numRuns: 6 });
  return { json, strings };
}

/** Request bodies sent instead of the whole valid body. */
const WHOLE_BODIES: Array<{ name: string; payload: string | Buffer; contentType?: string }> = [
  { name: 'null', payload: 'null' },
  { name: 'array', payload: '[]' },
  { name: 'string', payload: '"x"' },
  { name: 'number', payload: '42' },
  { name: 'empty', payload: '' },
  { name: 'broken JSON', payload: '{"a":' },
  { name: 'trailing garbage', payload: '{}}' },
  { name: 'NUL in JSON', payload: '{"a":"\u0000"}' },
  { name: 'proto pollution', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
  { name: 'deep nesting', payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { name: 'over the body limit', payload: Buffer.alloc(300 * 1024, 0x61) },
  { name: 'text/plain', payload: 'hello', contentType: 'text/plain' },
  { name: 'form-urlencoded', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { name: 'multipart without boundary', payload: 'x', contentType: 'multipart/form-data' },
  { name: 'multipart two files', payload: twoFileParts(), contentType: 'multipart/form-data; boundary=fuzzb' },
  { name: 'json with charset', payload: '{}', contentType: 'application/json; charset=latin1' },
];

/** A multipart body with two `file` parts. */
function twoFileParts(): Buffer {
  const part = (name: string) => `--fuzzb\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n`;
  return Buffer.from(`${part('a.png')}${part('b.png')}--fuzzb--\r\n`);
}

/** Variants of a path: a percent-encoded letter, an encoded dot segment, a NUL, doubled slashes. */
function pathVariants(path: string): string[] {
  return [path.replace('/api/', '/%61pi/'), path.replace('/api/', '/api/%2e%2e/api/'), `${path}%00`, path.replace('/api/', '//api//')];
}

/** Turns `{id}` path templates into a concrete path. */
function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** A deterministic UUID (v4 layout) from a counter, so requests do not depend on randomness. */
function uuidOf(n: number): string {
  const h = createHash('sha256').update(`fuzz-${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Strings tried against a `pattern` when a valid sample is needed. */
const PATTERN_CANDIDATES = ['1', '2026-06-15', '424242', uuidOf(0), 'abc', 'x', 'name@example.com', '#4f46e5'];

/** Generates a valid-looking value of a JSON schema (resolving `$ref` against the document). */
/** Days added to each sampled date-time, in the order the fields are sampled. */
let nextDay = 0;

function sampleOf(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.$ref) return sampleOf(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], doc, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0], doc, depth + 1);
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], doc, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, doc, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(prop, doc, depth + 1);
      return out;
    }
    case 'string': {
      if (schema.format === 'uuid') return uuidOf(1);
      // Later fields a day later than earlier ones: a body's `from` comes before its `until`.
      if (schema.format === 'date-time') return new Date(Date.UTC(2026, 5, 15) + nextDay++ * 86_400_000).toISOString();
      if (schema.pattern) {
        const re = new RegExp(schema.pattern, 'u');
        return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? 'x';
      }
      // Five letters where the schema allows them: a plain string schema may still be refined
      // (a Telegram nickname needs five characters).
      return 'x'.repeat(Math.max(schema.minLength ?? 1, Math.min(5, schema.maxLength ?? 5)));
    }
    default:
      return schema.default ?? 'x';
  }
}

/** What the cases of an operation are built from. */
interface Catalogue {
  json: unknown[];
  strings: string[];
  bodies: typeof WHOLE_BODIES;
  paths: (path: string) => string[];
}

/** One request of the run, with what it mutated (for the report and the field check). */
interface Case {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The field the case broke: `body.<name>`, `query.<name>`, `headers.<name>`, `params.<name>`; null for whole-request cases. */
  field: { location: 'body' | 'querystring' | 'headers' | 'params'; name: string } | null;
}

/** Every case of one operation for one role, built from the operation's schemas. */
function casesOf(
  method: string,
  template: string,
  op: Operation,
  doc: OpenApiDocument,
  catalogue: Catalogue,
): Case[] {
  const params = op.parameters ?? [];
  const valid: Record<'query' | 'header' | 'path', Record<string, string>> = { query: {}, header: {}, path: {} };
  let keyCounter = 100;
  for (const p of params) {
    if (p.in === 'cookie') continue;
    // Optional query parameters stay out of the valid request; each is still tried with bad values.
    if (p.in === 'query' && !p.required) continue;
    valid[p.in][p.name] = String(sampleOf(p.schema, doc));
  }
  const jsonBody = op.requestBody?.content['application/json']?.schema;
  const bodySample = jsonBody ? (sampleOf(jsonBody, doc) as Record<string, unknown>) : undefined;
  const hasBody = op.requestBody !== undefined;
  const build = (
    label: string,
    over: { query?: Record<string, string | string[]>; header?: Record<string, string>; path?: Record<string, string>; body?: unknown; raw?: { payload: string | Buffer; contentType?: string }; url?: string },
    field: Case['field'],
  ): Case => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...valid.query, ...over.query })) {
      for (const one of Array.isArray(v) ? v : [v]) query.append(k, one);
    }
    const qs = query.toString();
    const url = (over.url ?? fillPath(template, { ...valid.path, ...over.path })) + (qs ? `?${qs}` : '');
    // Idempotency keys differ per request (a repeated key with another body is a 409, which is fine, but hides the rest).
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(valid.header)) headers[k] = k === 'idempotency-key' ? uuidOf(keyCounter++) : v;
    Object.assign(headers, over.header);
    let payload: string | Buffer | undefined;
    if (over.raw) {
      payload = over.raw.payload;
      headers['content-type'] = over.raw.contentType ?? 'application/json';
    } else if (hasBody) {
      const body = 'body' in over ? over.body : bodySample;
      payload = JSON.stringify(body ?? {});
      headers['content-type'] = 'application/json';
    }
    return { label, method: method.toUpperCase(), url, headers, ...(payload !== undefined ? { payload } : {}), field };
  };

  const cases: Case[] = [build('valid', {}, null)];
  const jsonValues = catalogue.json;
  const strings = catalogue.strings;
  if (bodySample && typeof bodySample === 'object') {
    for (const name of Object.keys(bodySample)) {
      const without = { ...bodySample };
      delete without[name];
      cases.push(build(`body.${name} missing`, { body: without }, { location: 'body', name }));
      for (const value of jsonValues) {
        cases.push(build(`body.${name}=${preview(value)}`, { body: { ...bodySample, [name]: value } }, { location: 'body', name }));
      }
    }
    cases.push(build('extra fields', { body: { ...bodySample, extra: `${MARK}x`, isAdmin: true, organizationId: 1 } }, null));
  }
  if (hasBody) for (const whole of catalogue.bodies) cases.push(build(`body: ${whole.name}`, { raw: whole }, null));
  for (const p of params) {
    if (p.in === 'cookie') continue;
    for (const value of strings) {
      if (p.in === 'query') cases.push(build(`query.${p.name}=${preview(value)}`, { query: { [p.name]: value } }, { location: 'querystring', name: p.name }));
      // Header values cannot carry control characters or non-Latin-1 text on the wire.
      if (p.in === 'header' && /^[\x20-\x7e]*$/.test(value)) {
        cases.push(build(`header.${p.name}=${preview(value)}`, { header: { [p.name]: value } }, { location: 'headers', name: p.name }));
      }
      if (p.in === 'path') cases.push(build(`path.${p.name}=${preview(value)}`, { path: { [p.name]: value } }, null));
    }
    if (p.in === 'query') cases.push(build(`query.${p.name} repeated`, { query: { [p.name]: ['1', '2'] } }, { location: 'querystring', name: p.name }));
  }
  for (const url of catalogue.paths(fillPath(template, valid.path))) cases.push(build(`path ${url}`, { url }, null));
  return cases;
}

/** A short printable form of a value for failure reports. */
function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** Text that only a leaked stack trace or a leaked SQL statement or database error would put in a body. */
const STACK = /\bat (?:async )?[\w$.<>]+ \(|\bat \/|node_modules|\.(?:ts|js|mjs):\d+:\d+/;
const SQL = /Failed query|\bparams:|\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate "?\w+"? set\b|syntax error at|violates|SQLSTATE|duplicate key|out of range for type|invalid input syntax|invalid byte sequence/i;

/** Who sends the cases. */
export type Role = 'anonymous' | 'member' | 'admin' | 'manager';

/**
 * One half of the fuzz suite (`part` 0 or 1: the operations of even or odd index, so the two test
 * files run side by side on two cores): its own database, app and community, its operations × the
 * catalogue × anonymous, member, admin and manager.
 */
export function fuzzSuite(part: 0 | 1): void {
  const roles = ['anonymous', 'member', 'admin', 'manager'] as const;
  let db: Db;
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
  let org: TestOrg;

  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb());
    ({ app, sink } = await createTestApp(db));
    org = await createOrg(db, { name: 'Fuzz', members: 3, accrual: 100 });
    await db.insert(privilegedRoles).values({ organizationId: org.id, userId: memberOf(org, 2).id, role: 'M', roleName: 'Менеджер' });
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  describe.skipIf(process.env.GRATIA_TEST_DB === 'postgres')(`API fuzz, half ${part + 1} of 2 (documented operations × malformed inputs × anonymous, member, admin, manager; on PGlite only: the same engine)`, () => {
    it('answers no 5xx, leaks no stack or SQL, names the field of a 400 in translated keys, logs no error', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
      const operations = Object.entries(doc.paths)
        .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
        .filter((_, i) => i % 2 === part);
      expect(operations.length).toBeGreaterThan(20);

      // Signed-in clients (re-signed in when a case logged them out) and an anonymous one with a CSRF token.
      const clients: Record<Role, Client> = { anonymous: new Client(app), member: new Client(app), admin: new Client(app), manager: new Client(app) };
      await clients.anonymous.get('/api/auth/csrf');
      const signIn = async (role: Role) => {
        if (role === 'anonymous') return;
        const c = new Client(app);
        await c.signIn(memberOf(org, role === 'admin' ? 0 : role === 'manager' ? 2 : 1).email);
        clients[role] = c;
      };
      for (const role of roles) await signIn(role);

      // The whole catalogue goes to every field where the role reaches the handler. Where it is stopped
      // before (401 for the anonymous visitor, 403 for a member on an admin call) validation is the
      // same code for every role, so every fourth value of the catalogue is enough.
      const extra = sampled();
      const full: Catalogue = { json: [...JSON_VALUES, ...extra.json], strings: [...STRING_VALUES, ...extra.strings], bodies: WHOLE_BODIES, paths: pathVariants };
      const everyFourth = <T,>(list: T[]) => list.filter((_, i) => i % 4 === 0);
      const sample: Catalogue = {
        json: everyFourth(full.json),
        strings: everyFourth(full.strings),
        bodies: everyFourth(WHOLE_BODIES),
        paths: (path) => everyFourth(pathVariants(path)),
      };
      const known = new Set<string>(VALIDATION_MESSAGES);
      const failures: string[] = [];
      let requests = 0;
      const statuses = new Map<number, number>();

      const send = async (role: Role, path: string, c: Case) => {
        const client = clients[role];
        const headers: Record<string, string> = { ...c.headers, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
        const token = client.cookies.get(CSRF_COOKIE);
        if (UNSAFE.has(c.method) && token) headers[CSRF_HEADER] = token;
        // Each request from its own client address: the per-address sign-in limits would otherwise
        // answer 429 before validation after a few dozen cases, and the rest would test nothing.
        const res: LightMyRequestResponse = await app.inject({
          method: c.method as InjectOptions['method'],
          url: c.url,
          remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
          headers,
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        requests++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${role} ${c.method} ${path} [${c.label}]`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (STACK.test(res.body)) failures.push(`${where}: stack trace in the body: ${res.body.slice(0, 200)}`);
        if (SQL.test(res.body.replace(/fz[^"]*/g, ''))) failures.push(`${where}: SQL in the body: ${res.body.slice(0, 200)}`);
        if (res.statusCode === 400 && String(res.headers['content-type']).startsWith('application/json')) {
          const error = (res.json() as { error?: { code?: string; details?: { issues?: Array<{ path: string; message: string; location?: string }> } } }).error;
          const issues = error?.details?.issues ?? [];
          for (const issue of issues) {
            if (!known.has(issue.message)) failures.push(`${where}: untranslatable message ${JSON.stringify(issue.message)}`);
          }
          if (c.field && error?.code === 'VALIDATION_ERROR' && issues.length > 0) {
            const { location, name } = c.field;
            const named = issues.some((i) => (i.path === name || i.path.startsWith(`${name}.`)) && (!i.location || i.location === location));
            if (!named) failures.push(`${where}: the 400 does not name ${location}.${name}: ${JSON.stringify(issues)}`);
          }
        }
        // A case that signed the role out (logout, a new sign-in) must not turn the rest into 401s.
        if (role !== 'anonymous' && res.statusCode === 401) {
          try {
            await signIn(role);
          } catch (err) {
            failures.push(`${where}: signing the ${role} in again failed: ${String(err)}`);
          }
        }
        return res;
      };

      const started = performance.now();
      for (const role of roles) {
        for (const { path, method, op } of operations) {
          const [valid, ...rest] = casesOf(method, path, op, doc, full);
          if (!valid) continue;
          const first = await send(role, path, valid);
          const reaches = first.statusCode !== 401 && first.statusCode !== 403;
          for (const c of reaches ? rest : casesOf(method, path, op, doc, sample).slice(1)) await send(role, path, c);
        }
      }
      const errorLogs = sink.lines.filter((l) => Number(l.level) >= 50);
      for (const line of errorLogs.slice(0, 5)) failures.push(`error logged: ${JSON.stringify(line).slice(0, 300)}`);
      const leaked = sink.lines.filter((l) => JSON.stringify(l).includes(`${MARK}\\u0000`));
      for (const line of leaked.slice(0, 5)) failures.push(`fuzz input in the log: ${JSON.stringify(line).slice(0, 300)}`);

      console.log(
        `API fuzz: ${requests} requests over ${operations.length} operations × ${roles.length} roles in ${Math.round((performance.now() - started) / 1000)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((x, y) => x[0] - y[0])))}; ${failures.length} failures`,
      );
      expect(failures.slice(0, 60)).toEqual([]);
    }, 600_000);
  });
}
