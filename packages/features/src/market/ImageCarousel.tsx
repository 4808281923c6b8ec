import './strings.ts';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '@gratia/contracts';
import { IconButton } from '@gratia/ui';
import { BagIcon } from './bagIcon.tsx';
import { ChevronIcon } from './icons.tsx';
import * as css from './ImageCarousel.css.ts';

/** Props of {@link ImageCarousel}. */
export interface ImageCarouselProps {
  /** The offer's photos in order (none: a placeholder). */
  images: readonly ImageRef[];
  /** The offer's name: each photo's text alternative is "{name}, photo n of m". */
  name: string;
}

/**
 * The offer's photos one at a time (DOMAIN §2.1 'image carousel'), after the WAI-ARIA carousel
 * pattern: a region named 'Photos of the offer' (`aria-roledescription` carousel) whose slide is
 * announced politely when it changes; 'Previous photo' and 'Next photo' on the slide's edges (they
 * wrap around), ← and → on the focused slide, and a dot per photo ('Show photo n', `aria-current`
 * on the one shown). One photo: no controls; none: a bag on the brand's fill. `data-index` is the
 * shown photo (0-based).
 */
export function ImageCarousel({ images, name }: ImageCarouselProps) {
  const { t } = useTranslation('market');
  const [chosen, setIndex] = useState(0);
  const count = images.length;
  // A shorter photo list (the next offer's) never points past its end.
  const index = count === 0 ? 0 : Math.min(chosen, count - 1);
  const go = (to: number) => setIndex((to + count) % count);
  const image = images[index];
  const slideLabel = t('carousel.slideLabel', { current: index + 1, total: count });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };
  return (
    <section className={css.root} aria-roledescription={t('carousel.roledescription')} aria-label={t('carousel.label')} data-index={index}>
      <div
        className={css.stage}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        role="group"
        aria-roledescription={t('carousel.slide')}
        aria-label={slideLabel}
        aria-live="polite"
      >
        {image ? (
          <img key={image.id} className={css.image} src={image.url} alt={`${name}, ${slideLabel}`} width={image.width} height={image.height} decoding="async" />
        ) : (
          <div className={css.placeholder} data-testid="carousel-placeholder">
            <BagIcon size="em" />
          </div>
        )}
        {count > 1 ? (
          <>
            <IconButton className={css.arrowStart} variant="secondary" size="sm" aria-label={t('feed:photos.prev')} icon={<ChevronIcon direction="back" />} onPress={() => go(index - 1)} />
            <IconButton className={css.arrowEnd} variant="secondary" size="sm" aria-label={t('feed:photos.next')} icon={<ChevronIcon direction="forward" />} onPress={() => go(index + 1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={css.dots}>
          {images.map((img, i) => (
            <li key={`${img.id}-${i}`}>
              <button type="button" className={css.dot} aria-label={t('carousel.goTo', { index: i + 1 })} aria-current={i === index ? 'true' : undefined} onClick={() => setIndex(i)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
