import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from '@gratia/contracts';
import { Box, Button, FieldLabel, FileTrigger, IconButton, Inline, ProgressBar, Stack, Text, formatBytes } from '@gratia/ui';
import { ApiError } from '../api/index.ts';
import { errorMessage } from '../errors/index.ts';
import type { PhotoItem, PhotoRejection } from './photoList.ts';
import type { PhotoUploads } from './usePhotoUploads.ts';
import { AddPhotoIcon, CloseIcon } from './icons.tsx';
import * as css from './PhotoAttachments.css.ts';

/** Props of {@link PhotoAttachments}. */
export interface PhotoAttachmentsProps {
  /** The list and its actions, from {@link usePhotoUploads} (the form reads `photoIds` from it). */
  photos: PhotoUploads;
  /** An error about the photos as a whole (e.g. the server's IMAGE_NOT_FOUND), already translated. */
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * The photos of a new thanks (SPEC §1 Thanks, §2 New thanks form): an "Add photos" button opens
 * the file dialog (several files at once, JPEG, PNG, WebP or GIF); each file is pre-checked (type,
 * at most MAX_UPLOAD_BYTES) and uploads at once. Every photo shows its preview, a ProgressBar
 * while uploading, an error with a Retry button when the upload failed, and a Remove button
 * (names carry the photo's position: "Удалить фото 2"; removing a running upload cancels it).
 * At MAX_PHOTOS_PER_THANKS the Add button is disabled with an explanation. Refused files are
 * listed in an alert. `data-state` = empty | uploading | failed | ready.
 */
export function PhotoAttachments({ photos, errorMessage: outerError, isDisabled = false }: PhotoAttachmentsProps) {
  const { t, i18n } = useTranslation('thanks');
  const labelId = useId();
  const hintId = useId();
  const { items, rejected } = photos.state;
  const count = items.length;
  const isFull = count >= photos.max;
  const size = formatBytes(photos.maxBytes, i18n.language);
  const state = count === 0 ? 'empty' : photos.status;

  const reason = (r: PhotoRejection) =>
    r === 'type' ? t('photos.notImage') : r === 'size' ? t('photos.tooBig', { size }) : t('common:validation.tooManyPhotos', { max: photos.max });

  return (
    <Stack gap="sm" align="start" data-state={state} role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Stack gap="xxs">
        <FieldLabel id={labelId} elementType="span">
          {t('photos.label')}
        </FieldLabel>
        <Text as="span" id={hintId} size="sm" tone="muted">
          {isFull ? t('photos.full', { max: photos.max }) : t('photos.hint', { max: photos.max, size })}
        </Text>
      </Stack>
      {count > 0 ? (
        <Box as="ul" display="grid" gap="sm" width="full" className={css.list} aria-label={t('photos.listLabel', { count })}>
          {items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              position={index + 1}
              count={count}
              isDisabled={isDisabled}
              onRemove={() => photos.remove(item.key)}
              onRetry={() => photos.retry(item.key)}
            />
          ))}
        </Box>
      ) : null}
      <Inline gap="sm">
        <FileTrigger
          acceptedFileTypes={[...ACCEPTED_IMAGE_TYPES]}
          allowsMultiple
          onSelect={(list) => {
            if (list && list.length > 0) photos.add(Array.from(list));
          }}
        >
          <Button variant="secondary" size="sm" icon={<AddPhotoIcon />} isDisabled={isDisabled || isFull}>
            {t('photos.add')}
          </Button>
        </FileTrigger>
      </Inline>
      <Stack gap="xxs" className={css.errors} role="alert">
        {rejected.map((r, i) => (
          <Text key={`${r.name}-${i}`} size="sm" tone="critical">
            {t('photos.rejected', { name: r.name, reason: reason(r.reason) })}
          </Text>
        ))}
        {outerError ? (
          <Text size="sm" tone="critical">
            {outerError}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}

interface PhotoTileProps {
  item: PhotoItem;
  /** 1-based place in the list, for names ("Фото 2 из 3"). */
  position: number;
  count: number;
  isDisabled: boolean;
  onRemove: () => void;
  onRetry: () => void;
}

function PhotoTile({ item, position, count, isDisabled, onRemove, onRetry }: PhotoTileProps) {
  const { t } = useTranslation('thanks');
  return (
    <Box as="li" display="flex" flexDirection="column" gap="xs" className={css.item} data-status={item.status}>
      <Box borderRadius="md" background="surfaceSunken" className={css.frame}>
        <img className={css.preview} src={item.previewUrl} alt={t('photos.photoAlt', { position, count, name: item.file.name })} />
        <IconButton
          className={css.remove}
          size="sm"
          variant="secondary"
          icon={<CloseIcon />}
          aria-label={t('photos.remove', { position })}
          isDisabled={isDisabled}
          onPress={onRemove}
        />
      </Box>
      <Box className={css.status}>
        {item.status === 'uploading' ? (
          item.progress < 1 ? (
            <ProgressBar aria-label={t('photos.uploading', { position })} value={Math.round(item.progress * 100)} />
          ) : (
            <ProgressBar aria-label={t('photos.processing', { position })} isIndeterminate />
          )
        ) : null}
        {item.status === 'done' ? <span className={css.done}>{t('photos.uploaded')}</span> : null}
        {item.status === 'failed' ? (
          <Stack gap="xxs" align="start" className={css.failure}>
            <span className={css.failureText}>{errorMessage(new ApiError(item.error, 0, item.error), t)}</span>
            <Button size="sm" variant="secondary" aria-label={t('photos.retry', { position })} isDisabled={isDisabled} onPress={onRetry}>
              {t('photos.retryShort')}
            </Button>
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}
