/* global process, console */
/**
 * Writes the terms of use and privacy policy PDFs served at /legal/*.pdf (SPEC §2 Footer, auth
 * layout pages /terms_of_use and /privacy_policy). The PDFs are committed; run this again after
 * changing the texts below:
 *
 *   node apps/web/scripts/legal-pdfs.mjs <path to a TTF font with Cyrillic, e.g. DejaVuSans.ttf>
 *
 * pdf-lib embeds only the glyphs used (subset), so each file stays small. An installation replaces
 * these generic texts with its own documents by putting its PDFs at the same paths.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';

const fontPath = process.argv[2];
if (!fontPath) {
  console.error('usage: node legal-pdfs.mjs <font.ttf>');
  process.exit(1);
}
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/legal');

const documents = {
  terms_of_use: {
    title: 'Пользовательское соглашение · Terms of use',
    ru: [
      'Gratia — сервис благодарностей внутри сообщества (компании). Пользуясь им, вы соглашаетесь с этими условиями.',
      '1. Доступ. Войти может только участник сообщества: по ключу сообщества и одноразовому коду.',
      '2. Баллы. Баллы — внутренняя единица благодарности сообщества. Они не являются деньгами и не обмениваются на них вне правил вашего сообщества.',
      '3. Сообщения. Вы отвечаете за тексты благодарностей и комментариев. Не публикуйте оскорбления, чужие персональные данные и коммерческую тайну.',
      '4. Администраторы сообщества управляют периодами, настройками и участниками и могут отменять операции по правилам сообщества.',
      '5. Изменения. Условия могут меняться; о существенных изменениях сообщит администратор сообщества.',
      '6. Вопросы — по адресу обратной связи, указанному внизу каждой страницы.',
    ],
    en: [
      'Gratia is a recognition service inside a community (a company). By using it you accept these terms.',
      '1. Access. Only members of a community can sign in: with the community key and a one-time code.',
      '2. Points. Points are the community’s internal unit of thanks. They are not money and are not exchanged for money outside your community’s rules.',
      '3. Messages. You are responsible for the texts of your thanks and comments. Do not post insults, other people’s personal data or trade secrets.',
      '4. Community administrators manage periods, settings and members and may cancel operations under the community’s rules.',
      '5. Changes. These terms may change; the community administrator announces significant changes.',
      '6. Questions go to the feedback address shown at the bottom of every page.',
    ],
  },
  privacy_policy: {
    title: 'Политика конфиденциальности · Privacy policy',
    ru: [
      'Что мы храним: имя, фамилию, адрес e-mail или ник в Telegram, фото профиля, выбранный язык, операции с баллами, сообщения и комментарии.',
      'Зачем: чтобы вы могли войти, благодарить коллег, видеть ленту событий и баланс.',
      'Кто видит: участники вашего сообщества видят ваше имя, фото и публичные благодарности; поля профиля можно скрыть в настройках.',
      'Вход: одноразовые коды хранятся только в виде хеша и действуют 10 минут; сессия хранится в cookie.',
      'Удаление: чтобы удалить данные, обратитесь к администратору сообщества или по адресу обратной связи.',
    ],
    en: [
      'What we keep: first name, surname, e-mail address or Telegram nickname, profile photo, chosen language, point operations, messages and comments.',
      'Why: so that you can sign in, thank colleagues, and see the events feed and your balance.',
      'Who sees it: members of your community see your name, photo and public thanks; profile fields can be hidden in the settings.',
      'Sign-in: one-time codes are stored only as a hash and last 10 minutes; the session is kept in a cookie.',
      'Deletion: to delete your data, contact your community administrator or the feedback address.',
    ],
  },
};

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

for (const [name, doc] of Object.entries(documents)) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(doc.title);
  pdf.setLanguage('ru');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await pdf.embedFont(readFileSync(fontPath), { subset: true });
  const margin = 56;
  let page = pdf.addPage([595, 842]);
  let y = 842 - margin;
  const write = (text, size, gap) => {
    for (const line of wrap(text, font, size, 595 - margin * 2)) {
      if (y < margin) {
        page = pdf.addPage([595, 842]);
        y = 842 - margin;
      }
      page.drawText(line, { x: margin, y, size, font, color: rgb(0.1, 0.1, 0.15) });
      y -= size * 1.4;
    }
    y -= gap;
  };
  write(doc.title, 16, 10);
  for (const p of doc.ru) write(p, 10.5, 6);
  y -= 12;
  for (const p of doc.en) write(p, 10.5, 6);
  writeFileSync(path.join(out, `${name}.pdf`), await pdf.save({ useObjectStreams: true }));
  console.log(`wrote ${name}.pdf`);
}
