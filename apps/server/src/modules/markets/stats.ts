/**
 * Purchase statistics of a market (SPEC §1 'admin … purchase statistics', §2 analytics reports
 * 'market', §7 'analytics: benefits, benefit-cafe, with xlsx exports'; DOMAIN §2.5;
 * docs/decisions/0046) — per offer and per member over the orders created within a date range —
 * and the .xlsx workbooks of the offers table, the shopping list and the statistics.
 */
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import type { AdminOffer, MarketStatsPage, MarketStatsQuery, MemberStatsRow, OfferStatsRow, Order, OrderStatus, UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { escapeLike, iso, offerSummaryJson, personJson, toOfferSummary, toPerson, type ImageJson } from './shared.ts';

/** The orders of the range (alias `mo`), days in UTC, both included. */
function rangeWhere(q: Pick<MarketStatsQuery, 'from' | 'to'>): SQL {
  const parts: SQL[] = [];
  if (q.from) parts.push(sql`mo.created_at >= ${q.from}::date`);
  if (q.to) parts.push(sql`mo.created_at < ${q.to}::date + 1`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

const HELD = sql.raw(`('under_consideration', 'accepted_awaiting', 'accepted_by_buyer')`);
const SPENT = sql.raw(`('paid', 'ready_for_delivery', 'issued', 'ready')`);
const RETURNED = sql.raw(`('rejected', 'canceled')`);

/** Rows of the per-offer statistics (every offer of the market, ordered ones first). */
async function offerRows(db: Executor, marketId: number, q: Pick<MarketStatsQuery, 'from' | 'to' | 'q'>, limit: number, offset: number): Promise<OfferStatsRow[]> {
  const text = q.q?.trim();
  const search = text ? sql`and o.name ilike ${`%${escapeLike(text)}%`}` : sql``;
  const rows = await queryRows<{
    offer: { id: number; name: string; tile: ImageJson | null };
    price: string;
    stock: number;
    remainder_action: string;
    categories: string[];
    created_at: string | Date;
    orders: number;
    considered: number;
    issued: number;
    returned: number;
    units: number;
    spent: string;
  }>(
    db,
    sql`select ${offerSummaryJson()} as offer, o.price::text, o.stock, o.remainder_action, o.created_at,
               (select coalesce(array_agg(c.name order by c.name), '{}') from market_offer_categories oc join market_categories c on c.id = oc.category_id where oc.offer_id = o.id) as categories,
               coalesce(s.orders, 0)::int as orders, coalesce(s.considered, 0)::int as considered, coalesce(s.issued, 0)::int as issued,
               coalesce(s.returned, 0)::int as returned, coalesce(s.units, 0)::int as units, coalesce(s.spent, 0)::text as spent
        from market_offers o
        left join (select mo.offer_id, count(*) as orders,
                          count(*) filter (where mo.status in ${HELD}) as considered,
                          count(*) filter (where mo.status in ('issued', 'ready')) as issued,
                          count(*) filter (where mo.status in ${RETURNED}) as returned,
                          sum(mo.quantity) filter (where mo.status not in ${RETURNED}) as units,
                          sum(mo.total) filter (where mo.status in ${SPENT}) as spent
                   from market_orders mo where mo.market_id = ${marketId} and ${rangeWhere(q)} group by mo.offer_id) s on s.offer_id = o.id
        where o.market_id = ${marketId} ${search}
        order by coalesce(s.units, 0) desc, o.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    offer: toOfferSummary(r.offer),
    price: Number(r.price),
    remainder: r.remainder_action === 'ignore' ? null : Number(r.stock),
    categories: r.categories,
    createdAt: iso(r.created_at),
    orders: Number(r.orders),
    considered: Number(r.considered),
    issued: Number(r.issued),
    returned: Number(r.returned),
    units: Number(r.units),
    spent: Number(r.spent),
  }));
}

/** Rows of the per-member statistics: members with at least one order in the range, most points spent first. */
async function memberRows(db: Executor, marketId: number, q: Pick<MarketStatsQuery, 'from' | 'to' | 'q'>, limit: number, offset: number): Promise<MemberStatsRow[]> {
  const text = q.q?.trim();
  const like = text ? `%${escapeLike(text)}%` : null;
  const search = like ? sql`and (p.surname ilike ${like} or p.first_name ilike ${like} or p.nickname ilike ${like} or p.tg_name ilike ${like})` : sql``;
  const rows = await queryRows<{ user: UserSummary; orders: number; spent: string; received: number; returned: number }>(
    db,
    sql`select ${personJson('p')} as user, count(*)::int as orders,
               coalesce(sum(mo.total) filter (where mo.status in ${SPENT}), 0)::text as spent,
               coalesce(sum(mo.quantity) filter (where mo.status in ('issued', 'ready')), 0)::int as received,
               count(*) filter (where mo.status in ${RETURNED})::int as returned
        from market_orders mo join public_profiles p on p.user_id = mo.user_id
        where mo.market_id = ${marketId} and ${rangeWhere(q)} ${search}
        group by p.user_id, p.first_name, p.surname, p.nickname, p.tg_name, p.photo
        order by coalesce(sum(mo.total) filter (where mo.status in ${SPENT}), 0) desc, p.user_id limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ user: toPerson(r.user), orders: Number(r.orders), spent: Number(r.spent), received: Number(r.received), returned: Number(r.returned) }));
}

/** GET /market/admin/stats: a page of the per-offer or per-member statistics with the range's totals. */
export async function marketStats(db: Executor, marketId: number, q: MarketStatsQuery): Promise<MarketStatsPage> {
  const offset = (q.page - 1) * q.pageSize;
  const text = q.q?.trim();
  const [totals] = await queryRows<{ orders: number; spent: string; units: number }>(
    db,
    sql`select count(*)::int as orders, coalesce(sum(mo.total) filter (where mo.status in ${SPENT}), 0)::text as spent,
               coalesce(sum(mo.quantity) filter (where mo.status not in ${RETURNED}), 0)::int as units
        from market_orders mo where mo.market_id = ${marketId} and ${rangeWhere(q)}`,
  );
  let total: number;
  if (q.by === 'offer') {
    const [n] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from market_offers o where o.market_id = ${marketId} ${text ? sql`and o.name ilike ${`%${escapeLike(text)}%`}` : sql``}`,
    );
    total = Number(n?.n ?? 0);
  } else {
    const like = text ? `%${escapeLike(text)}%` : null;
    const [n] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct mo.user_id)::int as n from market_orders mo join public_profiles p on p.user_id = mo.user_id
          where mo.market_id = ${marketId} and ${rangeWhere(q)}
          ${like ? sql`and (p.surname ilike ${like} or p.first_name ilike ${like} or p.nickname ilike ${like} or p.tg_name ilike ${like})` : sql``}`,
    );
    total = Number(n?.n ?? 0);
  }
  return {
    offers: q.by === 'offer' ? await offerRows(db, marketId, q, q.pageSize, offset) : [],
    members: q.by === 'member' ? await memberRows(db, marketId, q, q.pageSize, offset) : [],
    total,
    page: q.page,
    pageSize: q.pageSize,
    totals: { orders: Number(totals?.orders ?? 0), spent: Number(totals?.spent ?? 0), units: Number(totals?.units ?? 0) },
  };
}

type Lang = 'ru' | 'en';

const STATUS_LABELS: Record<Lang, Record<OrderStatus, string>> = {
  ru: {
    under_consideration: 'На рассмотрении',
    accepted_awaiting: 'Принято, ожидается выполнение',
    accepted_by_buyer: 'Принято покупателем',
    paid: 'Оплачено',
    ready_for_delivery: 'Готово к выдаче',
    issued: 'Выдано или отправлено покупателю',
    ready: 'Готово',
    rejected: 'Отклонено',
    canceled: 'Отменено',
  },
  en: {
    under_consideration: 'Under consideration',
    accepted_awaiting: 'Accepted, awaiting',
    accepted_by_buyer: 'Accepted by buyer',
    paid: 'Paid',
    ready_for_delivery: 'Ready for pickup',
    issued: 'Issued or shipped',
    ready: 'Ready',
    rejected: 'Rejected',
    canceled: 'Canceled',
  },
};

const LABELS = {
  ru: {
    offersSheet: 'Предложения',
    offersFile: 'Предложения в Бенефит-кафе',
    ordersSheet: 'Заказы',
    ordersFile: 'Заказы в Бенефит-кафе',
    offerStatsFile: 'Предложения — статистика Бенефит-кафе',
    memberStatsFile: 'Покупки в Бенефит-кафе',
    name: 'Название предложения',
    description: 'Описание',
    activeUntil: 'Активен до',
    categories: 'Категория',
    price: 'Цена',
    remainder: 'Остаток',
    status: 'Статус',
    active: 'Активен',
    archive: 'В архиве',
    orders: 'Заказов',
    number: 'Номер заказа',
    customer: 'Покупатель',
    created: 'Создан',
    quantity: 'Количество',
    total: 'Сумма',
    considered: 'На рассмотрении',
    issued: 'Выдано или отправлено',
    returned: 'Отклонено или отменено',
    units: 'Единиц заказано',
    spent: 'Потрачено',
    user: 'Пользователь',
    received: 'Получено бенефитов',
    added: 'Дата добавления',
  },
  en: {
    offersSheet: 'Offers',
    offersFile: 'Benefit cafe offers',
    ordersSheet: 'Orders',
    ordersFile: 'Benefit cafe orders',
    offerStatsFile: 'Benefit cafe offers statistics',
    memberStatsFile: 'Benefit cafe purchases',
    name: 'Offer name',
    description: 'Description',
    activeUntil: 'Active until',
    categories: 'Category',
    price: 'Price',
    remainder: 'Remaining',
    status: 'Status',
    active: 'Active',
    archive: 'In archive',
    orders: 'Orders',
    number: 'Order number',
    customer: 'Customer',
    created: 'Created',
    quantity: 'Quantity',
    total: 'Total',
    considered: 'Under consideration',
    issued: 'Issued or shipped',
    returned: 'Rejected or canceled',
    units: 'Units ordered',
    spent: 'Points spent',
    user: 'User',
    received: 'Benefits received',
    added: 'Date added',
  },
} as const;

const personName = (p: UserSummary) => [p.firstName, p.surname].filter(Boolean).join(' ') || p.nickname || p.tgName || String(p.id);
const today = () => new Date().toISOString().slice(0, 10);

/** A workbook of one sheet with `columns` and `rows`, header bold and filtered; the file named `title date.xlsx`. */
async function workbook(sheetName: string, title: string, asciiTitle: string, columns: Partial<ExcelJS.Column>[], rows: Record<string, unknown>[]) {
  const book = new ExcelJS.Workbook();
  book.creator = 'Gratia';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  for (const r of rows) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { bytes, name: `${title} ${today()}.xlsx`, asciiName: `${asciiTitle}-${today()}.xlsx` };
}

/** The offers table as a workbook (DOMAIN §2.3 'Предложения в Бенефит-кафе.xlsx'). */
export function offersWorkbook(offers: readonly AdminOffer[], lang: Lang) {
  const l = LABELS[lang];
  return workbook(
    l.offersSheet,
    l.offersFile,
    'market-offers',
    [
      { header: l.name, key: 'name', width: 36 },
      { header: l.description, key: 'description', width: 48 },
      { header: l.activeUntil, key: 'activeUntil', width: 20, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
      { header: l.categories, key: 'categories', width: 28 },
      { header: l.price, key: 'price', width: 10 },
      { header: l.remainder, key: 'remainder', width: 10 },
      { header: l.status, key: 'status', width: 12 },
      { header: l.orders, key: 'orders', width: 10 },
    ],
    offers.map((o) => ({
      name: o.name,
      description: o.description,
      activeUntil: o.activeUntil ? new Date(o.activeUntil) : null,
      categories: o.categories.map((c) => c.name).join(', '),
      price: o.price,
      remainder: o.remainder,
      status: o.status === 'active' ? l.active : l.archive,
      orders: o.orders,
    })),
  );
}

/** The shopping list as a workbook (DOMAIN §2.4 'Заказы в Бенефит-кафе.xlsx'). */
export function ordersWorkbook(orders: readonly Order[], lang: Lang) {
  const l = LABELS[lang];
  return workbook(
    l.ordersSheet,
    l.ordersFile,
    'market-orders',
    [
      { header: l.number, key: 'id', width: 12 },
      { header: l.name, key: 'offer', width: 36 },
      { header: l.customer, key: 'customer', width: 30 },
      { header: l.created, key: 'created', width: 20, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
      { header: l.status, key: 'status', width: 28 },
      { header: l.price, key: 'price', width: 10 },
      { header: l.quantity, key: 'quantity', width: 10 },
      { header: l.total, key: 'total', width: 10 },
    ],
    orders.map((o) => ({
      id: o.id,
      offer: o.offer.name,
      customer: personName(o.buyer),
      created: new Date(o.createdAt),
      status: STATUS_LABELS[lang][o.status],
      price: o.price,
      quantity: o.quantity,
      total: o.total,
    })),
  );
}

/** The statistics of the range as a workbook, per offer or per member (DOMAIN §2.5). */
export async function statsWorkbook(db: Executor, marketId: number, q: Pick<MarketStatsQuery, 'from' | 'to' | 'q' | 'by'>, lang: Lang, max: number) {
  const l = LABELS[lang];
  if (q.by === 'offer') {
    const rows = await offerRows(db, marketId, q, max, 0);
    return workbook(
      l.offersSheet,
      l.offerStatsFile,
      'market-offer-stats',
      [
        { header: l.added, key: 'added', width: 14, style: { numFmt: 'dd-mm-yyyy' } },
        { header: l.categories, key: 'categories', width: 28 },
        { header: l.name, key: 'name', width: 36 },
        { header: l.price, key: 'price', width: 10 },
        { header: l.issued, key: 'issued', width: 14 },
        { header: l.considered, key: 'considered', width: 14 },
        { header: l.returned, key: 'returned', width: 14 },
        { header: l.units, key: 'units', width: 12 },
        { header: l.spent, key: 'spent', width: 12 },
        { header: l.remainder, key: 'remainder', width: 10 },
      ],
      rows.map((r) => ({ added: new Date(r.createdAt), categories: r.categories.join(', '), name: r.offer.name, price: r.price, issued: r.issued, considered: r.considered, returned: r.returned, units: r.units, spent: r.spent, remainder: r.remainder })),
    );
  }
  const rows = await memberRows(db, marketId, q, max, 0);
  return workbook(
    l.ordersSheet,
    l.memberStatsFile,
    'market-member-stats',
    [
      { header: l.user, key: 'user', width: 34 },
      { header: l.orders, key: 'orders', width: 10 },
      { header: l.spent, key: 'spent', width: 12 },
      { header: l.received, key: 'received', width: 16 },
      { header: l.returned, key: 'returned', width: 16 },
    ],
    rows.map((r) => ({ user: personName(r.user), orders: r.orders, spent: r.spent, received: r.received, returned: r.returned })),
  );
}

