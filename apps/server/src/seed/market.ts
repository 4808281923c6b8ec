/**
 * The demo's benefit market (docs/decisions/0046), made through the market's own service functions
 * with back-dated clocks, so the ledger stays balanced: «Бенефит-кафе» run by the admin and an
 * office manager, a category tree, 30 offers with generated pictures (stock kept or not, each
 * remainder action, issue limits, immediate delivery, one archived, one ending soon), and members'
 * orders in every status — held, accepted, paid, issued, done, rejected and canceled — so the
 * catalogue, the order history, the shopping list, the statistics, the feed's purchases and the
 * main page's top benefits are alive on the first start.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { CreateOfferBody, OrderStatus } from '@gratia/contracts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { checkout, createCategory, createMarket, createOffer, setCartLine, setOrderStatus, updateMarket } from '../modules/markets/index.ts';
import { processImage, saveProcessedImage, type ObjectStorage } from '../modules/media/index.ts';
import { offerPictureSvg, type OfferPictureKind } from './marketPictures.ts';

const DAY = 86_400_000;

/** The category tree: top categories with their subcategories. */
const CATEGORIES: [string, string[]][] = [
  ['Еда и напитки', ['Кофе и выпечка', 'Обеды']],
  ['Спорт и здоровье', ['Абонементы', 'Экипировка']],
  ['Обучение', ['Курсы', 'Книги']],
  ['Мерч', ['Одежда', 'Аксессуары']],
  ['Отдых', ['Путешествия', 'Развлечения']],
  ['Техника', []],
];

interface SeedOffer {
  name: string;
  description: string;
  kind: OfferPictureKind;
  category: string;
  price: number;
  stock: number;
  action?: CreateOfferBody['remainderAction'];
  limit?: CreateOfferBody['limit'];
  immediate?: boolean;
  archived?: boolean;
  /** Days from now until it ends. */
  endsIn?: number;
  weight?: number;
}

/** The 30 offers of the demo market. */
export const SEED_OFFERS: SeedOffer[] = [
  { name: 'Капучино и круассан в «Кофейне на этаже»', description: 'Любой кофе 0,3 л и свежий круассан. Покажите QR-код из заказа бариста на 3-м этаже.', kind: 'coffee', category: 'Кофе и выпечка', price: 15, stock: 0, action: 'ignore', immediate: true, weight: 50, limit: { period: 'day', quantity: 2, days: null } },
  { name: 'Абонемент на 10 чашек кофе', description: 'Десять любых напитков в кофейне бизнес-центра в течение месяца.', kind: 'coffee', category: 'Кофе и выпечка', price: 120, stock: 25, weight: 30 },
  { name: 'Коробка пирожных к пятничному чаю', description: 'Шесть пирожных из кондитерской «Буше» — угостите команду. Доставим в офис к 16:00 в пятницу.', kind: 'gift', category: 'Кофе и выпечка', price: 90, stock: 8, action: 'error' },
  { name: 'Бизнес-ланч в ресторане «Тарелка»', description: 'Салат, суп, горячее и морс. Ресторан на первом этаже, с 12:00 до 16:00 в будни.', kind: 'lunch', category: 'Обеды', price: 40, stock: 0, action: 'ignore', weight: 40, limit: { period: 'week', quantity: 3, days: null } },
  { name: 'Обед для всей команды', description: 'Пицца и салаты на 8 человек с доставкой в офис. Согласуйте дату с офис-менеджером.', kind: 'lunch', category: 'Обеды', price: 450, stock: 3, action: 'error' },
  { name: 'Месяц в фитнес-клубе «Динамо»', description: 'Безлимитное посещение тренажёрного зала и бассейна в течение 30 дней. Клуб в 5 минутах от офиса.', kind: 'fitness', category: 'Абонементы', price: 350, stock: 10, weight: 35, limit: { period: 'period', quantity: 1, days: null } },
  { name: 'Восемь занятий йогой', description: 'Групповые занятия по вторникам и четвергам в 19:00 в переговорной «Простор». Коврики есть.', kind: 'yoga', category: 'Абонементы', price: 160, stock: 12, action: 'issue' },
  { name: 'Разовое посещение бассейна', description: 'Один визит в бассейн спорткомплекса «Олимп», 90 минут.', kind: 'fitness', category: 'Абонементы', price: 30, stock: 0, action: 'ignore', immediate: true },
  { name: 'Коврик для йоги с логотипом', description: 'Нескользящий коврик 183 × 61 см, толщина 6 мм, с чехлом.', kind: 'yoga', category: 'Экипировка', price: 80, stock: 15 },
  { name: 'Спортивная бутылка Gratia', description: 'Бутылка 750 мл из тритана, не пропускает запахи, с защёлкой.', kind: 'eco', category: 'Экипировка', price: 35, stock: 40 },
  { name: 'Онлайн-курс «Публичные выступления»', description: 'Шесть недель с тренером: структура речи, работа с залом, ответы на сложные вопросы. Подробности: https://example.com/speaking', kind: 'course', category: 'Курсы', price: 300, stock: 5, action: 'error', weight: 20 },
  { name: 'Курс английского для IT, 3 месяца', description: 'Занятия в мини-группах дважды в неделю онлайн. Перед стартом — тест на уровень.', kind: 'course', category: 'Курсы', price: 500, stock: 4 },
  { name: 'Участие в конференции «Highload»', description: 'Билет на два дня конференции. Отчёт для коллег — по желанию, но очень приветствуется.', kind: 'ticket', category: 'Курсы', price: 600, stock: 2, action: 'error', endsIn: 12 },
  { name: 'Книга на выбор из «Бизнес-библиотеки»', description: 'Любая книга издательства до 1500 ₽: закажите, а мы купим и передадим её вам.', kind: 'book', category: 'Книги', price: 50, stock: 30, weight: 25, limit: { period: 'month', quantity: 2, days: null } },
  { name: 'Подписка на электронные книги, 3 месяца', description: 'Доступ к каталогу из 300 000 книг и аудиокниг на любом устройстве.', kind: 'book', category: 'Книги', price: 70, stock: 20 },
  { name: 'Худи Gratia', description: 'Тёплое худи из хлопка с вышитым логотипом. Размеры от XS до XXL — укажите в комментарии офис-менеджеру.', kind: 'tshirt', category: 'Одежда', price: 140, stock: 18, action: 'issue', weight: 15 },
  { name: 'Футболка «Спасибо, что ты есть»', description: 'Белая футболка оверсайз с принтом. Состав: 100 % хлопок.', kind: 'tshirt', category: 'Одежда', price: 60, stock: 25 },
  { name: 'Носки с котиками, 3 пары', description: 'Набор ярких носков — на удачу перед релизом.', kind: 'gift', category: 'Одежда', price: 25, stock: 50 },
  { name: 'Кружка-термос', description: 'Держит тепло 6 часов, объём 450 мл, подходит для кофемашины.', kind: 'mug', category: 'Аксессуары', price: 55, stock: 22 },
  { name: 'Керамическая кружка «Лучший коллега»', description: 'Кружка 350 мл, можно мыть в посудомоечной машине.', kind: 'mug', category: 'Аксессуары', price: 30, stock: 35 },
  { name: 'Рюкзак для ноутбука', description: 'Водоотталкивающая ткань, отделение для ноутбука до 16 дюймов, USB-порт.', kind: 'gift', category: 'Аксессуары', price: 220, stock: 6 },
  { name: 'Набор эко-стаканов', description: 'Два многоразовых стакана из бамбукового волокна с силиконовыми крышками.', kind: 'eco', category: 'Аксессуары', price: 40, stock: 0, action: 'error' },
  { name: 'Дополнительный день отпуска', description: 'Один оплачиваемый выходной в удобный вам день. Согласуйте дату с руководителем.', kind: 'travel', category: 'Путешествия', price: 800, stock: 0, action: 'ignore', weight: 45, limit: { period: 'year', quantity: 2, days: null } },
  { name: 'Сертификат на выходные в загородном отеле', description: 'Две ночи на двоих с завтраками в отеле «Сосны», 60 км от города.', kind: 'travel', category: 'Путешествия', price: 900, stock: 2, action: 'error' },
  { name: 'Два билета в кино', description: 'Любой сеанс в сети «Киномакс» в течение трёх месяцев.', kind: 'ticket', category: 'Развлечения', price: 45, stock: 0, action: 'ignore', immediate: true, weight: 10 },
  { name: 'Квест для команды', description: 'Квест в реальности на 4–6 человек, 60 минут. Выберите сценарий на сайте партнёра.', kind: 'ticket', category: 'Развлечения', price: 300, stock: 3, endsIn: 5 },
  { name: 'Билет на стендап-вечер', description: 'Вечер открытого микрофона в клубе «Смех», пятница, 20:00.', kind: 'ticket', category: 'Развлечения', price: 50, stock: 10, archived: true },
  { name: 'Беспроводные наушники', description: 'Наушники с шумоподавлением, до 30 часов работы, чехол с зарядкой.', kind: 'headphones', category: 'Техника', price: 700, stock: 3, action: 'error', weight: 5 },
  { name: 'Второй монитор для удалёнки', description: 'Монитор 24 дюйма, IPS, в пользование на время работы в компании.', kind: 'laptop', category: 'Техника', price: 950, stock: 2 },
  { name: 'Эргономичная мышь', description: 'Вертикальная беспроводная мышь — запястье скажет спасибо.', kind: 'laptop', category: 'Техника', price: 110, stock: 9, action: 'issue' },
];

/** Renders an offer picture and stores it as an image of the market administrator. */
async function storePicture(db: Db, storage: ObjectStorage, owner: { organizationId: number; userId: number }, kind: OfferPictureKind, variant: number, createdAt: Date) {
  const png = await sharp(Buffer.from(offerPictureSvg(kind, variant))).png({ compressionLevel: 0 }).toBuffer();
  return saveProcessedImage(db, storage, owner, 'thanks', await processImage(png, 'thanks'), { createdAt });
}

/**
 * Seeds the market of `organizationId`: `adminId` (an organization admin) opens it and names
 * `keeperId` its administrator; the members of `buyerIds` who have received points order offers.
 * Pictures only with `storage`. Returns the market id and how many offers and orders were made.
 */
export async function seedMarket(
  db: Db,
  input: { organizationId: number; adminId: number; keeperId: number; buyerIds: number[]; now: Date; storage?: ObjectStorage | undefined },
): Promise<{ marketId: number; offers: number; orders: number }> {
  const { organizationId, adminId, keeperId, now } = input;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const admin = { organizationId, userId: adminId };
  const keeper = { organizationId, userId: keeperId };
  const market = await createMarket(db, organizationId, 'Бенефит-кафе');
  await updateMarket(db, organizationId, { id: market.id, adminIds: [keeperId] });
  const categoryIds = new Map<string, number>();
  for (const [top, children] of CATEGORIES) {
    const parent = await createCategory(db, admin, { marketId: market.id, name: top, parentId: null });
    categoryIds.set(top, parent.id);
    for (const child of children) categoryIds.set(child, (await createCategory(db, admin, { marketId: market.id, name: child, parentId: parent.id })).id);
  }
  const seen = new Map<OfferPictureKind, number>();
  const offerIds: number[] = [];
  for (const [i, o] of SEED_OFFERS.entries()) {
    const variant = seen.get(o.kind) ?? 0;
    seen.set(o.kind, variant + 1);
    const author = i % 3 === 0 ? admin : keeper;
    const picture = input.storage ? await storePicture(db, input.storage, author, o.kind, variant, ago(30)) : null;
    const offer = await createOffer(db, author, {
      marketId: market.id,
      name: o.name,
      description: o.description,
      imageIds: picture ? [picture.id] : [],
      tileId: null,
      categoryIds: [categoryIds.get(o.category) ?? 0].filter(Boolean),
      price: o.price,
      stock: o.stock,
      remainderAction: o.action ?? 'error',
      activeFrom: null,
      activeUntil: o.endsIn ? new Date(now.getTime() + o.endsIn * DAY).toISOString() : null,
      status: 'active',
      limit: o.limit ?? { period: 'unlimited', quantity: null, days: null },
      sortWeight: o.weight ?? 0,
      immediateDelivery: o.immediate ?? false,
    });
    offerIds.push(offer.id);
    await db.execute(sql`update market_offers set created_at = ${ago(30 - i * 0.5).toISOString()} where id = ${offer.id}`);
  }

  // Orders: buyers with received points order, the administrators move them along.
  const rich = await queryRows<{ user_id: number; balance: number }>(
    db,
    sql`select a.user_id, a.balance::int as balance from accounts a join periods p on p.id = a.period_id and p.status = 'active'
        join memberships m on m.user_id = a.user_id and m.organization_id = p.organization_id and m.fired_on is null and m.blocked_at is null
        where p.organization_id = ${organizationId} and a.kind = 'income' and a.balance >= 15
          and a.user_id in (${sql.join(input.buyerIds.map((id) => sql`${id}::int`), sql`, `)})
        order by a.balance desc, a.user_id`,
  );
  // Each plan: the offer (index), the quantity, the days ago and the statuses it went through.
  const plans: [number, number, number, OrderStatus[]][] = [
    [0, 1, 20, ['paid']],
    [3, 2, 18, ['accepted_awaiting', 'paid', 'issued', 'ready']],
    [13, 1, 16, ['paid', 'ready_for_delivery', 'issued']],
    [19, 1, 14, ['paid', 'issued']],
    [9, 1, 12, ['rejected']],
    [24, 2, 11, ['paid']],
    [16, 1, 10, ['accepted_awaiting', 'accepted_by_buyer', 'paid', 'ready_for_delivery']],
    [1, 1, 9, ['canceled']],
    [7, 1, 8, ['paid']],
    [17, 1, 7, ['accepted_awaiting']],
    [3, 1, 6, ['paid', 'issued']],
    [14, 1, 5, []],
    [0, 2, 4, ['paid']],
    [29, 1, 3, ['accepted_awaiting']],
    [10, 1, 2, []],
    [19, 2, 2, ['paid', 'rejected']],
    [24, 1, 1, ['paid']],
    [6, 1, 1, []],
    [3, 1, 0.5, []],
    [13, 1, 0.2, []],
  ];
  let orders = 0;
  for (const [k, [offer, quantity, daysAgo, statuses]] of plans.entries()) {
    const o = SEED_OFFERS[offer];
    const offerId = offerIds[offer];
    if (!o || offerId === undefined || rich.length === 0) continue;
    const buyer = rich.find((r, i) => i >= k % rich.length && r.balance >= o.price * quantity) ?? rich.find((r) => r.balance >= o.price * quantity);
    if (!buyer) continue;
    const v = { organizationId, userId: Number(buyer.user_id) };
    const at = ago(daysAgo);
    try {
      await setCartLine(db, v, { marketId: market.id, offerId, mode: 'add', quantity, chosen: true });
      const made = await checkout(db, v, market.id, randomUUID(), at);
      const order = made.orders[0];
      if (!order) continue;
      buyer.balance -= order.total;
      orders++;
      for (const [step, status] of statuses.entries()) {
        const by = status === 'accepted_by_buyer' || status === 'ready' ? v : step % 2 === 0 ? keeper : admin;
        await setOrderStatus(db, by, order.id, status, new Date(at.getTime() + (step + 1) * 3 * 3_600_000));
        if (status === 'rejected' || status === 'canceled') buyer.balance += order.total;
      }
    } catch {
      // A plan the demo's balances cannot pay for is skipped; the cart keeps the line.
      await db.execute(sql`delete from market_cart_lines where user_id = ${v.userId}`);
    }
  }
  // Two members have something waiting in their cart.
  for (const [i, r] of rich.slice(0, 2).entries()) {
    const offerId = offerIds[[15, 20][i] ?? 0];
    if (offerId !== undefined) await setCartLine(db, { organizationId, userId: Number(r.user_id) }, { marketId: market.id, offerId, mode: 'add', quantity: 1, chosen: true });
  }
  // One offer went to the archive after the season.
  const archived = SEED_OFFERS.findIndex((o) => o.archived);
  if (archived >= 0) await db.execute(sql`update market_offers set status = 'archive' where id = ${offerIds[archived] ?? 0}`);
  return { marketId: market.id, offers: offerIds.length, orders };
}
