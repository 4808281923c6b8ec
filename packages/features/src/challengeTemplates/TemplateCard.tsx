import './strings.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChallengeTemplate } from '@gratia/contracts';
import { Badge, Button, Heading, Tag, type HeadingLevel } from '@gratia/ui';
import { formatNumber } from '../i18n/index.ts';
import { StrokeIcon } from '../shared/index.ts';
import { templateStartPath } from './templateForm.ts';
import * as css from './TemplateCard.css.ts';

/** Props of {@link TemplateCard}. */
export interface TemplateCardProps {
  template: ChallengeTemplate;
  /** Opens the edit form (shown only when `template.me.canEdit`). */
  onEdit?: (template: ChallengeTemplate) => void;
  /** Asks to delete it (shown only when `template.me.canDelete`). */
  onDelete?: (template: ChallengeTemplate) => void;
  /** Level of the name's heading. Default 2 (under the page's title). */
  headingLevel?: HeadingLevel;
}

/**
 * One template in /challenge_templates (SPEC §2 'template cards', §3 Template; DOMAIN §1.9;
 * docs/decisions/0044): its card image (the cropped thumbnail, else the first cover's thumbnail,
 * else a placeholder), its kind as a badge ('Челлендж' / 'Цепочка заданий'), the name (three
 * lines at most), the description (three lines), for a chain its steps and challenges, who picks
 * the winners, and its categories as chips. The whole card is one link — 'Create a challenge'
 * (/challenges/new?template={id}) or, for a chain template, 'Create a chain'
 * (/challenge_chains/new?template={id}) — and, for who may, Edit and Delete buttons above it.
 * `data-kind` and `data-scope` carry the kind and the scope.
 */
export function TemplateCard({ template, onEdit, onDelete, headingLevel = 2 }: TemplateCardProps) {
  const { t, i18n } = useTranslation('challengeTemplates');
  const lng = i18n.language;
  const nameId = useId();
  const actionId = useId();
  const cover = template.thumbnail ?? template.covers[0] ?? null;
  const steps = new Set(template.steps.map((s) => s.step)).size;
  const challenges = template.steps.length;

  return (
    <article className={css.card} aria-labelledby={nameId} data-kind={template.kind} data-scope={template.scope}>
      <div className={css.cover}>
        {cover ? (
          <img className={css.coverImage} src={cover.thumbUrl} alt="" width={cover.width} height={cover.height} decoding="async" />
        ) : (
          <div className={css.placeholder} data-testid="template-cover-placeholder">
            <StrokeIcon size="em">
              {template.kind === 'chain' ? (
                <path d="M9 17H7A5 5 0 0 1 7 7h2M15 7h2a5 5 0 0 1 0 10h-2M8 12h8" />
              ) : (
                <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5ZM14 3v5h5M9 13h6M9 17h4" />
              )}
            </StrokeIcon>
          </div>
        )}
      </div>
      <div className={css.body}>
        <div className={css.badges}>
          <Badge tone={template.kind === 'chain' ? 'info' : 'accent'} data-testid="template-kind">
            {t(`kind.${template.kind}`)}
          </Badge>
        </div>
        <Heading level={headingLevel} size={3} id={nameId} className={css.name}>
          <Link to={templateStartPath(template)} className={css.nameLink} aria-describedby={actionId}>
            <span className={css.nameText}>{template.name}</span>
          </Link>
        </Heading>
        {template.description ? <p className={css.description}>{template.description}</p> : null}
        {template.kind === 'chain' ? (
          <p className={css.meta} data-testid="template-steps">
            {t('card.steps', { count: steps, n: formatNumber(steps, lng), challenges: t('card.challenges', { count: challenges, n: formatNumber(challenges, lng) }) })}
          </p>
        ) : (
          <p className={css.meta} data-testid="template-winner">
            {t('card.winner', { rule: t(`winnerRule.${template.winnerRule}`) })}
          </p>
        )}
        {template.categories.length > 0 ? (
          <ul className={css.chips} aria-label={t('card.categories')} data-testid="template-categories">
            {template.categories.map((c) => (
              <li key={c.id}>
                <Tag tone="neutral">{c.name}</Tag>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={css.foot}>
          <span id={actionId} className={css.useAction} data-testid="template-action">
            {template.kind === 'chain' ? t('card.useChain') : t('card.use')}
          </span>
          {(template.me.canEdit && onEdit) || (template.me.canDelete && onDelete) ? (
            <div className={css.actions}>
              {template.me.canEdit && onEdit ? (
                <Button size="sm" variant="secondary" onPress={() => onEdit(template)} aria-label={t('card.editLabel', { name: template.name })}>
                  {t('card.edit')}
                </Button>
              ) : null}
              {template.me.canDelete && onDelete ? (
                <Button size="sm" variant="secondary" tone="critical" onPress={() => onDelete(template)} aria-label={t('card.deleteLabel', { name: template.name })}>
                  {t('card.delete')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
