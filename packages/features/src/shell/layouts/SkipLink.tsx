import { useTranslation } from 'react-i18next';
import * as css from './layouts.css.ts';

/** The id of the main layouts' `<main>`: where the {@link SkipLink} moves the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content" / "Перейти к содержимому" (WCAG 2.4.1): the first Tab stop of the main
 * layouts, hidden until it has the keyboard focus. Activating it moves the focus to `<main>`
 * (`tabIndex={-1}`) without changing the URL, so the next Tab goes into the page's content.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: { targetId?: string }) {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${targetId}`}
      className={css.skipLink}
      onClick={(event) => {
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
