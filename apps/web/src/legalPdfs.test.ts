// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { featureResources, LANGUAGES, LEGAL_DOCUMENTS, legalPdfPath, legalTexts } from '@gratia/features';

/**
 * The PDFs the legal pages offer (SPEC §2 Footer): one per document and language in public/legal,
 * made from the same text as the page. scripts/legal-pdfs.mjs writes each with the fingerprint of
 * its source in the keywords; a PDF whose fingerprint differs was not made again after its text
 * changed (run the script).
 */
const publicDir = path.resolve(import.meta.dirname, '../public');
const load = (urlPath: string) => PDFDocument.load(readFileSync(path.join(publicDir, urlPath)), { updateMetadata: false });

describe('legal PDFs', () => {
  it.each(LANGUAGES.flatMap((lang) => LEGAL_DOCUMENTS.map((name) => [name, lang] as const)))('%s.%s.pdf is made from the current text', async (name, lang) => {
    const doc = legalTexts[lang][name];
    const pdf = await load(legalPdfPath(name, lang));
    const hash = createHash('sha256')
      .update(JSON.stringify({ doc, updatedLabel: featureResources[lang].legal.updated }))
      .digest('hex');
    expect(pdf.getTitle()).toBe(doc.title);
    expect(pdf.getKeywords()).toBe(`source-sha256:${hash}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it.each(LEGAL_DOCUMENTS)('the earlier /legal/%s.pdf still opens, in Russian', async (name) => {
    const pdf = await load(`/legal/${name}.pdf`);
    expect(pdf.getTitle()).toBe(legalTexts.ru[name].title);
  });
});
