import './strings.ts';
import { useTranslation } from 'react-i18next';
import type { BirthdayEntry } from '@gratia/contracts';
import { Avatar, Box, EmptyState, Link, Stack, Text } from '@gratia/ui';
import { fullName } from '../people/index.ts';
import { daysBetween, formatDayMonth, todayIso } from './dates.ts';
import * as css from './BirthdaysPanel.css.ts';

/** The new-thanks route with the person chosen (SPEC §2 New thanks form). */
const thankPath = (id: number) => `/new_transfer?to=${id}`;

/** "Today", "Tomorrow" or "25 ноября", and "turns 35" when the year is shown. */
function useWhen() {
  const { t, i18n } = useTranslation('birthdays');
  const today = todayIso();
  return (entry: BirthdayEntry) => {
    const offset = daysBetween(today, entry.date);
    const day = offset === 0 ? t('today') : offset === 1 ? t('tomorrow') : formatDayMonth(entry.date, i18n.language);
    const age = entry.year === null ? null : Number(entry.date.slice(0, 4)) - entry.year;
    return { isToday: offset === 0, text: age === null ? day : `${day} · ${t('turns', { count: age })}` };
  };
}

/** One person with a birthday: photo, name (their profile), when, and "Say thanks" (the thanks form with them chosen). */
function BirthdayRow({ entry, when, isToday }: { entry: BirthdayEntry; when: string; isToday: boolean }) {
  const { t } = useTranslation('birthdays');
  const name = fullName(entry.person);
  return (
    <Box as="li" display="flex" alignItems="center" gap="sm" className={css.row} data-today={isToday || undefined}>
      <Avatar src={entry.person.photo} name={name} size="md" isDecorative />
      <Stack gap="xxs" className={css.who}>
        <Link href={`/other_profile/${entry.person.id}`} className={css.name}>
          {name}
        </Link>
        <Text size="sm" tone="muted">
          {when}
        </Text>
      </Stack>
      <Link href={thankPath(entry.person.id)} aria-label={t('thankName', { name })} className={css.thank}>
        {t('thank')}
      </Link>
    </Box>
  );
}

/**
 * The people of a list of birthdays, by date (SPEC §1 main page 'birthdays'), or `empty`: an empty
 * state, or a quiet line beside the calendar (`quietEmpty`).
 */
export function BirthdayList({ items, empty, quietEmpty = false }: { items: readonly BirthdayEntry[]; empty: string; quietEmpty?: boolean }) {
  const when = useWhen();
  if (items.length === 0) {
    return quietEmpty ? (
      <Text tone="muted" role="status">
        {empty}
      </Text>
    ) : (
      <EmptyState title={empty} />
    );
  }
  return (
    <Box as="ul" display="flex" flexDirection="column" gap="sm" className={css.list}>
      {items.map((entry) => {
        const w = when(entry);
        return <BirthdayRow key={`${entry.person.id}-${entry.date}`} entry={entry} when={w.text} isToday={w.isToday} />;
      })}
    </Box>
  );
}
