import './strings.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIMIT_PERIODS,
  MAX_LIMIT_DAYS,
  MAX_LINE_QUANTITY,
  MAX_OFFER_IMAGES,
  MAX_POINTS,
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_NAME_MAX_LENGTH,
  REMAINDER_ACTIONS,
  type AdminOffer,
  type ImageRef,
  type LimitPeriod,
  type OfferStatus,
  type RemainderAction,
} from '@gratia/contracts';
import { DateInput, Dialog, ErrorState, NumberField, RadioGroup, Select, Skeleton, Stack, Switch, Text, TextArea, TextField, useToast } from '@gratia/ui';
import { CategoryTree } from '../../challengeTemplates/index.ts';
import { refusalErrors } from '../../errors/index.ts';
import { formatNumber } from '../../i18n/index.ts';
import { useBonusNameFor } from '../../organization/index.ts';
import { FormDialog } from '../../shared/index.ts';
import { useImageUpload, usePhotoUploads } from '../../thanks/index.ts';
import { useAdminOffer, useAdminCategories, useOfferActions } from './hooks.ts';
import { categoryTree } from './marketAdmin.ts';
import {
  SERVER_FIELDS,
  SORT_WEIGHT_RANGE,
  createOfferBody,
  currentTile,
  emptyOfferValues,
  imageEntries,
  imageItems,
  imagesStatus,
  isValid,
  moveItem,
  updateOfferBody,
  validateOffer,
  valuesFromOffer,
  type ImageEntry,
  type OfferErrors,
  type OfferField,
  type OfferFormValues,
  type OfferIssue,
} from './offerForm.ts';
import { OfferImages, type OfferPhoto } from './OfferImages.tsx';
import * as css from './marketAdmin.css.ts';

/** Props of {@link OfferForm}. */
export interface OfferFormProps {
  /** The market the offer belongs to. */
  marketId: number;
  /** The offer to change; null adds a new one. */
  offerId: number | null;
  onClose: () => void;
  /** After a save: the saved offer. */
  onSaved?: (offer: AdminOffer) => void;
}

/**
 * The offer form (SPEC §3 Offer; DOMAIN §2.3; docs/decisions/0046) as a dialog: "Добавление
 * предложения" for a new offer, "Изменение предложения" for offer `offerId` (loaded first:
 * placeholders, then the form, or an error with retry). See {@link OfferFormDialog} for its fields.
 */
export function OfferForm({ marketId, offerId, onClose, onSaved }: OfferFormProps) {
  const { t } = useTranslation('marketAdmin');
  const offer = useAdminOffer(offerId);
  if (offerId === null) return <OfferFormDialog marketId={marketId} offer={null} onClose={onClose} onSaved={onSaved} />;
  if (offer.data) return <OfferFormDialog key={offer.data.id} marketId={marketId} offer={offer.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Dialog.Root isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content className={css.wideDialog} aria-describedby={undefined} data-testid="offer-form" data-state={offer.error ? 'error' : 'loading'}>
        <Dialog.Title>{t('form.editTitle')}</Dialog.Title>
        {offer.error ? (
          <ErrorState title={t('form.loadError')} onRetry={() => offer.mutate()} />
        ) : (
          <Stack gap="sm" role="status" aria-label={t('form.editTitle')}>
            <Skeleton height={css.skeletonLine} />
            <Skeleton height={css.skeletonLine} />
            <Skeleton height={css.skeletonLine} />
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Props of {@link OfferFormDialog}. */
export interface OfferFormDialogProps {
  marketId: number;
  /** The offer to change (its values fill the form); null adds a new one. */
  offer: AdminOffer | null;
  onClose: () => void;
  onSaved?: ((offer: AdminOffer) => void) | undefined;
}

/** What the form holds: the values but the images, and the images' order (uploaded images and this visit's uploads). */
type FormPart = Omit<OfferFormValues, 'images'>;

/**
 * The offer form's fields, in DOMAIN §2.3's order: name (required), description, photos
 * ({@link OfferImages}: several, reordered, removed, the first cropped as the tile), categories (the
 * market's tree, several), price in points (whole, 0 … MAX_POINTS), remainder (whole; not asked
 * when the remainder is ignored) and the remainder action (ignore / issue what is left / error),
 * active from and until (a day and an optional time; from before until), status (active, archive),
 * the issue limit with its window (day, week, month, period, year, custom N days, or unlimited; the
 * quantity required unless unlimited), the sorting weight and immediate delivery. The checks of
 * {@link validateOffer} run on submit and again on each change once shown; the server's 400
 * issues show under their fields (`SERVER_FIELDS`), any other refusal above the buttons. A save
 * toasts and closes.
 */
export function OfferFormDialog({ marketId, offer, onClose, onSaved }: OfferFormDialogProps) {
  const { t, i18n } = useTranslation('marketAdmin');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const actions = useOfferActions(marketId);
  const categories = useAdminCategories(marketId);
  const bonusFor = useBonusNameFor();
  const upload = useImageUpload('thanks');
  const start = useMemo(() => (offer ? valuesFromOffer(offer) : emptyOfferValues()), [offer]);
  const [form, setForm] = useState<FormPart>(() => {
    const { images: _images, ...rest } = start;
    return rest;
  });
  const [entries, setEntries] = useState<ImageEntry[]>(() => start.images.map((image) => ({ kind: 'image', image })));
  const imageCount = entries.filter((e) => e.kind === 'image').length;
  const uploads = usePhotoUploads(upload, { max: Math.max(0, MAX_OFFER_IMAGES - imageCount) });
  const items = imageItems<OfferPhoto>(entries, uploads.state.items);
  const values: OfferFormValues = { ...form, images: items.flatMap((i) => (i.image ? [i.image] : [])) };
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Partial<Record<OfferField | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const errors: OfferErrors = checked ? validateOffer(values, imagesStatus(items)) : {};
  const text = (issue: OfferIssue | undefined) => (issue ? (issue.common ? tc(`validation.${issue.key}`, { ...issue.params }) : t(`form.errors.${issue.key}`, { ...issue.params })) : undefined);
  const message = (field: OfferField) => text(errors[field]) ?? server[field];

  const update = (change: Partial<FormPart>, fields: OfferField[] = []) => {
    setForm((f) => ({ ...f, ...change }));
    if (fields.length > 0) setServer((s) => Object.fromEntries(Object.entries(s).filter(([k]) => !fields.includes(k as OfferField))));
  };

  const submit = async () => {
    setChecked(true);
    const found = validateOffer(values, imagesStatus(items));
    if (!isValid(found)) return;
    setServer({});
    setSaving(true);
    try {
      const saved = offer ? await actions.update(updateOfferBody(offer.id, values)) : await actions.create(createOfferBody(marketId, values));
      toast.show({ tone: 'success', title: offer ? t('form.saved') : t('form.created'), timeout: 3000 });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setServer(
        refusalErrors<OfferField>(error, tc, {
          codes: [
            ['IMAGE_NOT_FOUND', 'images'],
            ['CATEGORY_NOT_FOUND', 'categories'],
          ],
          fields: SERVER_FIELDS,
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  const tree = useMemo(() => categoryTree(categories.data?.items ?? []), [categories.data]);
  const limited = form.limitPeriod !== 'unlimited';
  // 'Цена, баллов': the bonus name as five of them are called; just 'Цена' while the settings load.
  const bonus = bonusFor(5);
  const lng = i18n.language;

  return (
    <FormDialog
      title={offer ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={offer ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      formError={server.form}
      className={css.wideDialog}
      data-testid="offer-form"
    >
      <TextField label={t('form.name')} value={form.name} onChange={(name) => update({ name }, ['name'])} maxLength={OFFER_NAME_MAX_LENGTH} isRequired errorMessage={message('name')} />
      <TextArea
        label={t('form.description')}
        description={t('form.descriptionHint')}
        value={form.description}
        onChange={(description) => update({ description }, ['description'])}
        maxLength={OFFER_DESCRIPTION_MAX_LENGTH}
        rows={4}
        errorMessage={message('description')}
      />
      <OfferImages
        items={items}
        uploads={uploads}
        onMove={(from, to) => {
          setEntries(imageEntries(moveItem(items, from, to)));
          setServer((s) => ({ ...s, images: undefined }));
        }}
        onRemove={(index) => {
          const item = items[index];
          if (item?.upload) uploads.remove(item.upload.key);
          setEntries(imageEntries(items.filter((_, i) => i !== index)));
          setServer((s) => ({ ...s, images: undefined }));
        }}
        tile={currentTile(values)}
        onTile={(tile: ImageRef | null, of: string | null) => update({ tile, tileOf: of }, ['images'])}
        uploadTile={upload}
        errorMessage={message('images')}
        isDisabled={saving}
      />
      <fieldset className={css.group} data-testid="offer-categories">
        <legend className={css.groupTitle}>{t('form.categories')}</legend>
        {categories.data && tree.length > 0 ? (
          <CategoryTree nodes={tree} selected={form.categoryIds} onChange={(categoryIds) => update({ categoryIds }, ['categories'])} aria-label={t('form.categories')} />
        ) : categories.data ? (
          <p className={css.hint}>{t('form.noCategories')}</p>
        ) : (
          <Skeleton height={css.skeletonLine} />
        )}
        {message('categories') ? (
          <Text tone="critical" size="sm" role="alert">
            {message('categories')}
          </Text>
        ) : null}
      </fieldset>
      <div className={css.pair}>
        <NumberField
          label={bonus ? t('form.price', { bonus }) : t('form.priceBare')}
          description={t('form.priceHint', { max: formatNumber(MAX_POINTS, lng) })}
          value={form.price}
          onChange={(price) => update({ price }, ['price'])}
          minValue={0}
          isRequired
          errorMessage={message('price')}
        />
        {form.remainderAction === 'ignore' ? null : (
          <NumberField label={t('form.stock')} description={t('form.stockHint')} value={form.stock} onChange={(stock) => update({ stock }, ['stock'])} minValue={0} isRequired errorMessage={message('stock')} />
        )}
      </div>
      <RadioGroup
        label={t('form.remainderAction')}
        options={REMAINDER_ACTIONS.map((a) => ({ id: a, label: t(`form.remainderActionValue.${a}`), description: t(`form.remainderActionHint.${a}`) }))}
        value={form.remainderAction}
        onChange={(action) => update({ remainderAction: action as RemainderAction }, ['remainderAction', 'stock'])}
        errorMessage={message('remainderAction')}
      />
      <div className={css.pair}>
        <DateInput label={t('form.activeFrom')} value={form.activeFromDay} onChange={(activeFromDay) => update({ activeFromDay }, ['activeFrom', 'activeUntil'])} errorMessage={message('activeFrom')} />
        <TextField
          label={t('form.time')}
          description={t('form.timeHint')}
          value={form.activeFromTime}
          onChange={(activeFromTime) => update({ activeFromTime }, ['activeFrom'])}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          errorMessage={message('activeFromTime')}
        />
      </div>
      <div className={css.pair}>
        <DateInput label={t('form.activeUntil')} value={form.activeUntilDay} onChange={(activeUntilDay) => update({ activeUntilDay }, ['activeUntil'])} errorMessage={message('activeUntil')} />
        <TextField
          label={t('form.time')}
          description={t('form.timeHint')}
          value={form.activeUntilTime}
          onChange={(activeUntilTime) => update({ activeUntilTime }, ['activeUntil'])}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          errorMessage={message('activeUntilTime')}
        />
      </div>
      <Select
        label={t('form.status')}
        items={(['active', 'archive'] as const).map((s) => ({ id: s, label: t(`offers.statusValue.${s}`) }))}
        selectedKey={form.status}
        onSelectionChange={(key) => key !== null && update({ status: key as OfferStatus }, ['status'])}
        errorMessage={message('status')}
      />
      <fieldset className={css.group} data-testid="offer-limit">
        <legend className={css.groupTitle}>{t('form.limit')}</legend>
        <p className={css.hint}>{t('form.limitHint')}</p>
        <div className={css.pair}>
          <Select
            label={t('form.limitPeriod')}
            items={LIMIT_PERIODS.map((p) => ({ id: p, label: t(`form.limitPeriodValue.${p}`) }))}
            selectedKey={form.limitPeriod}
            onSelectionChange={(key) => key !== null && update({ limitPeriod: key as LimitPeriod }, ['limitQuantity', 'limitDays'])}
          />
          {limited ? (
            <NumberField
              label={t('form.limitQuantity')}
              value={form.limitQuantity}
              onChange={(limitQuantity) => update({ limitQuantity }, ['limitQuantity'])}
              minValue={1}
              maxValue={MAX_LINE_QUANTITY}
              isRequired
              errorMessage={message('limitQuantity')}
            />
          ) : null}
        </div>
        {form.limitPeriod === 'custom' ? (
          <NumberField
            label={t('form.limitDays')}
            value={form.limitDays}
            onChange={(limitDays) => update({ limitDays }, ['limitDays'])}
            minValue={1}
            maxValue={MAX_LIMIT_DAYS}
            isRequired
            errorMessage={message('limitDays')}
          />
        ) : null}
      </fieldset>
      <NumberField
        label={t('form.sortWeight')}
        description={t('form.sortWeightHint')}
        value={form.sortWeight}
        onChange={(sortWeight) => update({ sortWeight }, ['sortWeight'])}
        minValue={SORT_WEIGHT_RANGE.min}
        maxValue={SORT_WEIGHT_RANGE.max}
        errorMessage={message('sortWeight')}
      />
      <Switch isSelected={form.immediateDelivery} onChange={(immediateDelivery) => update({ immediateDelivery })}>
        {t('form.immediateDelivery')}
      </Switch>
    </FormDialog>
  );
}
