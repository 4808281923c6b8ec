import type { Ref } from 'react';
import { Button } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { pageSlots } from './pages.ts';
import * as styles from './Pagination.css.ts';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (≥ 1). With 1 page nothing but the disabled arrows and '1' is shown. */
  pageCount: number;
  /** Called with the 1-based page to go to. */
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one. Default 1. */
  siblings?: number;
  /** Accessible name of the navigation; default 'Страницы' / 'Pagination'. */
  'aria-label'?: string;
  className?: string;
  /** The `nav` element. */
  ref?: Ref<HTMLElement>;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M10 4L6 8l4 4' : 'M6 4l4 4-4 4'} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Page numbers with ellipsis and previous/next buttons for paged admin lists (SPEC §2 admin).
 * A `nav` landmark named 'Страницы'; each page button is named 'Страница N' and the current one
 * carries `aria-current="page"`; previous/next are disabled at the ends. The host owns the page
 * (often in the URL) and loads the data. For endless feeds use the virtual list instead.
 */
export function Pagination({ page, pageCount, onPageChange, siblings = 1, 'aria-label': ariaLabel, className, ref }: PaginationProps) {
  const { t } = useTranslation('ui');
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  return (
    <nav ref={ref} aria-label={ariaLabel ?? t('pagination.label')} className={className}>
      <ul className={styles.list}>
        <li>
          <Button className={styles.button} aria-label={t('pagination.previous')} isDisabled={current <= 1} onPress={() => onPageChange(current - 1)}>
            <Chevron direction="previous" />
          </Button>
        </li>
        {pageSlots(current, count, siblings).map((slot) =>
          slot.type === 'ellipsis' ? (
            <li key={slot.key} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <VisuallyHidden>{t('pagination.ellipsis')}</VisuallyHidden>
            </li>
          ) : (
            <li key={slot.page}>
              <Button
                className={clsx(styles.button)}
                aria-label={t('pagination.page', { page: slot.page })}
                aria-current={slot.page === current ? 'page' : undefined}
                onPress={() => {
                  if (slot.page !== current) onPageChange(slot.page);
                }}
              >
                {slot.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button className={styles.button} aria-label={t('pagination.next')} isDisabled={current >= count} onPress={() => onPageChange(current + 1)}>
            <Chevron direction="next" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
