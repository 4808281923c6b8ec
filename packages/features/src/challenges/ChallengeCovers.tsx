import './strings.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, MAX_CHALLENGE_COVERS, type ImageRef } from '@gratia/contracts';
import { Button, FieldLabel, FileTrigger, IconButton, ImageCrop, Inline, ProgressBar, Stack, Text, formatBytes } from '@gratia/ui';
import { ApiError } from '../api/index.ts';
import { errorMessage, useErrorToast } from '../errors/index.ts';
import type { ImageUploader, PhotoUploads } from '../thanks/index.ts';
import type { CoverItem } from './challengeForm.ts';
import * as css from './ChallengeCovers.css.ts';

/** An upload of the covers list (thanks' `usePhotoUploads` item). */
export type CoverPhoto = PhotoUploads['state']['items'][number];

/** Props of {@link ChallengeCovers}. */
export interface ChallengeCoversProps {
  /** The covers in order ({@link coverItems}): the first is the main one. */
  items: readonly CoverItem<CoverPhoto>[];
  /** The uploads of this visit: picking adds to them; refused files are listed from them. */
  uploads: PhotoUploads;
  /** Moves the cover at `from` to `to` (0-based). */
  onMove: (from: number, to: number) => void;
  /** Removes the cover at `index` (a running upload is cancelled). */
  onRemove: (index: number) => void;
  /** The card thumbnail that counts now (the crop of the first cover), or null. */
  thumbnail: ImageRef | null;
  /** A new thumbnail cropped from the cover `coverId`, or null to drop it. */
  onThumbnail: (image: ImageRef | null, coverId: string | null) => void;
  /** Uploads the cropped thumbnail (purpose `thanks`). */
  uploadThumbnail: ImageUploader;
  /** A refusal of the covers as a whole, translated. */
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

/**
 * Which button gets the focus after a change: after a move the moved cover's, in the same
 * direction when it can still go there; after a removal the Remove of the cover now in its place
 * (or the one before), or Add when none is left.
 */
type FocusTarget = { key: string; button: 'earlier' | 'later' | 'remove' } | { key: null; button: 'add' };
type TileButton = 'earlier' | 'later' | 'remove';

/**
 * The covers of a challenge (SPEC §3 Challenge 'cover', §5 'cover must be an image file'; DOMAIN
 * §1.5): "Add covers" picks several images at once (JPEG, PNG, WebP or GIF, each pre-checked and
 * uploaded at once with progress, purpose `thanks`), up to {@link MAX_CHALLENGE_COVERS}. Each cover
 * has buttons — no dragging — "move earlier", "move later" and "remove", named with its place
 * ("Переместить обложку 2 раньше"); after a move the focus stays on the moved cover's button and
 * the new place is announced. A failed upload offers Retry. Under them, the card thumbnail: the
 * first cover framed with ui `ImageCrop` (16:9) and uploaded; without one the cards show the first
 * cover whole. `data-state` = empty | uploading | failed | ready.
 */
export function ChallengeCovers({ items, uploads, onMove, onRemove, thumbnail, onThumbnail, uploadThumbnail, errorMessage: outerError, isDisabled = false }: ChallengeCoversProps) {
  const { t, i18n } = useTranslation('challenges');
  const labelId = useId();
  const hintId = useId();
  const count = items.length;
  const isFull = count >= MAX_CHALLENGE_COVERS;
  const size = formatBytes(uploads.maxBytes, i18n.language);
  const state = count === 0 ? 'empty' : items.some((i) => i.upload?.status === 'uploading') ? 'uploading' : items.some((i) => i.upload?.status === 'failed') ? 'failed' : 'ready';
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // Set by a move, taken by the effect after the list has re-rendered in its new order.
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
    setAnnouncement(t('form.covers.moved', { position: to + 1, count }));
  };

  const reason = (r: 'type' | 'size' | 'tooMany') =>
    r === 'type' ? t('form.covers.notImage') : r === 'size' ? t('form.covers.tooBig', { size }) : t('form.covers.tooMany', { max: MAX_CHALLENGE_COVERS });

  const first = items[0]?.image ?? null;

  return (
    <Stack gap="sm" align="start" data-state={state} role="group" aria-labelledby={labelId} aria-describedby={hintId} className={css.root} data-invalid={outerError ? true : undefined}>
      <Stack gap="xxs">
        <FieldLabel id={labelId} elementType="span">
          {t('form.covers.label')}
        </FieldLabel>
        <Text as="span" id={hintId} size="sm" tone="muted">
          {isFull ? t('form.covers.full', { max: MAX_CHALLENGE_COVERS }) : t('form.covers.hint', { max: MAX_CHALLENGE_COVERS, size })}
        </Text>
      </Stack>
      {count > 0 ? (
        <ol className={css.list} aria-label={t('form.covers.listLabel', { count })}>
          {items.map((item, index) => (
            <CoverTile
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
                setAnnouncement(t('form.covers.removed', { position: index + 1 }));
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
          {count > 0 ? t('form.covers.addMore') : t('form.covers.add')}
        </Button>
      </FileTrigger>
      <Stack gap="xxs" className={css.errors} role="alert">
        {uploads.state.rejected.map((r, i) => (
          <Text key={`${r.name}-${i}`} size="sm" tone="critical">
            {t('form.covers.rejected', { name: r.name, reason: reason(r.reason) })}
          </Text>
        ))}
        {outerError ? (
          <Text size="sm" tone="critical">
            {outerError}
          </Text>
        ) : null}
      </Stack>
      {first ? <Thumbnail cover={first} thumbnail={thumbnail} onThumbnail={onThumbnail} upload={uploadThumbnail} isDisabled={isDisabled} /> : null}
    </Stack>
  );
}

interface CoverTileProps {
  item: CoverItem<CoverPhoto>;
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

function CoverTile({ item, position, count, isDisabled, buttonRef, onEarlier, onLater, onRemove, onRetry }: CoverTileProps) {
  const { t } = useTranslation('challenges');
  const upload = item.upload;
  const status = upload ? upload.status : 'done';
  const src = item.image?.thumbUrl ?? upload?.previewUrl ?? '';
  return (
    <li className={css.item} data-status={status} data-main={position === 1 || undefined}>
      <div className={css.frame}>
        <img className={css.preview} src={src} alt={t(position === 1 ? 'form.covers.alt_main' : 'form.covers.alt', { position, count })} />
        {position === 1 ? (
          <span className={css.mainBadge} aria-hidden="true">
            {t('form.covers.main')}
          </span>
        ) : null}
      </div>
      <div className={css.actions}>
        <IconButton
          ref={(el) => buttonRef('earlier', el)}
          size="sm"
          variant="secondary"
          icon={<ArrowIcon direction="earlier" />}
          aria-label={t('form.covers.moveEarlier', { position })}
          isDisabled={isDisabled || position === 1}
          onPress={onEarlier}
        />
        <IconButton
          ref={(el) => buttonRef('later', el)}
          size="sm"
          variant="secondary"
          icon={<ArrowIcon direction="later" />}
          aria-label={t('form.covers.moveLater', { position })}
          isDisabled={isDisabled || position === count}
          onPress={onLater}
        />
        <IconButton
          ref={(el) => buttonRef('remove', el)}
          size="sm"
          variant="secondary"
          tone="critical"
          icon={<CloseIcon />}
          aria-label={t('form.covers.remove', { position })}
          isDisabled={isDisabled}
          onPress={onRemove}
        />
      </div>
      {upload?.status === 'uploading' ? (
        upload.progress < 1 ? (
          <ProgressBar aria-label={t('form.covers.uploading', { position })} value={Math.round(upload.progress * 100)} />
        ) : (
          <ProgressBar aria-label={t('form.covers.processing', { position })} isIndeterminate />
        )
      ) : null}
      {upload?.status === 'failed' ? (
        <Stack gap="xxs" align="start">
          <span className={css.failureText}>{errorMessage(new ApiError(upload.error, 0, upload.error), t)}</span>
          <Button size="sm" variant="secondary" aria-label={t('form.covers.retry', { position })} isDisabled={isDisabled} onPress={onRetry}>
            {t('form.covers.retryShort')}
          </Button>
        </Stack>
      ) : null}
    </li>
  );
}

/**
 * The card thumbnail: the crop of the first cover (16:9, ui `ImageCrop`), uploaded when applied;
 * "Remove thumbnail" goes back to the whole first cover. A failed crop upload is a toast and a
 * message under it.
 */
function Thumbnail({ cover, thumbnail, onThumbnail, upload, isDisabled }: { cover: ImageRef; thumbnail: ImageRef | null; onThumbnail: ChallengeCoversProps['onThumbnail']; upload: ImageUploader; isDisabled: boolean }) {
  const { t } = useTranslation('challenges');
  const showError = useErrorToast();
  const labelId = useId();
  const [cropping, setCropping] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async (blob: Blob) => {
    setBusy(true);
    try {
      const image = await upload(new File([blob], 'challenge-thumbnail.jpg', { type: blob.type || 'image/jpeg' }));
      onThumbnail({ id: image.id, url: image.url, thumbUrl: image.thumbUrl, width: image.width, height: image.height }, cover.id);
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
    <Stack gap="xs" role="group" aria-labelledby={labelId} className={css.thumbnail} data-state={cropping ? (busy ? 'uploading' : 'cropping') : thumbnail ? 'set' : 'none'}>
      <FieldLabel id={labelId} elementType="span">
        {t('form.covers.thumbnail')}
      </FieldLabel>
      <Text size="sm" tone="muted">
        {cropping ? t('form.covers.cropHint') : thumbnail ? t('form.covers.thumbnailSet') : t('form.covers.thumbnailNone')}
      </Text>
      {cropping ? (
        <ImageCrop src={cover.url} preset="cover" output={{ type: 'image/jpeg', quality: 0.9 }} onCrop={(blob) => void apply(blob)} onCancel={() => setCropping(false)} isSaving={busy} className={css.crop} />
      ) : (
        <Inline gap="sm">
          {thumbnail ? <img className={css.thumbnailPreview} src={thumbnail.thumbUrl} alt={t('form.covers.thumbnailAlt')} /> : null}
          <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={() => setCropping(true)}>
            {thumbnail ? t('form.covers.recrop') : t('form.covers.crop')}
          </Button>
          {thumbnail ? (
            <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={() => onThumbnail(null, null)}>
              {t('form.covers.removeThumbnail')}
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
