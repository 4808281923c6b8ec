import { describe, expect, it } from 'vitest';
import { CreateOfferBody, UpdateOfferBody } from '@gratia/contracts';
import { photos } from '../../testing/media.ts';
import { offer, offers } from './fixtures.ts';
import {
  createOfferBody,
  currentTile,
  emptyOfferValues,
  imageEntries,
  imageItems,
  imagesStatus,
  instantParts,
  isValid,
  moveItem,
  offerInstant,
  parseTime,
  updateOfferBody,
  validateOffer,
  valuesFromOffer,
  type ImageUpload,
  type OfferFormValues,
} from './offerForm.ts';

/** A valid form: a name and a price, the rest as a new offer starts. */
const filled = (changes: Partial<OfferFormValues> = {}): OfferFormValues => ({ ...emptyOfferValues(), name: 'Капучино', price: 15, stock: 40, ...changes });

describe('the offer form (DOMAIN §2.3; docs/decisions/0046)', () => {
  it('starts active, unlimited, an error when the remainder is exceeded, weight 0', () => {
    expect(emptyOfferValues()).toMatchObject({ name: '', status: 'active', limitPeriod: 'unlimited', remainderAction: 'error', sortWeight: 0, price: null, images: [] });
  });

  it('needs a name and a price', () => {
    expect(validateOffer(emptyOfferValues())).toEqual({ name: { key: 'nameRequired' }, price: { key: 'priceRequired' }, stock: { key: 'stockRequired' } });
    expect(validateOffer(filled({ name: '   ' })).name).toEqual({ key: 'nameRequired' });
    expect(validateOffer(filled({ name: 'x'.repeat(151) })).name).toEqual({ key: 'tooLong', common: true, params: { max: 150 } });
    expect(isValid(validateOffer(filled()))).toBe(true);
  });

  it('keeps the price and the remainder whole and within their ranges', () => {
    expect(validateOffer(filled({ price: 1.5 })).price).toEqual({ key: 'priceInteger' });
    expect(validateOffer(filled({ price: 1_000_001 })).price).toEqual({ key: 'range', params: { min: 0, max: 1_000_000 } });
    expect(validateOffer(filled({ price: 0 })).price).toBeUndefined();
    expect(validateOffer(filled({ stock: 2.5 })).stock).toEqual({ key: 'stockInteger' });
    expect(validateOffer(filled({ stock: null })).stock).toEqual({ key: 'stockRequired' });
    // An ignored remainder is not asked for.
    expect(validateOffer(filled({ stock: null, remainderAction: 'ignore' })).stock).toBeUndefined();
  });

  it('puts "active from" before "active until" (the contracts\' datesOrder, on until)', () => {
    const dates = { activeFromDay: '2026-03-20', activeUntilDay: '2026-03-10' };
    expect(validateOffer(filled(dates)).activeUntil).toEqual({ key: 'datesOrder', common: true });
    // The same day: from its start to its end is fine; from 18:00 to 09:00 is not.
    expect(validateOffer(filled({ activeFromDay: '2026-03-20', activeUntilDay: '2026-03-20' })).activeUntil).toBeUndefined();
    expect(validateOffer(filled({ activeFromDay: '2026-03-20', activeFromTime: '18:00', activeUntilDay: '2026-03-20', activeUntilTime: '09:00' })).activeUntil).toEqual({ key: 'datesOrder', common: true });
    expect(validateOffer(filled({ activeFromDay: '2026-03-20', activeFromTime: '25:00' })).activeFromTime).toEqual({ key: 'time' });
    expect(validateOffer(filled({ activeUntilTime: '18:00' })).activeUntil).toEqual({ key: 'dayRequired' });
  });

  it('needs the limit\'s quantity unless unlimited, and the days of a custom window', () => {
    expect(validateOffer(filled({ limitPeriod: 'week' })).limitQuantity).toEqual({ key: 'limitQuantityRequired' });
    expect(validateOffer(filled({ limitPeriod: 'week', limitQuantity: 2 })).limitQuantity).toBeUndefined();
    expect(validateOffer(filled({ limitPeriod: 'custom', limitQuantity: 2 })).limitDays).toEqual({ key: 'limitDaysRequired' });
    expect(validateOffer(filled({ limitPeriod: 'custom', limitQuantity: 2, limitDays: 3651 })).limitDays).toEqual({ key: 'range', params: { min: 1, max: 3650 } });
    expect(validateOffer(filled({ limitPeriod: 'unlimited', limitQuantity: null })).limitQuantity).toBeUndefined();
  });

  it('waits for the photos to upload and caps the categories', () => {
    expect(validateOffer(filled(), 'uploading').images).toEqual({ key: 'imagesUploading' });
    expect(validateOffer(filled(), 'failed').images).toEqual({ key: 'imagesFailed' });
    expect(validateOffer(filled({ categoryIds: Array.from({ length: 21 }, (_, i) => i + 1) })).categories).toEqual({ key: 'tooManyCategories', params: { max: 20 } });
    expect(validateOffer(filled({ sortWeight: 1_000_001 })).sortWeight).toEqual({ key: 'range', params: { min: -1_000_000, max: 1_000_000 } });
    expect(validateOffer(filled({ sortWeight: -5 })).sortWeight).toBeUndefined();
  });

  it('reads a time as HH:MM and makes the instant of a day in the viewer\'s zone', () => {
    expect(parseTime('9:05')).toBe('09:05');
    expect(parseTime('18.30')).toBe('18:30');
    expect(parseTime('24:00')).toBeNull();
    expect(offerInstant(null, '10:00')).toBeNull();
    expect(offerInstant('2026-03-20', 'x')).toBe('invalid');
    expect(Date.parse(offerInstant('2026-03-20', '') as string)).toBe(new Date(2026, 2, 20, 0, 0).getTime());
    expect(Date.parse(offerInstant('2026-03-20', '', true) as string)).toBe(new Date(2026, 2, 20, 23, 59).getTime());
    expect(Date.parse(offerInstant('2026-03-20', '18:30') as string)).toBe(new Date(2026, 2, 20, 18, 30).getTime());
    expect(instantParts(new Date(2026, 2, 20, 18, 30).toISOString())).toEqual({ day: '2026-03-20', time: '18:30' });
  });

  it('sends every field, numbers as JSON numbers, a body the contracts accept', () => {
    const values = filled({
      description: '  Большой капучино  ',
      images: [photos[0]!, photos[1]!],
      tile: { ...photos[0]!, id: '5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a99' },
      tileOf: photos[0]!.id,
      categoryIds: [2],
      activeFromDay: '2026-03-20',
      activeUntilDay: '2026-04-20',
      limitPeriod: 'custom',
      limitQuantity: 2,
      limitDays: 14,
      sortWeight: -3,
      immediateDelivery: true,
    });
    const body = createOfferBody(1, values);
    expect(body).toMatchObject({
      marketId: 1,
      name: 'Капучино',
      description: 'Большой капучино',
      imageIds: [photos[0]!.id, photos[1]!.id],
      tileId: '5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a99',
      categoryIds: [2],
      price: 15,
      stock: 40,
      remainderAction: 'error',
      status: 'active',
      limit: { period: 'custom', quantity: 2, days: 14 },
      sortWeight: -3,
      immediateDelivery: true,
    });
    expect(CreateOfferBody.safeParse(body).success).toBe(true);
    expect(UpdateOfferBody.safeParse(updateOfferBody(7, values)).success).toBe(true);
    // No days outside a custom window, no quantity when unlimited, stock 0 when it is not kept.
    expect(createOfferBody(1, filled({ limitPeriod: 'week', limitQuantity: 3, limitDays: 9 })).limit).toEqual({ period: 'week', quantity: 3, days: null });
    expect(createOfferBody(1, filled({ limitQuantity: 3 })).limit).toEqual({ period: 'unlimited', quantity: null, days: null });
    expect(createOfferBody(1, filled({ remainderAction: 'ignore', stock: 12 })).stock).toBe(0);
  });

  it('drops the tile once another image is first', () => {
    const values = filled({ images: [photos[0]!, photos[1]!], tile: photos[2]!, tileOf: photos[0]!.id });
    expect(currentTile(values)).toEqual(photos[2]);
    expect(currentTile({ ...values, images: [photos[1]!, photos[0]!] })).toBeNull();
    expect(createOfferBody(1, { ...values, images: [photos[1]!, photos[0]!] }).tileId).toBeNull();
  });

  it('fills the edit form from an offer and sends it back unchanged', () => {
    const hoodie = offers[1]!;
    const values = valuesFromOffer(hoodie);
    expect(values).toMatchObject({ name: hoodie.name, price: 300, stock: 3, remainderAction: 'issue', limitPeriod: 'year', limitQuantity: 1, categoryIds: [5], tileOf: hoodie.images[0]!.id });
    expect(values.activeUntilDay).not.toBeNull();
    const body = updateOfferBody(hoodie.id, values);
    expect(body).toMatchObject({ id: 2, imageIds: hoodie.images.map((i) => i.id), tileId: hoodie.tile!.id, price: 300, limit: { period: 'year', quantity: 1, days: null } });
    expect(Date.parse(body.activeUntil!)).toBe(Date.parse(hoodie.activeUntil!));
    expect(valuesFromOffer(offer({ limit: null })).limitPeriod).toBe('unlimited');
  });

  it('orders the images: kept ones, then this visit\'s uploads as picked, moved and removed', () => {
    const uploads: ImageUpload[] = [
      { key: 'a', status: 'done', image: photos[1]! },
      { key: 'b', status: 'uploading' },
    ];
    const items = imageItems([{ kind: 'image', image: photos[0]! }], uploads);
    expect(items.map((i) => i.key)).toEqual([`image:${photos[0]!.id}`, 'a', 'b']);
    expect(imagesStatus(items)).toBe('uploading');
    const moved = imageEntries(moveItem(items, 2, 0));
    expect(imageItems(moved, uploads).map((i) => i.key)).toEqual(['b', `image:${photos[0]!.id}`, 'a']);
    // An upload removed meanwhile drops out.
    expect(imageItems(moved, uploads.slice(0, 1)).map((i) => i.key)).toEqual([`image:${photos[0]!.id}`, 'a']);
    expect(imagesStatus(imageItems([], [{ key: 'c', status: 'failed' }]))).toBe('failed');
  });
});
