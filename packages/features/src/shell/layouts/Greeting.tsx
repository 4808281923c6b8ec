import { useTranslation } from 'react-i18next';
import { Heading, Link, Stack, Text } from '@gratia/ui';
import { useMe } from '../../profile/index.ts';
import { currentNow, zonedParts } from '../../i18n/index.ts';
import * as css from './Greeting.css.ts';

/** Part of the day by the hour in the display time zone (i18n clock): morning 5–11, day 12–17, evening 18–22, night otherwise. */
export function partOfDay(date: Date): 'morning' | 'day' | 'evening' | 'night' {
  const { hour } = zonedParts(date);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'day';
  if (hour >= 18 && hour < 23) return 'evening';
  return 'night';
}

/** Props of {@link Greeting}. */
export interface GreetingProps {
  /** The moment to greet for; default now (stories pass a fixed one). */
  now?: Date;
}

/**
 * The title of /main: the page's one `<h1>`, greeting the member by first name for the local time
 * ("Добрый день, Анна" / "Good afternoon, Anna"), a short line, and the primary call to action
 * "Сказать спасибо" / "Say thanks", a link to /new_transfer.
 */
export function Greeting({ now }: GreetingProps) {
  const { t } = useTranslation('shell');
  const me = useMe();
  const name = me.data?.profile.firstName;
  const title = name ? t(`greeting.${partOfDay(now ?? new Date(currentNow()))}`, { name }) : t('greeting.anonymous');
  return (
    <div className={css.greeting}>
      <Stack gap="xs" className={css.text}>
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{t('greeting.line')}</Text>
      </Stack>
      <Link href="/new_transfer" className={css.action}>
        {t('greeting.action')}
      </Link>
    </div>
  );
}
