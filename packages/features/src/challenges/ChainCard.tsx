import './chainStrings.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Chain } from '@gratia/contracts';
import { Badge, Heading, ProgressBar, Text, type BadgeTone } from '@gratia/ui';
import { StrokeIcon } from '../shared/index.ts';
import { formatDayRange, formatNumber } from '../i18n/index.ts';
import { fullName } from '../people/index.ts';
import * as css from './Chains.css.ts';

/** Badge tone of each chain state. */
export const CHAIN_STATE_TONE: Record<Chain['state'], BadgeTone> = { upcoming: 'info', active: 'positive', ended: 'neutral' };

/** The path of chain `id`'s page (SPEC §2 /challenge_chain/{id}). */
export const chainPath = (id: number) => `/challenge_chain/${id}`;

/** Props of {@link ChainCard}. */
export interface ChainCardProps {
  chain: Chain;
  /** The heading level of the name; default 2. */
  headingLevel?: 2 | 3;
}

/**
 * A chain's card (SPEC §2 /challenge_chains; DOMAIN §1.8 card): cover (or a placeholder), state,
 * name (its link covers the card and opens /challenge_chain/{id}), author, dates, the counters
 * tasks / steps / contenders, and the caller's progress n/m as a bar. `data-state` is the state.
 */
export function ChainCard({ chain, headingLevel = 2 }: ChainCardProps) {
  const { t, i18n } = useTranslation('challengeChains');
  const lng = i18n.language;
  const picture = chain.thumbnail ?? chain.covers[0] ?? null;
  return (
    <article className={css.card} data-state={chain.state} aria-labelledby={`chain-${chain.id}-name`} data-testid="chain-card">
      <div className={css.cover} aria-hidden="true">
        {picture ? (
          <img className={css.coverImage} src={picture.thumbUrl} alt="" width={picture.width} height={picture.height} loading="lazy" decoding="async" />
        ) : (
          <StrokeIcon size="em">
            <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
          </StrokeIcon>
        )}
      </div>
      <div className={css.body}>
        <div>
          <Badge tone={CHAIN_STATE_TONE[chain.state]}>{t(`state.${chain.state}`)}</Badge>
        </div>
        <Heading level={headingLevel} size={3}>
          <Link id={`chain-${chain.id}-name`} to={chainPath(chain.id)} className={css.nameLink}>
            {chain.name}
          </Link>
        </Heading>
        <Text size="sm" tone="muted">
          {t('card.author')}: {fullName(chain.author)} · {formatDayRange(chain.startAt, chain.endAt, lng)}
        </Text>
        <div className={css.meta}>
          <span>{t('card.tasks', { count: chain.challengesTotal, n: formatNumber(chain.challengesTotal, lng) })}</span>
          <span>{t('card.steps', { count: chain.stepsCount, n: formatNumber(chain.stepsCount, lng) })}</span>
          <span>{t('card.contenders', { count: chain.participantsCount, n: formatNumber(chain.participantsCount, lng) })}</span>
        </div>
        <ProgressBar
          label={t('card.progressLabel')}
          value={chain.challengesFinished}
          maxValue={Math.max(chain.challengesTotal, 1)}
          showValue={false}
        />
        <Text size="sm" data-testid="chain-progress">
          {t('card.progress', { done: formatNumber(chain.challengesFinished, lng), total: formatNumber(chain.challengesTotal, lng) })}
        </Text>
      </div>
    </article>
  );
}
