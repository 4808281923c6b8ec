/**
 * Every movement of the organization as admins see it (SPEC §1 'Administrators manage …
 * transactions'; DOMAIN §6.2 "a history table: Sender, Sender's account, Recipient, Recipient's
 * account, Sum" filtered by class; docs/decisions/0033): the list, paged on the server, and its
 * .xlsx export.
 */
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MOVEMENTS_EXPORT_MAX_ROWS, type Movement, type MovementAccount, type MovementsFilter, type MovementsPage, type MovementsQuery, type TransactionStatus, type TransactionType, type UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';

interface MovementRow {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  amount: string;
  message: string;
  is_anonymous: boolean;
  admin_direction: 'credit' | 'debit' | null;
  account_kind: 'distribution' | 'income' | null;
  batch_id: number | null;
  period_id: number;
  created_at: string | Date;
  s_id: number | null;
  s_first: string | null;
  s_surname: string | null;
  s_nick: string | null;
  s_tg: string | null;
  s_photo: string | null;
  r_id: number;
  r_first: string;
  r_surname: string;
  r_nick: string | null;
  r_tg: string | null;
  r_photo: string | null;
}

function person(id: number | null, first: string | null, surname: string | null, nick: string | null, tg: string | null, photo: string | null): UserSummary | null {
  return id === null ? null : { id: Number(id), firstName: first ?? '', surname: surname ?? '', nickname: nick, tgName: tg, photo };
}

/**
 * Who stands on each side of a row, and which account each side touched: a thanks goes from the
 * sender's points to give (or their waiting account while it waits) to the recipient's income; an
 * admin credit or emission from the community, an admin debit to it (the admin is named apart); a
 * redistribution between points to give; the challenge and market classes through their accounts.
 */
function toMovement(r: MovementRow): Movement {
  const sender = person(r.s_id, r.s_first, r.s_surname, r.s_nick, r.s_tg, r.s_photo);
  const recipient = person(r.r_id, r.r_first, r.r_surname, r.r_nick, r.r_tg, r.r_photo);
  const base = {
    id: Number(r.id),
    type: r.type,
    status: r.status,
    amount: Number(r.amount),
    message: r.message,
    batchId: r.batch_id === null ? null : Number(r.batch_id),
    periodId: Number(r.period_id),
    createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
  };
  const sides = (s: UserSummary | null, sa: MovementAccount, rc: UserSummary | null, ra: MovementAccount, admin: UserSummary | null = null, anonymous = false): Movement => ({
    ...base,
    sender: s,
    senderAccount: sa,
    recipient: rc,
    recipientAccount: ra,
    admin,
    anonymous,
  });
  switch (r.type) {
    case 'admin_manual':
      return r.admin_direction === 'debit'
        ? sides(recipient, r.account_kind ?? 'income', null, 'community', sender)
        : sides(null, 'community', recipient, r.account_kind ?? 'income', sender);
    case 'emission':
      return sides(null, 'community', recipient, 'income', sender);
    case 'redistribution':
      return sides(sender, 'distribution', recipient, 'distribution');
    case 'challenge_contribution':
      return sides(sender, 'distribution', recipient, 'challenge');
    case 'challenge_return':
      return sides(sender, 'challenge', recipient, 'distribution');
    case 'winnings':
      return sides(sender, 'challenge', recipient, 'income');
    case 'market_purchase':
      return sides(sender, 'income', recipient, 'market');
    default:
      return sides(r.is_anonymous ? null : sender, r.status === 'waiting' ? 'waiting' : 'distribution', recipient, 'income', null, r.is_anonymous);
  }
}

/** The SQL conditions of `f` over alias `t` (the day range in `f.timeZone`, default UTC). 400 on `to` before `from`. */
function filterSql(f: MovementsFilter): SQL[] {
  const where: SQL[] = [];
  if (f.type) where.push(sql`t.type = ${f.type}`);
  // An anonymous thanks is never found through its hidden sender: narrowing by them must not reveal it.
  if (f.userId !== undefined) where.push(sql`(t.recipient_id = ${f.userId} or (t.sender_id = ${f.userId} and not t.is_anonymous))`);
  if (f.periodId !== undefined) where.push(sql`t.period_id = ${f.periodId}`);
  if (f.from && f.to && f.to < f.from) {
    throw new AppError('VALIDATION_ERROR', 'The end of the range is before its start', {
      details: { issues: [{ path: 'to', message: 'validation.tooSmall', location: 'query' }] },
    });
  }
  const tz = f.timeZone ?? 'UTC';
  if (f.from) where.push(sql`t.created_at >= (${f.from}::date::timestamp at time zone ${tz})`);
  if (f.to) where.push(sql`t.created_at < ((${f.to}::date + 1)::timestamp at time zone ${tz})`);
  return where;
}

async function loadMovements(db: Executor, organizationId: number, where: SQL[], limit: number): Promise<Movement[]> {
  const rows = await queryRows<MovementRow>(
    db,
    sql`select t.id, t.type, t.status, t.amount::text, t.message, t.is_anonymous, t.admin_direction, t.account_kind, t.batch_id, t.period_id, t.created_at,
               sp.user_id as s_id, sp.first_name as s_first, sp.surname as s_surname, sp.nickname as s_nick, sp.tg_name as s_tg, sp.photo as s_photo,
               rp.user_id as r_id, rp.first_name as r_first, rp.surname as r_surname, rp.nickname as r_nick, rp.tg_name as r_tg, rp.photo as r_photo
        from transactions t
        left join profiles sp on sp.user_id = t.sender_id
        join profiles rp on rp.user_id = t.recipient_id
        where t.organization_id = ${organizationId} ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
        order by t.created_at desc, t.id desc
        limit ${limit}`,
  );
  return rows.map(toMovement);
}

/** GET /api/admin/movements: the organization's movements matching the filters, newest first, a cursor page. */
export async function movementsPage(db: Executor, organizationId: number, q: MovementsQuery): Promise<MovementsPage> {
  const where = filterSql(q);
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(t.created_at, t.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await loadMovements(db, organizationId, where, q.limit + 1);
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}

/** Column headers and labels of the export, per language. */
const LABELS = {
  ru: {
    sheet: 'Переводы',
    headers: ['№', 'Дата', 'Тип', 'Статус', 'Отправитель', 'Счёт отправителя', 'Получатель', 'Счёт получателя', 'Сумма', 'Сообщение', 'Администратор'],
    community: 'Сообщество',
    anonymous: 'Аноним',
    types: {
      between_users: 'Благодарность',
      challenge_contribution: 'Взнос в челлендж',
      challenge_return: 'Возврат из челленджа',
      admin_manual: 'Ручной перевод администратора',
      winnings: 'Выигрыш',
      market_purchase: 'Покупка',
      redistribution: 'Перераспределение',
      emission: 'Эмиссия',
    },
    statuses: { waiting: 'Ожидает', completed: 'Выполнен', canceled: 'Отменён' },
    accounts: {
      distribution: 'Для распределения',
      income: 'Личный счёт',
      waiting: 'Ожидающие переводы',
      challenge: 'Счёт челленджа',
      market: 'Счёт покупок',
      community: 'Счёт сообщества',
    },
  },
  en: {
    sheet: 'Transactions',
    headers: ['No.', 'Date', 'Type', 'Status', 'Sender', "Sender's account", 'Recipient', "Recipient's account", 'Amount', 'Message', 'Administrator'],
    community: 'Community',
    anonymous: 'Anonymous',
    types: {
      between_users: 'Thanks',
      challenge_contribution: 'Contribution to a challenge',
      challenge_return: 'Return from a challenge',
      admin_manual: 'Manual transfer by an admin',
      winnings: 'Winnings',
      market_purchase: 'Purchase',
      redistribution: 'Redistribution',
      emission: 'Emission',
    },
    statuses: { waiting: 'Waiting', completed: 'Completed', canceled: 'Canceled' },
    accounts: {
      distribution: 'Points to give',
      income: 'Income account',
      waiting: 'Waiting transfers',
      challenge: 'Challenge account',
      market: 'Purchases account',
      community: "Community's account",
    },
  },
} as const;

const nameOf = (u: UserSummary | null): string => (u ? `${u.surname} ${u.firstName}`.trim() || u.nickname || u.tgName || `#${u.id}` : '');

/**
 * GET /api/admin/movements/export: the filtered movements (no pages) as an .xlsx workbook, headers
 * and labels in `lang`, dates in the filter's time zone. 422 TOO_MANY_ROWS above
 * {@link MOVEMENTS_EXPORT_MAX_ROWS}.
 */
export async function exportMovements(db: Executor, organizationId: number, f: MovementsFilter, lang: 'ru' | 'en'): Promise<Buffer> {
  const rows = await loadMovements(db, organizationId, filterSql(f), MOVEMENTS_EXPORT_MAX_ROWS + 1);
  if (rows.length > MOVEMENTS_EXPORT_MAX_ROWS) {
    throw new AppError('TOO_MANY_ROWS', `More than ${MOVEMENTS_EXPORT_MAX_ROWS} movements: narrow the filters`, { details: { maxRows: MOVEMENTS_EXPORT_MAX_ROWS } });
  }
  const l = LABELS[lang];
  const tz = f.timeZone ?? 'UTC';
  const date = new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { timeZone: tz, dateStyle: 'short', timeStyle: 'short' });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(l.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = l.headers.map((header, i) => ({ header, width: [8, 18, 26, 12, 28, 22, 28, 22, 10, 48, 28][i] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const m of rows) {
    sheet.addRow([
      m.id,
      date.format(new Date(m.createdAt)),
      l.types[m.type],
      l.statuses[m.status],
      m.sender ? nameOf(m.sender) : m.anonymous ? l.anonymous : l.community,
      l.accounts[m.senderAccount],
      m.recipient ? nameOf(m.recipient) : l.community,
      l.accounts[m.recipientAccount],
      m.amount,
      m.message,
      nameOf(m.admin),
    ]);
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: l.headers.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
