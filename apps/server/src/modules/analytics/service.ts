/**
 * The challenges report as an .xlsx workbook (SPEC §1 'admin analytics with Excel export', §7
 * 'analytics … with xlsx exports'; DOMAIN §5.3 'Excel … file "Челленджи …"'; docs/decisions/0041):
 * one worksheet, headers in the caller's language, typed cells, a frozen and filterable header, a
 * totals row. Streamed: the rows are read in keyset batches and written to the answer as they come
 * (exceljs' streaming writer), so memory holds one batch whatever the file's size; the route refuses
 * more than ANALYTICS_EXPORT_MAX_ROWS before it starts.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AnalyticsChallengeState, ChallengesReportFilter, ChallengesReportRow, UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { challengesReportBatches } from './queries.ts';

/** A language of the exports. */
export type ExportLanguage = 'ru' | 'en';

/** The columns in order: key, width (characters) and kind (text, a whole number, an instant). */
const COLUMNS = [
  { key: 'name', width: 44, kind: 'text' },
  { key: 'author', width: 30, kind: 'text' },
  { key: 'state', width: 26, kind: 'text' },
  { key: 'fund', width: 14, kind: 'number' },
  { key: 'participants', width: 13, kind: 'number' },
  { key: 'places', width: 13, kind: 'number' },
  { key: 'winners', width: 13, kind: 'number' },
  { key: 'paidOut', width: 14, kind: 'number' },
  { key: 'joined', width: 14, kind: 'number' },
  { key: 'counted', width: 14, kind: 'number' },
  { key: 'startAt', width: 18, kind: 'date' },
  { key: 'endAt', width: 18, kind: 'date' },
  { key: 'completedAt', width: 18, kind: 'date' },
  { key: 'id', width: 10, kind: 'number' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];
/** The columns only the referral challenges report has (docs/decisions/0045). */
const REFERRAL_COLUMNS: ReadonlySet<ColumnKey> = new Set(['joined', 'counted']);
/** The columns of a workbook of `kind`. */
const columnsOf = (kind: ChallengesReportFilter['kind']) => COLUMNS.filter((c) => kind === 'referrals' || !REFERRAL_COLUMNS.has(c.key));

/** Headers and labels of the workbook, per language. */
const LABELS: Record<
  ExportLanguage,
  { sheet: string; file: string; referralSheet: string; referralFile: string; headers: Record<ColumnKey, string>; states: Record<AnalyticsChallengeState, string>; total: (count: number) => string }
> = {
  ru: {
    sheet: 'Челленджи',
    file: 'Челленджи',
    referralSheet: 'Реферальные челленджи',
    referralFile: 'Реферальные челленджи',
    headers: {
      name: 'Название',
      author: 'Автор',
      state: 'Состояние',
      fund: 'Призовой фонд',
      participants: 'Участники',
      places: 'Призовые места',
      winners: 'Победители',
      paidOut: 'Выплачено',
      joined: 'Присоединились',
      counted: 'Засчитано',
      startAt: 'Начало',
      endAt: 'Окончание',
      completedAt: 'Завершён',
      id: 'ID',
    },
    states: {
      deferred: 'Отложен',
      published: 'Опубликован',
      reports: 'Идёт приём отчётов',
      finalizing: 'Подведение итогов',
      ended: 'Завершён',
      deleted: 'Удалён',
    },
    total: (count) => {
      const form = new Intl.PluralRules('ru').select(count);
      return `Итого: ${count} ${form === 'one' ? 'челлендж' : form === 'few' ? 'челленджа' : form === 'many' ? 'челленджей' : 'челленджа'}`;
    },
  },
  en: {
    sheet: 'Challenges',
    file: 'Challenges',
    referralSheet: 'Referral challenges',
    referralFile: 'Referral challenges',
    headers: {
      name: 'Name',
      author: 'Author',
      state: 'State',
      fund: 'Prize fund',
      participants: 'Participants',
      places: 'Prize places',
      winners: 'Winners',
      paidOut: 'Paid out',
      joined: 'Joined',
      counted: 'Counted',
      startAt: 'Start',
      endAt: 'End',
      completedAt: 'Completed',
      id: 'ID',
    },
    states: {
      deferred: 'Deferred',
      published: 'Published',
      reports: 'Reports being accepted',
      finalizing: 'Results being finalized',
      ended: 'Ended',
      deleted: 'Deleted',
    },
    total: (count) => `Total: ${count} ${count === 1 ? 'challenge' : 'challenges'}`,
  },
};

/** The columns the totals row sums. */
const SUMMED: ReadonlySet<ColumnKey> = new Set(['fund', 'participants', 'places', 'winners', 'paidOut', 'joined', 'counted']);
/** Points and counts: whole numbers with thousands grouped. */
const NUMBER_FORMAT = '#,##0';
/** Instants as the UI writes dates (SPEC §9 DD-MM-YYYY) with the time. */
const DATE_FORMAT = 'dd-mm-yyyy hh:mm';

/** "Смирнов Иван" (a spreadsheet sorts by surname), else the nickname, the Telegram name or `#id`. */
function personName(u: UserSummary): string {
  return `${u.surname} ${u.firstName}`.trim() || u.nickname || u.tgName || `#${u.id}`;
}

/**
 * The wall-clock time of `instant` in `timeZone` as a Date whose UTC fields hold it: a spreadsheet
 * date has no time zone, and exceljs writes a Date's UTC fields.
 */
export function wallClock(instant: string, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

/** The day `YYYY-MM-DD` of `now` in `timeZone` (the exported file is named after it). */
export function dayIn(now: Date, timeZone: string): string {
  return wallClock(now.toISOString(), timeZone).toISOString().slice(0, 10);
}

/**
 * The file names of an export made on `day`: "Челленджи (Acme) 2026-03-10.xlsx" in the caller's
 * language (characters a file name cannot hold replaced by '_'), and an ASCII one for clients
 * without RFC 5987.
 */
export function challengesFileNames(lang: ExportLanguage, organizationName: string, day: string, kind: ChallengesReportFilter['kind'] = 'all'): { name: string; asciiName: string } {
  const org = [...organizationName]
    .map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .trim()
    .slice(0, 80);
  const file = kind === 'referrals' ? LABELS[lang].referralFile : LABELS[lang].file;
  return { name: `${file}${org ? ` (${org})` : ''} ${day}.xlsx`, asciiName: `${kind === 'referrals' ? 'referral-challenges' : 'challenges'}-${day}.xlsx` };
}

/** What {@link writeChallengesWorkbook} needs to know besides the database. */
export interface ChallengesWorkbookInput {
  organizationId: number;
  /** Shown as the author of the community's challenges. */
  organizationName: string;
  filter: ChallengesReportFilter;
  lang: ExportLanguage;
  /** The instant the analytics states are computed at. */
  now: Date;
  /** Rows read per query. Default 1000. */
  batchSize?: number;
}

/**
 * Writes the challenges of `input.filter` as an .xlsx workbook to `out` and ends it: one worksheet
 * ("Челленджи" / "Challenges"), the header row in `input.lang` (bold, frozen, with a filter), then
 * one row per challenge, newest first — name, author (the community's name for its challenges),
 * state, fund, participants, places, winners, paid out as numbers; start, end and completion as
 * dates in the filter's time zone (default UTC) shown DD-MM-YYYY hh:mm; the id — then a bold totals
 * row ("Итого: N челленджей", SUM formulas with their values). Rows are read `batchSize` at a time and
 * written as they come, waiting for `out` to drain between batches. Resolves with the number of rows.
 */
export async function writeChallengesWorkbook(db: Executor, input: ChallengesWorkbookInput, out: Writable): Promise<number> {
  const labels = LABELS[input.lang];
  const timeZone = input.filter.timeZone ?? 'UTC';
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  book.creator = 'Gratia';
  const columns = columnsOf(input.filter.kind);
  const sheet = book.addWorksheet(input.filter.kind === 'referrals' ? labels.referralSheet : labels.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: labels.headers[c.key],
    key: c.key,
    width: c.width,
    ...(c.kind === 'number' ? { style: { numFmt: NUMBER_FORMAT } } : c.kind === 'date' ? { style: { numFmt: DATE_FORMAT } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const totals = { fund: 0, participants: 0, places: 0, winners: 0, paidOut: 0, joined: 0, counted: 0 };
  let count = 0;
  const cells = (r: ChallengesReportRow): Record<ColumnKey, string | number | Date | null> => ({
    name: r.name,
    author: r.fromOrganization ? input.organizationName : personName(r.organizer),
    state: labels.states[r.state],
    fund: r.fund,
    participants: r.participants,
    places: r.places,
    winners: r.winners,
    paidOut: r.paidOut,
    joined: r.referrals?.joined ?? null,
    counted: r.referrals?.counted ?? null,
    startAt: wallClock(r.startAt, timeZone),
    endAt: wallClock(r.endAt, timeZone),
    completedAt: r.completedAt === null ? null : wallClock(r.completedAt, timeZone),
    id: r.id,
  });
  for await (const batch of challengesReportBatches(db, input.organizationId, input.filter, input.now, input.batchSize)) {
    for (const r of batch) {
      sheet.addRow(cells(r)).commit();
      totals.fund += r.fund;
      totals.participants += r.participants;
      totals.places += r.places;
      totals.winners += r.winners;
      totals.paidOut += r.paidOut;
      totals.joined += r.referrals?.joined ?? 0;
      totals.counted += r.referrals?.counted ?? 0;
      count++;
    }
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  const last = count + 1;
  const total = sheet.addRow({
    name: labels.total(count),
    ...Object.fromEntries(
      columns.filter((c) => SUMMED.has(c.key)).map((c) => {
        const letter = sheet.getColumn(c.key).letter;
        const sum = totals[c.key as keyof typeof totals];
        return [c.key, count > 0 ? { formula: `SUM(${letter}2:${letter}${last})`, result: sum } : sum];
      }),
    ),
  });
  total.font = { bold: true };
  total.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.commit();
  await book.commit();
  return count;
}
