import './strings.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, MAX_OFFER_IMAGES, type ImageRef } from '@gratia/contracts';
import { Button, FieldLabel, FileTrigger, IconButton, ImageCrop, Inline, ProgressBar, Stack, Text, formatBytes } from '@gratia/ui';
import { ApiError } from '../../api/index.ts';
import { errorMessage, useErrorToast } from '../../errors/index.ts';
import type { ImageUploader, PhotoUploads } from '../../thanks/index.ts';
import type { ImageItem } from './offerForm.ts';
import * as css from './marketAdmin.css.ts';

/** An upload of the images list (thanks' `usePhotoUploads` item). */
export type OfferPhoto = PhotoUploads['state']['items'][number];

/** Props of {@link OfferImages}. */
export interface OfferImagesProps {
  /** The images in order (`imageItems` of the form): the first is the main one. */
  items: readonly ImageItem<OfferPhoto>[];
  /** The uploads of this visit: picking adds to them; refused files are listed from them. */
  uploads: PhotoUploads;
  /** Moves the image at `from` to `to` (0-based). */
  onMove: (from: number, to: number) => void;
  /** Removes the image at `index` (a running upload is cancelled). */
  onRemove: (index: number) => void;
  /** The tile that counts now (the crop of the first image), or null. */
  tile: ImageRef | null;
  /** A new tile cropped from image `imageId`, or null to drop it. */
  onTile: (image: ImageRef | null, imageId: string | null) => void;
  /** Uploads the cropped tile. */
  uploadTile: ImageUploader;
  /** A message about the images as a whole (the form's check or the server's), translated. */
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

function ArrowIcon({ direction }: { direction: 'earlier' | 'later' }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'earlier' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

type TileButton = 'earlier' | 'later' | 'remove';
/** Which button gets the focus after a change: the moved image's, or after a removal the Remove of the image now in its place (Add when none is left). */
type FocusTarget = { key: string; button: TileButton } | { key: null; button: 'add' };

/**
 * The images of an offer (SPEC §3 Offer 'images'; DOMAIN §2.3 `photo` + `cropped_photo`), as the
 * challenge covers work: "Добавить фото" picks several images at once (JPEG, PNG, WebP or GIF,
 * each pre-checked and uploaded at once with progress), up to MAX_OFFER_IMAGES. Each image has
 * buttons — "move earlier", "move later", "remove" — named with its place; after a move the focus
 * stays on the moved image's button and the new place is announced. A failed upload offers Retry.
 * Under them, the tile: the first image framed with ui `ImageCrop` (16:9, the challenge covers'
 * crop) and uploaded — "The selected area will be shown as a benefit photo"; without one the
 * catalogue shows the first image whole. `data-state` = empty | uploading | failed | ready.
 */
export function OfferImages({ items, uploads, onMove, onRemove, tile, onTile, uploadTile, errorMessage: outerError, isDisabled = false }: OfferImagesProps) {
  const { t, i18n } = useTranslation('marketAdmin');
  const labelId = useId();
  const hintId = useId();
  const count = items.length;
  const isFull = count >= MAX_OFFER_IMAGES;
  const size = formatBytes(uploads.maxBytes, i18n.language);
  const state = count === 0 ? 'empty' : items.some((i) => i.upload?.status === 'uploading') ? 'uploading' : items.some((i) => i.upload?.status === 'failed') ? 'failed' : 'ready';
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.key === null) {
      addButton.current?.focus();
      return;
    }
    const same = buttons.current.get(`${target.key}:${target.button}`);
    const other = buttons.current.get(`${target.key}:${target.button === 'earlier' ? 'later' : 'earlier'}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const move = (index: number, direction: 'earlier' | 'later') => {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const item = items[index];
    if (!item || to < 0 || to >= count) return;
    onMove(index, to);
    pendingFocus.current = { key: item.key, button: direction };
    setAnnouncement(t('images.moved', { position: to + 1, count }));
  };

  const reason = (r: 'type' | 'size' | 'tooMany') => (r === 'type' ? t('images.notImage') : r === 'size' ? t('images.tooBig', { size }) : t('images.tooMany', { max: MAX_OFFER_IMAGES }));
  const first = items[0]?.image ?? null;

  return (
    <Stack gap="sm" align="start" data-state={state} role="group" aria-labelledby={labelId} aria-describedby={hintId} className={css.images} data-invalid={outerError ? true : undefined} data-testid="offer-images">
      <Stack gap="xxs">
        <FieldLabel id={labelId} elementType="span">
          {t('images.label')}
        </FieldLabel>
        <Text as="span" id={hintId} size="sm" tone="muted">
          {isFull ? t('images.full', { max: MAX_OFFER_IMAGES }) : t('images.hint', { max: MAX_OFFER_IMAGES, size })}
        </Text>
      </Stack>
      {count > 0 ? (
        <ol className={css.imageList} aria-label={t('images.listLabel', { count })}>
          {items.map((item, index) => (
            <ImageTile
              key={item.key}
              item={item}
              position={index + 1}
              count={count}
              isDisabled={isDisabled}
              buttonRef={(button, element) => {
                const id = `${item.key}:${button}`;
                if (element) buttons.current.set(id, element);
                else buttons.current.delete(id);
              }}
              onEarlier={() => move(index, 'earlier')}
              onLater={() => move(index, 'later')}
              onRemove={() => {
                const neighbour = items[index + 1] ?? items[index - 1];
                pendingFocus.current = neighbour ? { key: neighbour.key, button: 'remove' } : { key: null, button: 'add' };
                onRemove(index);
                setAnnouncement(t('images.removed', { position: index + 1 }));
              }}
              onRetry={() => item.upload && uploads.retry(item.upload.key)}
            />
          ))}
        </ol>
      ) : null}
      <span role="status" className={css.visuallyHidden}>
        {announcement}
      </span>
      <FileTrigger
        acceptedFileTypes={[...ACCEPTED_IMAGE_TYPES]}
        allowsMultiple
        onSelect={(list) => {
          if (list && list.length > 0) uploads.add(Array.from(list));
        }}
      >
        <Button ref={addButton} variant="secondary" size="sm" isDisabled={isDisabled || isFull} aria-describedby={hintId}>
          {count > 0 ? t('images.addMore') : t('images.add')}
        </Button>
      </FileTrigger>
      <Stack gap="xxs" className={css.imageErrors} role="alert">
        {uploads.state.rejected.map((r, i) => (
          <Text key={`${r.name}-${i}`} size="sm" tone="critical">
            {t('images.rejected', { name: r.name, reason: reason(r.reason) })}
          </Text>
        ))}
        {outerError ? (
          <Text size="sm" tone="critical">
            {outerError}
          </Text>
        ) : null}
      </Stack>
      {first ? <Tile image={first} tile={tile} onTile={onTile} upload={uploadTile} isDisabled={isDisabled} /> : null}
    </Stack>
  );
}

interface ImageTileProps {
  item: ImageItem<OfferPhoto>;
  /** 1-based place in the list. */
  position: number;
  count: number;
  isDisabled: boolean;
  buttonRef: (button: TileButton, element: HTMLButtonElement | null) => void;
  onEarlier: () => void;
  onLater: () => void;
  onRemove: () => void;
  onRetry: () => void;
}

function ImageTile({ item, position, count, isDisabled, buttonRef, onEarlier, onLater, onRemove, onRetry }: ImageTileProps) {
  const { t } = useTranslation('marketAdmin');
  const upload = item.upload;
  const status = upload ? upload.status : 'done';
  const src = item.image?.thumbUrl ?? upload?.previewUrl ?? '';
  return (
    <li className={css.imageItem} data-status={status} data-main={position === 1 || undefined}>
      <div className={css.imageFrame}>
        <img className={css.imagePreview} src={src} alt={t(position === 1 ? 'images.alt_main' : 'images.alt', { position, count })} />
        {position === 1 ? (
          <span className={css.mainBadge} aria-hidden="true">
            {t('images.main')}
          </span>
        ) : null}
      </div>
      <div className={css.imageActions}>
        <IconButton ref={(el) => buttonRef('earlier', el)} size="sm" variant="secondary" icon={<ArrowIcon direction="earlier" />} aria-label={t('images.moveEarlier', { position })} isDisabled={isDisabled || position === 1} onPress={onEarlier} />
        <IconButton ref={(el) => buttonRef('later', el)} size="sm" variant="secondary" icon={<ArrowIcon direction="later" />} aria-label={t('images.moveLater', { position })} isDisabled={isDisabled || position === count} onPress={onLater} />
        <IconButton ref={(el) => buttonRef('remove', el)} size="sm" variant="secondary" tone="critical" icon={<CloseIcon />} aria-label={t('images.remove', { position })} isDisabled={isDisabled} onPress={onRemove} />
      </div>
      {upload?.status === 'uploading' ? (
        upload.progress < 1 ? (
          <ProgressBar aria-label={t('images.uploading', { position })} value={Math.round(upload.progress * 100)} />
        ) : (
          <ProgressBar aria-label={t('images.processing', { position })} isIndeterminate />
        )
      ) : null}
      {upload?.status === 'failed' ? (
        <Stack gap="xxs" align="start">
          <span className={css.failureText}>{errorMessage(new ApiError(upload.error, 0, upload.error), t)}</span>
          <Button size="sm" variant="secondary" aria-label={t('images.retry', { position })} isDisabled={isDisabled} onPress={onRetry}>
            {t('images.retryShort')}
          </Button>
        </Stack>
      ) : null}
    </li>
  );
}

/**
 * The tile: the crop of the first image (16:9, ui `ImageCrop` as for the challenge covers),
 * uploaded when applied; "Убрать область" goes back to the whole first image. A failed crop upload
 * is a toast and a message under it.
 */
function Tile({ image, tile, onTile, upload, isDisabled }: { image: ImageRef; tile: ImageRef | null; onTile: OfferImagesProps['onTile']; upload: ImageUploader; isDisabled: boolean }) {
  const { t } = useTranslation('marketAdmin');
  const showError = useErrorToast();
  const labelId = useId();
  const [cropping, setCropping] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async (blob: Blob) => {
    setBusy(true);
    try {
      const made = await upload(new File([blob], 'offer-tile.jpg', { type: blob.type || 'image/jpeg' }));
      onTile({ id: made.id, url: made.url, thumbUrl: made.thumbUrl, width: made.width, height: made.height }, image.id);
      setCropping(false);
      setFailure(null);
    } catch (error) {
      showError(error);
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} className={css.tilePart} data-state={cropping ? (busy ? 'uploading' : 'cropping') : tile ? 'set' : 'none'} data-testid="offer-tile">
      <FieldLabel id={labelId} elementType="span">
        {t('images.tile')}
      </FieldLabel>
      <Text size="sm" tone="muted">
        {cropping ? t('images.cropHint') : tile ? t('images.tileSet') : t('images.tileNone')}
      </Text>
      {cropping ? (
        <ImageCrop src={image.url} preset="cover" output={{ type: 'image/jpeg', quality: 0.9 }} onCrop={(blob) => void apply(blob)} onCancel={() => setCropping(false)} isSaving={busy} className={css.crop} />
      ) : (
        <Inline gap="sm">
          {tile ? <img className={css.tilePreview} src={tile.thumbUrl} alt={t('images.tileAlt')} /> : null}
          <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={() => setCropping(true)}>
            {tile ? t('images.recrop') : t('images.crop')}
          </Button>
          {tile ? (
            <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={() => onTile(null, null)}>
              {t('images.removeTile')}
            </Button>
          ) : null}
        </Inline>
      )}
      {failure ? (
        <Text size="sm" tone="critical" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
