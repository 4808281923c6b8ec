import {
  MAX_LIMIT_DAYS,
  MAX_LINE_QUANTITY,
  MAX_OFFER_IMAGES,
  MAX_POINTS,
  MAX_REMAINDER,
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_NAME_MAX_LENGTH,
  type AdminOffer,
  type CreateOfferBody,
  type ImageRef,
  type LimitPeriod,
  type OfferStatus,
  type RemainderAction,
  type UpdateOfferBody,
} from '@gratia/contracts';

/**
 * The offer form as pure state (SPEC §3 Offer; DOMAIN §2.3; docs/decisions/0046): its values, the
 * client checks that mirror the contracts (`CreateOfferBody`), the body sent to the server, the
 * values of an existing offer and the order of its images. No React, no network.
 */

/** Most categories one offer carries (the contracts' `categoryIds` cap). */
export const MAX_OFFER_CATEGORIES = 20;
/** The sorting weight's range (higher first in the catalogue). */
export const SORT_WEIGHT_RANGE = { min: -1_000_000, max: 1_000_000 } as const;

/** What the form holds. Numbers are whole points or units; null while the field is empty. */
export interface OfferFormValues {
  name: string;
  description: string;
  /** The uploaded images in order; the first is the main one (the tile is cropped from it). */
  images: ImageRef[];
  /** The tile cropped from the first image, or null (the catalogue then shows the first image whole). */
  tile: ImageRef | null;
  /** The id of the image `tile` was cropped from: a tile counts only while that image is first. */
  tileOf: string | null;
  categoryIds: number[];
  /** Price in points, 0 … MAX_POINTS. */
  price: number | null;
  /** Remainder (stock), units, 0 … MAX_REMAINDER; not asked for when the remainder is ignored. */
  stock: number | null;
  remainderAction: RemainderAction;
  /** Active from / until: a day (`YYYY-MM-DD`) and an optional time (`HH:MM`, default 00:00 and 23:59). */
  activeFromDay: string | null;
  activeFromTime: string;
  activeUntilDay: string | null;
  activeUntilTime: string;
  status: OfferStatus;
  /** The issue limit: its window, the units per member (unless unlimited) and the days of a custom window. */
  limitPeriod: LimitPeriod;
  limitQuantity: number | null;
  limitDays: number | null;
  sortWeight: number | null;
  immediateDelivery: boolean;
}

/** The fields a message can show under (the images' and the limit's parts each have their own). */
export type OfferField =
  | 'name'
  | 'description'
  | 'images'
  | 'categories'
  | 'price'
  | 'stock'
  | 'remainderAction'
  | 'activeFrom'
  | 'activeFromTime'
  | 'activeUntil'
  | 'activeUntilTime'
  | 'status'
  | 'limitPeriod'
  | 'limitQuantity'
  | 'limitDays'
  | 'sortWeight';

/**
 * A message key: `form.errors.<key>` of the 'marketAdmin' namespace, or with `common` the
 * contracts' `validation.<key>` of the 'common' one (`datesOrder`).
 */
export interface OfferIssue {
  key: string;
  params?: Record<string, number>;
  common?: boolean;
}

/** The form's messages by field; empty when the values may be sent. */
export type OfferErrors = Partial<Record<OfferField, OfferIssue>>;

/** Where the image uploads stand: all done, some still running, or some failed. */
export type ImagesStatus = 'ready' | 'uploading' | 'failed';

/** A new offer's values: active, nothing else set, the remainder an error when exceeded, no limit. */
export function emptyOfferValues(): OfferFormValues {
  return {
    name: '',
    description: '',
    images: [],
    tile: null,
    tileOf: null,
    categoryIds: [],
    price: null,
    stock: null,
    remainderAction: 'error',
    activeFromDay: null,
    activeFromTime: '',
    activeUntilDay: null,
    activeUntilTime: '',
    status: 'active',
    limitPeriod: 'unlimited',
    limitQuantity: null,
    limitDays: null,
    sortWeight: 0,
    immediateDelivery: false,
  };
}

const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');

/** A time typed as `H:MM` or `HH:MM` (a dot also separates), 00:00–23:59, as `HH:MM`; null when it is not one. */
export function parseTime(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${m[2]}`;
}

/**
 * The instant of `day` (`YYYY-MM-DD`) at `time` in the viewer's time zone, as ISO 8601 with that
 * moment's offset (`2026-03-20T23:59:00+03:00`). An empty time is the start of the day, or with
 * `endOfDay` its last minute (23:59). Null without a day; `invalid` when the time is not one.
 */
export function offerInstant(day: string | null, time: string, endOfDay = false): string | null | 'invalid' {
  const d = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!d) return null;
  const hhmm = time.trim() === '' ? (endOfDay ? '23:59' : '00:00') : parseTime(time);
  if (!hhmm) return 'invalid';
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const local = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, minutes, 0, 0);
  if (Number.isNaN(local.getTime()) || local.getDate() !== Number(d[3])) return 'invalid';
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${d[1]}-${d[2]}-${d[3]}T${pad(local.getHours())}:${pad(local.getMinutes())}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The day (`YYYY-MM-DD`) and time (`HH:MM`) of an instant in the viewer's time zone. */
export function instantParts(iso: string): { day: string; time: string } {
  const at = new Date(iso);
  return { day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

/** The form's values of an existing offer (the edit form). */
export function valuesFromOffer(offer: AdminOffer): OfferFormValues {
  const from = offer.activeFrom ? instantParts(offer.activeFrom) : null;
  const until = offer.activeUntil ? instantParts(offer.activeUntil) : null;
  const limit = offer.limit ?? { period: 'unlimited' as const, quantity: null, days: null };
  return {
    name: offer.name,
    description: offer.description,
    images: [...offer.images],
    tile: offer.tile,
    tileOf: offer.tile ? (offer.images[0]?.id ?? null) : null,
    categoryIds: offer.categories.map((c) => c.id),
    price: offer.price,
    stock: offer.stock,
    remainderAction: offer.remainderAction,
    activeFromDay: from?.day ?? null,
    activeFromTime: from?.time ?? '',
    activeUntilDay: until?.day ?? null,
    activeUntilTime: until?.time ?? '',
    status: offer.status,
    limitPeriod: limit.period,
    limitQuantity: limit.quantity,
    limitDays: limit.days,
    sortWeight: offer.sortWeight,
    immediateDelivery: offer.immediateDelivery,
  };
}

/** The tile that counts now: the crop of the first image, or null once another image is first. */
export function currentTile(values: Pick<OfferFormValues, 'images' | 'tile' | 'tileOf'>): ImageRef | null {
  return values.tile && values.tileOf !== null && values.tileOf === values.images[0]?.id ? values.tile : null;
}

function checkWhole(value: number | null, min: number, max: number, required: OfferIssue | null, integer: OfferIssue): OfferIssue | undefined {
  if (value === null) return required ?? undefined;
  if (!Number.isInteger(value)) return integer;
  if (value < min || value > max) return { key: 'range', params: { min, max } };
  return undefined;
}

/**
 * The client checks of the form, the same rules as the contracts' `CreateOfferBody` (the server
 * checks again; its 400 issues show under the same fields):
 * - name: trimmed, required ('Введите имя предложения'), at most OFFER_NAME_MAX_LENGTH characters;
 * - description: at most OFFER_DESCRIPTION_MAX_LENGTH;
 * - images: at most MAX_OFFER_IMAGES, every upload finished (`images`);
 * - categories: at most {@link MAX_OFFER_CATEGORIES};
 * - price: required, a whole number 0 … MAX_POINTS ('Цена должна быть числом');
 * - remainder: required unless the remainder is ignored, a whole number 0 … MAX_REMAINDER;
 * - active from / until: a valid time when typed; from before until (`validation.datesOrder` on until);
 * - issue limit: the quantity (1 … MAX_LINE_QUANTITY) unless unlimited, the days (1 … MAX_LIMIT_DAYS) of a custom window;
 * - sorting weight: a whole number within {@link SORT_WEIGHT_RANGE} (empty is 0).
 */
export function validateOffer(values: OfferFormValues, images: ImagesStatus = 'ready'): OfferErrors {
  const errors: OfferErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = { key: 'nameRequired' };
  else if (name.length > OFFER_NAME_MAX_LENGTH) errors.name = { key: 'tooLong', common: true, params: { max: OFFER_NAME_MAX_LENGTH } };
  if (values.description.trim().length > OFFER_DESCRIPTION_MAX_LENGTH) errors.description = { key: 'tooLong', common: true, params: { max: OFFER_DESCRIPTION_MAX_LENGTH } };
  if (images === 'uploading') errors.images = { key: 'imagesUploading' };
  else if (images === 'failed') errors.images = { key: 'imagesFailed' };
  else if (values.images.length > MAX_OFFER_IMAGES) errors.images = { key: 'tooManyPhotos', params: { max: MAX_OFFER_IMAGES }, common: true };
  if (values.categoryIds.length > MAX_OFFER_CATEGORIES) errors.categories = { key: 'tooManyCategories', params: { max: MAX_OFFER_CATEGORIES } };
  const price = checkWhole(values.price, 0, MAX_POINTS, { key: 'priceRequired' }, { key: 'priceInteger' });
  if (price) errors.price = price;
  if (values.remainderAction !== 'ignore') {
    const stock = checkWhole(values.stock, 0, MAX_REMAINDER, { key: 'stockRequired' }, { key: 'stockInteger' });
    if (stock) errors.stock = stock;
  }
  const from = offerInstant(values.activeFromDay, values.activeFromTime);
  const until = offerInstant(values.activeUntilDay, values.activeUntilTime, true);
  if (from === 'invalid') errors.activeFromTime = { key: 'time' };
  if (until === 'invalid') errors.activeUntilTime = { key: 'time' };
  if (values.activeFromDay === null && values.activeFromTime.trim() !== '') errors.activeFrom = { key: 'dayRequired' };
  if (values.activeUntilDay === null && values.activeUntilTime.trim() !== '') errors.activeUntil = { key: 'dayRequired' };
  if (from && until && from !== 'invalid' && until !== 'invalid' && Date.parse(from) >= Date.parse(until)) errors.activeUntil = { key: 'datesOrder', common: true };
  if (values.limitPeriod !== 'unlimited') {
    const quantity = checkWhole(values.limitQuantity, 1, MAX_LINE_QUANTITY, { key: 'limitQuantityRequired' }, { key: 'range', params: { min: 1, max: MAX_LINE_QUANTITY } });
    if (quantity) errors.limitQuantity = quantity;
  }
  if (values.limitPeriod === 'custom') {
    const days = checkWhole(values.limitDays, 1, MAX_LIMIT_DAYS, { key: 'limitDaysRequired' }, { key: 'range', params: { min: 1, max: MAX_LIMIT_DAYS } });
    if (days) errors.limitDays = days;
  }
  const weight = checkWhole(values.sortWeight, SORT_WEIGHT_RANGE.min, SORT_WEIGHT_RANGE.max, null, { key: 'range', params: { ...SORT_WEIGHT_RANGE } });
  if (weight) errors.sortWeight = weight;
  return errors;
}

/** True when `errors` holds no message. */
export function isValid(errors: OfferErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The offer's fields of a create or update body (values that passed {@link validateOffer}). */
function offerFields(values: OfferFormValues) {
  const from = offerInstant(values.activeFromDay, values.activeFromTime);
  const until = offerInstant(values.activeUntilDay, values.activeUntilTime, true);
  const tile = currentTile(values);
  const period = values.limitPeriod;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    imageIds: values.images.map((i) => i.id),
    tileId: tile?.id ?? null,
    categoryIds: [...values.categoryIds],
    price: values.price ?? 0,
    stock: values.remainderAction === 'ignore' ? 0 : (values.stock ?? 0),
    remainderAction: values.remainderAction,
    activeFrom: from === 'invalid' ? null : from,
    activeUntil: until === 'invalid' ? null : until,
    status: values.status,
    limit: {
      period,
      quantity: period === 'unlimited' ? null : values.limitQuantity,
      days: period === 'custom' ? values.limitDays : null,
    },
    sortWeight: values.sortWeight ?? 0,
    immediateDelivery: values.immediateDelivery,
  };
}

/** POST /api/market/admin/offers: a new offer of market `marketId` with every field of the form. */
export function createOfferBody(marketId: number, values: OfferFormValues): CreateOfferBody {
  return { marketId, ...offerFields(values) };
}

/** PATCH /api/market/admin/offers: offer `id` with every field of the form (the images in their new order). */
export function updateOfferBody(id: number, values: OfferFormValues): UpdateOfferBody {
  return { id, ...offerFields(values) };
}

/**
 * Where a 400 VALIDATION_ERROR issue of the offer body shows (its top-level field → the form's):
 * the ids of the images and the tile under the photos, the categories' ids under the categories,
 * the limit under its quantity.
 */
export const SERVER_FIELDS: Readonly<Record<string, OfferField>> = {
  name: 'name',
  description: 'description',
  imageIds: 'images',
  tileId: 'images',
  categoryIds: 'categories',
  price: 'price',
  stock: 'stock',
  remainderAction: 'remainderAction',
  activeFrom: 'activeFrom',
  activeUntil: 'activeUntil',
  status: 'status',
  limit: 'limitQuantity',
  sortWeight: 'sortWeight',
};

/** One place of the images: an uploaded image already in the offer, or an upload of this visit (by its key). */
export type ImageEntry = { kind: 'image'; image: ImageRef } | { kind: 'upload'; key: string };

/** An upload as the images list reads it (thanks' photo uploads). */
export interface ImageUpload {
  key: string;
  status: 'uploading' | 'done' | 'failed';
  image?: ImageRef;
}

/** One image of the list: resolved (`image` once uploaded) with its upload while this visit made it. */
export interface ImageItem<U extends ImageUpload> {
  key: string;
  image: ImageRef | null;
  upload: U | null;
}

/**
 * The images in order: `entries` resolved against this visit's uploads (an upload removed
 * meanwhile drops out), then the uploads not placed yet, as picked.
 */
export function imageItems<U extends ImageUpload>(entries: readonly ImageEntry[], uploads: readonly U[]): ImageItem<U>[] {
  const byKey = new Map(uploads.map((u) => [u.key, u]));
  const placed = new Set<string>();
  const ofUpload = (u: U): ImageItem<U> => ({ key: u.key, image: u.status === 'done' ? (u.image ?? null) : null, upload: u });
  const items: ImageItem<U>[] = [];
  for (const entry of entries) {
    if (entry.kind === 'image') {
      items.push({ key: `image:${entry.image.id}`, image: entry.image, upload: null });
      continue;
    }
    const upload = byKey.get(entry.key);
    if (!upload || placed.has(entry.key)) continue;
    placed.add(entry.key);
    items.push(ofUpload(upload));
  }
  for (const upload of uploads) if (!placed.has(upload.key)) items.push(ofUpload(upload));
  return items;
}

/** The entries that keep `items`' order. */
export function imageEntries(items: readonly ImageItem<ImageUpload>[]): ImageEntry[] {
  return items.map((item) => (item.upload ? { kind: 'upload', key: item.upload.key } : { kind: 'image', image: item.image! }));
}

/** Where the uploads of `items` stand. */
export function imagesStatus(items: readonly ImageItem<ImageUpload>[]): ImagesStatus {
  if (items.some((i) => i.upload?.status === 'uploading')) return 'uploading';
  if (items.some((i) => i.upload?.status === 'failed')) return 'failed';
  return 'ready';
}

/** `list` with the item at `from` moved to `to` (0-based). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}
