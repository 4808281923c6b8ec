import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/index.ts';
import { CONTACTS_PLACEHOLDER, isContactsParagraph, LEGAL_DOCUMENTS, legalPdfPath, legalTexts, type LegalBlock } from './documents.ts';

/** The shape of a block, to compare languages: 'p', 'list:<items>' or 'contacts'. */
const shapeOf = (block: LegalBlock) => (typeof block === 'string' ? 'p' : isContactsParagraph(block) ? 'contacts' : `list:${block.list.length}`);

describe('legal documents (SPEC §2 Footer)', () => {
  it.each(LEGAL_DOCUMENTS)('%s has the same sections and blocks, and the same date, in every language', (name) => {
    const [first, ...others] = LANGUAGES.map((lang) => legalTexts[lang][name]);
    for (const doc of others) {
      expect(doc.updated).toBe(first!.updated);
      expect(doc.lead.length).toBe(first!.lead.length);
      expect(doc.sections.map((s) => s.blocks.map(shapeOf))).toEqual(first!.sections.map((s) => s.blocks.map(shapeOf)));
    }
  });

  it.each(LANGUAGES.flatMap((lang) => LEGAL_DOCUMENTS.map((name) => [lang, name] as const)))('%s %s: filled in, says where to write, dated', (lang, name) => {
    const doc = legalTexts[lang][name];
    expect(doc.title.trim()).not.toBe('');
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(doc.updated))).toBe(false);
    const blocks = doc.sections.flatMap((s) => s.blocks);
    const where = blocks.filter(isContactsParagraph);
    expect(where.length).toBeGreaterThanOrEqual(1);
    for (const p of where) {
      expect(p.withContacts.split(CONTACTS_PLACEHOLDER)).toHaveLength(2);
      expect(p.withoutContacts).not.toContain('{{');
      expect(p.print).not.toContain('{{');
    }
    // No other placeholder, and no empty text anywhere.
    const texts = [doc.title, ...doc.lead, ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : isContactsParagraph(b) ? [] : b.list))])];
    for (const text of texts) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toContain('{{');
    }
    // Headings are numbered by the page: they carry no number of their own.
    for (const s of doc.sections) expect(s.heading).not.toMatch(/^\d/);
  });

  it('each document has a PDF per language', () => {
    expect(legalPdfPath('terms_of_use', 'en')).toBe('/legal/terms_of_use.en.pdf');
    expect(legalPdfPath('privacy_policy', 'ru')).toBe('/legal/privacy_policy.ru.pdf');
  });
});
