/* global process, console */
/**
 * Writes the PDFs of the terms of use and the privacy policy (SPEC §2 Footer), one per language:
 * `apps/web/public/legal/{terms_of_use,privacy_policy}.{ru,en}.pdf`, which the pages
 * /terms_of_use and /privacy_policy offer for download in the UI language. The texts are the
 * pages' own: `packages/features/src/legal/documents/{lang}.json` (and the "last updated" label of
 * `legal/i18n/{lang}.json`). The PDFs are committed; run this again after changing the texts (a web
 * test fails while a PDF is older than its text):
 *
 *   node apps/web/scripts/legal-pdfs.mjs <directory with DejaVuSans.ttf and DejaVuSans-Bold.ttf>
 *
 * e.g. /usr/share/fonts/truetype/dejavu (Debian: fonts-dejavu-core). Any TTF with Cyrillic works:
 * pass the regular font's file instead, and its `-Bold.ttf` sibling is used for headings when it
 * exists. pdf-lib embeds only the glyphs used (subset), so each file stays small.
 *
 * The Russian PDFs are also written under the names of the bilingual PDFs that came before
 * (`/legal/terms_of_use.pdf`, `/legal/privacy_policy.pdf`), so links to those keep working.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../public/legal');
const legalDir = path.resolve(here, '../../../packages/features/src/legal');
const DEFAULT_LANGUAGE = 'ru';
const PLACEHOLDER = '{{contacts}}';

/**
 * The fingerprint of a document's source: its text in one language and the label printed with
 * it. Kept in the PDF's keywords (`source-sha256:…`); the web test `legalPdfs.test.ts` computes
 * the same to find a PDF that was not made again after its text changed.
 */
export function sourceHash(doc, updatedLabel) {
  return createHash('sha256').update(JSON.stringify({ doc, updatedLabel })).digest('hex');
}

/** The regular and bold font files from a directory of DejaVu fonts or a regular TTF. */
function fontFiles(arg) {
  if (statSync(arg).isDirectory()) return { regular: path.join(arg, 'DejaVuSans.ttf'), bold: path.join(arg, 'DejaVuSans-Bold.ttf') };
  const bold = arg.replace(/\.ttf$/i, '-Bold.ttf');
  return { regular: arg, bold: existsSync(bold) ? bold : arg };
}

/** Words of `text` in lines at most `width` points wide. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** One document in one language as PDF bytes. */
async function render(doc, lang, labels, fonts) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const updated = new Date(`${doc.updated}T00:00:00Z`);
  pdf.setTitle(doc.title);
  pdf.setAuthor('Gratia');
  pdf.setLanguage(lang);
  pdf.setKeywords([`source-sha256:${sourceHash(doc, labels.updated)}`]);
  pdf.setCreator('Gratia');
  pdf.setProducer('Gratia');
  pdf.setCreationDate(updated);
  pdf.setModificationDate(updated);
  const regular = await pdf.embedFont(readFileSync(fonts.regular), { subset: true });
  const bold = await pdf.embedFont(readFileSync(fonts.bold), { subset: true });
  const [pageWidth, pageHeight, margin] = [595, 842, 56];
  const text = rgb(0.1, 0.1, 0.15);
  const muted = rgb(0.38, 0.38, 0.45);
  let page = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  /** Writes `value` wrapped, `indent` points in, with `marker` (a bullet) before its first line. */
  const write = (value, { font = regular, size = 10.5, color = text, gap = 6, indent = 0, marker } = {}) => {
    const lines = wrap(value, font, size, pageWidth - margin * 2 - indent);
    lines.forEach((line, i) => {
      if (y < margin + size) {
        page = pdf.addPage([pageWidth, pageHeight]);
        y = pageHeight - margin;
      }
      if (i === 0 && marker) page.drawText(marker, { x: margin + indent - 10, y, size, font, color });
      page.drawText(line, { x: margin + indent, y, size, font, color });
      y -= size * 1.45;
    });
    y -= gap;
  };
  const dateText = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(updated);
  write(doc.title, { font: bold, size: 18, gap: 4 });
  write(`${labels.updated} ${dateText}`, { size: 9.5, color: muted, gap: 14 });
  for (const p of doc.lead) write(p);
  doc.sections.forEach((section, index) => {
    y -= 8;
    write(`${index + 1}. ${section.heading}`, { font: bold, size: 12.5, gap: 4 });
    for (const block of section.blocks) {
      if (typeof block === 'string') write(block);
      else if ('list' in block) {
        block.list.forEach((item, i) => write(item, { indent: 16, marker: '•', gap: i === block.list.length - 1 ? 6 : 2 }));
      } else write(block.print);
    }
  });
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `${doc.title} · ${i + 1} / ${pages.length}`;
    p.drawText(label, { x: margin, y: margin / 2, size: 8.5, font: regular, color: muted });
  });
  return pdf.save({ useObjectStreams: true });
}

/** Checks one language's documents: every `withContacts` holds the placeholder once, nothing else does. */
function check(lang, documents) {
  for (const [name, doc] of Object.entries(documents)) {
    for (const section of doc.sections) {
      for (const block of section.blocks) {
        if (typeof block !== 'object' || !('withContacts' in block)) continue;
        if (block.withContacts.split(PLACEHOLDER).length !== 2) throw new Error(`${lang}/${name}: withContacts needs ${PLACEHOLDER} once`);
        if (block.print.includes('{{')) throw new Error(`${lang}/${name}: print cannot name the contacts`);
      }
    }
  }
}

const fontArg = process.argv[2];
if (!fontArg) {
  console.error('usage: node legal-pdfs.mjs <font directory with DejaVuSans.ttf and DejaVuSans-Bold.ttf, or a .ttf>');
  process.exit(1);
}
const fonts = fontFiles(fontArg);
const languages = readdirSync(path.join(legalDir, 'documents'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
for (const lang of languages) {
  const documents = JSON.parse(readFileSync(path.join(legalDir, 'documents', `${lang}.json`), 'utf8'));
  const labels = JSON.parse(readFileSync(path.join(legalDir, 'i18n', `${lang}.json`), 'utf8'));
  check(lang, documents);
  for (const [name, doc] of Object.entries(documents)) {
    const bytes = await render(doc, lang, labels, fonts);
    writeFileSync(path.join(out, `${name}.${lang}.pdf`), bytes);
    console.log(`wrote ${name}.${lang}.pdf (${bytes.length} bytes)`);
    if (lang === DEFAULT_LANGUAGE) {
      writeFileSync(path.join(out, `${name}.pdf`), bytes);
      console.log(`wrote ${name}.pdf (the ${lang} text, for links to the earlier bilingual PDF)`);
    }
  }
}
