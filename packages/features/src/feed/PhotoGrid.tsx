import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '@gratia/contracts';
import { Box, Dialog, IconButton } from '@gratia/ui';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import * as css from './FeedCard.css.ts';

/** Props of {@link PhotoGrid}. */
export interface PhotoGridProps {
  /** The photos of a thanks in the sender's order (1–5, SPEC §1 Thanks photos). */
  photos: readonly ImageRef[];
}

/** Aspect ratio of a single photo's box: its own, kept between 3:4 and 2:1. */
function singleRatio(photo: ImageRef): string {
  const ratio = Math.min(2, Math.max(0.75, photo.width / photo.height));
  return ratio.toFixed(3);
}

/**
 * The photos of a thanks as a grid of thumbnails (1: one box in the photo's proportions; 2–5: tiles)
 * whose boxes have fixed proportions and `width`/`height`, so the card does not jump while they
 * load; thumbnails load lazily. A thumbnail opens {@link PhotoViewer} at that photo.
 */
export function PhotoGrid({ photos }: PhotoGridProps) {
  const { t } = useTranslation('feed');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const count = photos.length;
  return (
    <>
      <Box display="grid" gap="xs" borderRadius="md" className={css.photos} data-count={count} role="group" aria-label={t('photos.label', { count })}>
        {photos.map((photo, index) => (
          <button
            key={photo.id}
            type="button"
            className={css.photoButton}
            style={count === 1 ? { aspectRatio: singleRatio(photo) } : undefined}
            aria-label={t('photos.open', { index: index + 1, count })}
            aria-haspopup="dialog"
            onClick={() => setOpen(index)}
          >
            <img className={css.photo} src={photo.thumbUrl} width={photo.width} height={photo.height} loading="lazy" decoding="async" alt="" />
          </button>
        ))}
      </Box>
      {open !== null && <PhotoViewer photos={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}

/** Props of {@link PhotoViewer}. */
export interface PhotoViewerProps {
  photos: readonly ImageRef[];
  /** The photo shown, 0-based. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-size photos in a modal dialog: the title says which photo of how many; the Left and Right
 * arrow keys (and the buttons) go to the previous and next one, wrapping around; Escape closes and
 * focus returns to the thumbnail.
 */
export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('feed');
  const count = photos.length;
  const photo = photos[index];
  const go = (delta: number) => onIndexChange((index + delta + count) % count);
  if (!photo) return null;
  return (
    <Dialog.Root isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Content
        className={css.viewer}
        {...(count > 1 ? {} : { 'aria-describedby': undefined })}
        onKeyDown={(event) => {
          if (count < 2) return;
          if (event.key === 'ArrowLeft') {
            event.preventDefault();
            go(-1);
          } else if (event.key === 'ArrowRight') {
            event.preventDefault();
            go(1);
          }
        }}
      >
        <Dialog.Title>{t('photos.viewer', { index: index + 1, count })}</Dialog.Title>
        {count > 1 && <Dialog.Description>{t('photos.viewerDescription')}</Dialog.Description>}
        <Box display="grid" alignItems="center" gap="sm" className={css.viewerBody}>
          {count > 1 ? <IconButton aria-label={t('photos.prev')} icon={<ChevronLeftIcon />} variant="secondary" onPress={() => go(-1)} /> : <span />}
          <img
            key={photo.id}
            className={css.viewerImage}
            src={photo.url}
            width={photo.width}
            height={photo.height}
            alt={t('photos.viewer', { index: index + 1, count })}
          />
          {count > 1 ? <IconButton aria-label={t('photos.next')} icon={<ChevronRightIcon />} variant="secondary" onPress={() => go(1)} /> : <span />}
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
