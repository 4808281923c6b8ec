import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfigError, DEMO_CONTACTS, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createTestApp, createTestDb } from '../helpers.ts';

/** The installation's feedback contacts (SPEC §2 Footer): FEEDBACK_* settings and GET /api/instance/contacts. */
describe('FEEDBACK_EMAIL and FEEDBACK_TELEGRAM', () => {
  const contactsOf = (env: NodeJS.ProcessEnv) => loadConfig(env).contacts;

  it('takes a valid e-mail and a nickname with or without @, trimmed, kept without @', () => {
    expect(contactsOf({ FEEDBACK_EMAIL: ' help@romashka.ru ', FEEDBACK_TELEGRAM: '@romashka_help' })).toEqual({ feedbackEmail: 'help@romashka.ru', telegram: 'romashka_help' });
    expect(contactsOf({ FEEDBACK_TELEGRAM: 'Gratia_2026' }).telegram).toBe('Gratia_2026');
    expect(contactsOf({ FEEDBACK_TELEGRAM: 'abcde' }).telegram).toBe('abcde');
    expect(contactsOf({ FEEDBACK_TELEGRAM: `@${'a'.repeat(32)}` }).telegram).toBe('a'.repeat(32));
  });

  it.each([
    ['FEEDBACK_EMAIL', 'not an address'],
    ['FEEDBACK_EMAIL', 'help@'],
    ['FEEDBACK_EMAIL', 'help@romashka'],
    ['FEEDBACK_EMAIL', `${'a'.repeat(250)}@x.ru`],
    ['FEEDBACK_TELEGRAM', 'abcd'],
    ['FEEDBACK_TELEGRAM', 'a'.repeat(33)],
    ['FEEDBACK_TELEGRAM', 'romashka-help'],
    ['FEEDBACK_TELEGRAM', '@@romashka'],
    ['FEEDBACK_TELEGRAM', 'https://t.me/romashka_help'],
    ['FEEDBACK_TELEGRAM', 'ромашка_хелп'],
  ])('refuses %s=%j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('the demo (SEED_DEMO on, the default outside production) shows the demo contacts unless told otherwise', () => {
    expect(contactsOf({})).toEqual(DEMO_CONTACTS);
    expect(DEMO_CONTACTS).toEqual({ feedbackEmail: 'feedback@gratia-demo.ru', telegram: 'gratia_support' });
    expect(contactsOf({ SEED_DEMO: '1', FEEDBACK_EMAIL: 'help@romashka.ru' })).toEqual({ feedbackEmail: 'help@romashka.ru', telegram: 'gratia_support' });
    // An empty value turns one off.
    expect(contactsOf({ FEEDBACK_TELEGRAM: '' })).toEqual({ feedbackEmail: 'feedback@gratia-demo.ru', telegram: null });
  });

  it('without SEED_DEMO (production by default, or SEED_DEMO=0) there are none unless configured', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };
    expect(contactsOf(production)).toEqual({ feedbackEmail: null, telegram: null });
    expect(contactsOf({ SEED_DEMO: '0' })).toEqual({ feedbackEmail: null, telegram: null });
    expect(contactsOf({ ...production, FEEDBACK_TELEGRAM: 'romashka_help' })).toEqual({ feedbackEmail: null, telegram: 'romashka_help' });
    expect(contactsOf({ ...production, SEED_DEMO: '1' })).toEqual(DEMO_CONTACTS);
  });
});

describe('GET /api/instance/contacts', () => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let configured: FastifyInstance;
  let bare: FastifyInstance;

  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb());
    ({ app: configured } = await createTestApp(db, { contacts: { feedbackEmail: 'help@romashka.ru', telegram: 'romashka_help' } }));
    ({ app: bare } = await createTestApp(db));
  });
  afterAll(async () => {
    await configured.close();
    await bare.close();
    await cleanup();
  });

  it('answers the configured contacts without a session, cacheable by anyone', async () => {
    const res = await configured.inject({ method: 'GET', url: '/api/instance/contacts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ feedbackEmail: 'help@romashka.ru', telegram: 'romashka_help' });
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers nulls when the installation has none', async () => {
    const res = await bare.inject({ method: 'GET', url: '/api/instance/contacts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ feedbackEmail: null, telegram: null });
  });

  it('is a GET only and is described in the OpenAPI document', async () => {
    expect((await bare.inject({ method: 'POST', url: '/api/instance/contacts' })).statusCode).toBe(404);
    const doc = (await bare.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { operationId?: string; security?: unknown }>> };
    const op = doc.paths['/api/instance/contacts']?.get;
    expect(op?.operationId).toBe('instanceContacts');
    expect(op?.security).toBeUndefined();
  });
});
