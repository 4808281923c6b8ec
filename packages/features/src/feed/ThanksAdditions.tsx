import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdditionsSummary, Transfer } from '@gratia/contracts';
import { Avatar, Button, Inline, Popover, Spinner, Text } from '@gratia/ui';
import { useFormatPoints, useOrganizationSettings } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { useMe } from '../profile/index.ts';
import { PlusIcon } from './icons.tsx';
import * as css from './ThanksAdditions.css.ts';
import { lazyPart } from '../shared/index.ts';

/** The add form (with the thanks' validation and its schemas) loads when the popover first opens. */
const AddToThanksForm = lazyPart(() => import('./AddToThanksForm.tsx').then((m) => ({ default: m.AddToThanksForm })));

/** Props of {@link AdditionsLine}. */
export interface AdditionsLineProps {
  /** What colleagues added to the thanks (its `additions`). */
  additions: AdditionsSummary;
}

/**
 * What colleagues added to a thanks (docs/decisions/0014), under its amount on the feed card: the
 * avatars of the first adders (overlapping; one image named "Added by: …" for screen readers) and
 * "+12 спасибо от 3 коллег" / "+12 thank-yous from 3 colleagues" — one colleague is named ("+5
 * спасибо · добавляет Анна Петрова"), the viewer's own part is said ("including your 5"). Points
 * carry the organization's bonus name ({@link useFormatPoints}). Renders nothing while nobody added.
 * `data-testid="additions"`.
 */
export function AdditionsLine({ additions }: AdditionsLineProps) {
  const { t } = useTranslation('feed');
  const formatPoints = useFormatPoints();
  if (additions.count === 0) return null;
  const points = formatPoints(additions.total);
  const mineOnly = additions.count === 1 && additions.byMe === additions.total;
  const first = additions.adders[0];
  let text: string;
  if (mineOnly) text = t('additions.fromYou', { points });
  else if (additions.count === 1 && first) text = t('additions.fromOne', { points, name: fullName(first) });
  else text = t('additions.fromMany', { points, count: additions.count });
  if (additions.byMe > 0 && !mineOnly) text += t('additions.mine', { points: formatPoints(additions.byMe) });
  const names = additions.adders.map(fullName);
  const others = additions.count - names.length;
  return (
    <Inline gap="xs" wrap={false} align="center" className={css.line} data-testid="additions">
      <span
        className={css.avatars}
        role="img"
        aria-label={others > 0 ? t('additions.addedByMore', { names: names.join(', '), count: others }) : t('additions.addedBy', { names: names.join(', ') })}
      >
        {additions.adders.map((u) => (
          <Avatar key={u.id} src={u.photo} name={fullName(u)} size="sm" isDecorative className={css.avatar} />
        ))}
      </span>
      <Text as="span" size="sm" tone="positive" weight="semibold" className={css.text}>
        {text}
      </Text>
    </Inline>
  );
}

/** Props of {@link AddToThanks}. */
export interface AddToThanksProps {
  /** The thanks to add to (a feed event's transaction). */
  transfer: Transfer;
}

/**
 * The "Добавить" / "Add" button of a thanks' card (docs/decisions/0014, Bonusly's "+ add on") and
 * its popover: how many points (validated like the thanks form: {@link validateAmount} — a whole
 * number, at least 1, within the viewer's points to give and the organization's max transfer; the
 * limits shown under the field) and an optional message (≤ MESSAGE_MAX_LENGTH characters). Sends
 * through {@link useAddToThanks} (the card's additions update from the answer in every cached copy);
 * on success the popover closes and a toast says how much went to whom; a refusal of the server
 * shows inside the popover (under the amount when it is about the amount) and keeps what was typed.
 * Renders nothing for the thanks' sender and recipient, on a canceled thanks, while the profile
 * loads, and without an active period (adding would be refused).
 */
export function AddToThanks({ transfer }: AddToThanksProps) {
  const { t } = useTranslation('feed');
  const me = useMe();
  const settings = useOrganizationSettings();
  const meId = me.data?.id;
  const mine = meId === undefined || transfer.sender?.id === meId || transfer.recipient.id === meId;
  if (mine || transfer.status !== 'completed' || settings.data?.isActivePeriod === false) return null;
  const recipient = fullName(transfer.recipient);
  return (
    <Popover
      title={t('add.title')}
      placement="top start"
      trigger={
        <Button
          variant="ghost"
          size="sm"
          icon={<PlusIcon />}
          aria-label={t('add.button', { sender: transfer.sender ? fullName(transfer.sender) : t('anonymous'), name: recipient })}
        >
          {t('add.open')}
        </Button>
      }
    >
      {(close) => (
        <Suspense fallback={<Spinner />}>
          <AddToThanksForm transfer={transfer} onDone={close} />
        </Suspense>
      )}
    </Popover>
  );
}
