import './strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type GlobalCommunity } from '@gratia/contracts';
import { Badge, Box, Button, EmptyState, ErrorState, Heading, Select, Skeleton, Stack, Text } from '@gratia/ui';
import { formatDate, formatDateTime, formatNumber } from '../i18n/index.ts';
import { fullName } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { CommunityPicker } from './CommunityPicker.tsx';
import { useAuditLog } from './hooks.ts';
import * as css from './globalAdmin.css.ts';

/** The value of "every action" in the action filter. */
const ALL = 'all';

/** A detail as text ('' for none). */
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * What an audit entry did, in words, from its `details` (docs/decisions/0034): a community's name
 * and first administrator, a hired person's name with division and job title, a period's days
 * (DD-MM-YYYY) and accrual, an emission's amount, recipients, total and reason, a Telegram group's
 * name and chat id (and its former name).
 */
export function auditDetails(entry: AuditEntry, t: TFunction, lng: string): string {
  const d = entry.details;
  const points = (v: unknown) => {
    const n = Number(v);
    return t('common:points', { count: n }).replace(String(n), formatNumber(n, lng));
  };
  const range = () => t('globalAdmin:range', { start: formatDate(text(d.startDate)), end: formatDate(text(d.endDate)) });
  switch (entry.action) {
    case 'community_created':
      return t(d.newPerson ? 'globalAdmin:audit.details.community_created_new' : 'globalAdmin:audit.details.community_created', { name: text(d.name), admin: text(d.admin) });
    case 'employee_created':
      return [
        t('globalAdmin:audit.details.employee_created', { name: text(d.name) }),
        d.division ? t('globalAdmin:audit.details.employee_division', { division: text(d.division) }) : null,
        d.jobTitle ? t('globalAdmin:audit.details.employee_job', { jobTitle: text(d.jobTitle) }) : null,
      ]
        .filter(Boolean)
        .join(', ');
    case 'period_created':
      return t('globalAdmin:audit.details.period_created', { range: range(), accrual: points(d.accrualAmount) });
    case 'period_deleted':
      return t('globalAdmin:audit.details.period_deleted', { range: range() });
    case 'emission':
      return d.userId === null || d.userId === undefined
        ? t('globalAdmin:audit.details.emission_all', { amount: points(d.amount), count: Number(d.recipients), total: points(d.total), reason: text(d.reason) })
        : t('globalAdmin:audit.details.emission_one', { amount: points(d.amount), recipient: text(d.recipient), reason: text(d.reason) });
    case 'telegram_group_created':
    case 'telegram_group_updated':
    case 'telegram_group_deleted':
      return t(`globalAdmin:audit.details.${entry.action}`, { name: text(d.name), chatId: text(d.chatId), previousName: text(d.previousName) });
  }
}

/** Props of {@link AuditTab}. */
export interface AuditTabProps {
  /** The community filter, shared with the other tabs' picker; null: every community. */
  community: GlobalCommunity | null;
  onCommunityChange: (community: GlobalCommunity | null) => void;
}

/**
 * The 'audit' tab of /global_admin (docs/decisions/0034): the superusers' actions newest first (GET
 * /api/global/audit, cursor pages with **Show more**), filtered by community and action; each entry
 * says what (a badge), in which community, the details in words ({@link auditDetails}), who and
 * when. `data-state`: loading, error (with retry), empty, ready.
 */
export function AuditTab({ community, onCommunityChange }: AuditTabProps) {
  const { t, i18n } = useTranslation('globalAdmin');
  const titleId = useId();
  const [action, setAction] = useState<AuditAction | null>(null);
  const log = useAuditLog({ organizationId: community?.id, action: action ?? undefined });
  const filtered = community !== null || action !== null;
  const state = log.error && log.items.length === 0 ? 'error' : log.isLoading ? 'loading' : log.items.length === 0 ? 'empty' : 'ready';
  const lng = i18n.language;

  return (
    <Box as="section" className={css.panel} aria-labelledby={titleId} data-state={state} aria-busy={state === 'loading'} data-testid="audit-tab">
      <Stack gap="lg">
        <Box className={css.intro}>
          <Heading level={2} size={3} id={titleId}>
            {t('audit.title')}
          </Heading>
          <Text tone="muted">{t('audit.description')}</Text>
        </Box>
        <Box className={css.filters}>
          <CommunityPicker value={community} onChange={onCommunityChange} label={t('audit.community')} description={community ? undefined : t('audit.allCommunities')} />
          <Select
            label={t('audit.action')}
            items={[{ id: ALL, label: t('audit.allActions') }, ...AUDIT_ACTIONS.map((a) => ({ id: a, label: t(`audit.actions.${a}`) }))]}
            selectedKey={action ?? ALL}
            onSelectionChange={(key) => setAction(key === ALL || key === null ? null : (key as AuditAction))}
          />
        </Box>
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('audit.loadError')} onRetry={log.reload} /> : null}
        {state === 'empty' ? <EmptyState title={filtered ? t('audit.emptyFiltered') : t('audit.empty')} /> : null}
        {state === 'ready' ? (
          <Box as="ol" className={css.auditList} aria-label={t('audit.title')}>
            {log.items.map((entry) => {
              const where = entry.organization?.name ?? t('audit.removedCommunity');
              return (
                <Box as="li" key={entry.id} className={css.auditEntry} data-testid="audit-entry" data-action={entry.action} aria-label={t('audit.entryLabel', { action: t(`audit.actions.${entry.action}`), community: where })}>
                  <Box className={css.cardHead}>
                    <Badge tone={entry.action === 'emission' ? 'positive' : entry.action.endsWith('deleted') ? 'warning' : 'info'}>{t(`audit.actions.${entry.action}`)}</Badge>
                    <Text as="span" size="sm" weight="semibold" className={css.name}>
                      {where}
                    </Text>
                  </Box>
                  <Text as="p">{auditDetails(entry, t, lng)}</Text>
                  <Text as="span" size="sm" tone="muted">
                    {fullName(entry.actor)} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lng)}</time>
                  </Text>
                </Box>
              );
            })}
          </Box>
        ) : null}
        {state === 'ready' && log.hasMore ? (
          <Box>
            <Button variant="secondary" onPress={log.loadMore} isLoading={log.isLoadingMore}>
              {t('audit.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
