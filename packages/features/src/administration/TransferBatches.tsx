import './strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBatch } from '@gratia/contracts';
import { Badge, Button, ConfirmDialog, Heading, Stack, Text, useToast, type BadgeTone } from '@gratia/ui';
import { errorMessage } from '../errors/index.ts';
import { formatDateTime } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { useAdminBatches, useCancelAdminBatch } from './transactionsHooks.ts';
import * as tx from './transactions.css.ts';

const TONE: Record<AdminBatch['status'], BadgeTone> = { scheduled: 'info', done: 'positive', canceled: 'neutral', failed: 'critical' };

/**
 * The transfers from the community to many (docs/decisions/0033), newest first: state (scheduled,
 * done, canceled, failed with its reason), whom (everyone, N chosen, everyone but N), points per
 * person and account, when it ran or will run, by whom; a scheduled one can be canceled (with a
 * confirmation) until it runs. Shows nothing until the community has made one.
 */
export function TransferBatches() {
  const { t, i18n } = useTranslation('administration');
  const batches = useAdminBatches();
  const cancel = useCancelAdminBatch();
  const toast = useToast();
  const formatPoints = useFormatPoints();
  const [canceling, setCanceling] = useState<AdminBatch | null>(null);
  const titleId = useId();
  const items = batches.data?.items ?? [];
  if (items.length === 0) return null;
  const whom = (b: AdminBatch) => (b.mode === 'all' ? t('transactions.bulk.whom.all') : t(`transactions.bulk.whom.${b.mode ?? 'all'}`, { count: b.listed }));
  const when = (b: AdminBatch) => {
    if (b.status === 'scheduled' && b.executeAt) return t('transactions.bulk.runsAt', { when: formatDateTime(b.executeAt, i18n.language) });
    if (b.status === 'done') return t('transactions.bulk.ranAt', { when: formatDateTime(b.executedAt ?? b.createdAt, i18n.language), count: b.recipients });
    if (b.status === 'failed') return t('transactions.bulk.failedBecause', { reason: b.failure ? t(`common:errors.${b.failure}`, { defaultValue: b.failure }) : '' });
    return t('transactions.bulk.canceled');
  };
  return (
    <section aria-labelledby={titleId} data-testid="transfer-batches">
      <Stack gap="sm">
        <Heading level={3} size={4} id={titleId}>
          {t('transactions.bulk.listTitle')}
        </Heading>
        <ul className={tx.batches}>
          {items.map((b) => (
            <li key={b.id} className={tx.batch} data-status={b.status}>
              <div className={tx.batchText}>
                <Text as="span" weight="semibold">
                  {t('transactions.bulk.line', { points: formatPoints(b.amount), account: t(`transactions.account.${b.account}`), whom: whom(b) })}
                </Text>
                <Text as="span" size="sm">
                  {when(b)}
                </Text>
                <Text as="span" size="sm" tone="muted">
                  {b.reason} — {fullName(b.admin)}
                </Text>
              </div>
              <Badge tone={TONE[b.status]}>{t(`transactions.bulk.status.${b.status}`)}</Badge>
              {b.status === 'scheduled' ? (
                <Button size="sm" variant="secondary" onPress={() => setCanceling(b)}>
                  {t('transactions.bulk.cancel')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </Stack>
      {canceling ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setCanceling(null)}
          title={t('transactions.bulk.cancelTitle')}
          description={t('transactions.bulk.cancelDescription', { points: formatPoints(canceling.amount), whom: whom(canceling) })}
          confirmLabel={t('transactions.bulk.cancelConfirm')}
          cancelLabel={t('transactions.bulk.keep')}
          tone="critical"
          onConfirm={async () => {
            try {
              await cancel(canceling.id);
              toast.show({ tone: 'success', title: t('transactions.bulk.canceledToast'), timeout: 3000 });
            } catch (error) {
              toast.show({ tone: 'critical', title: errorMessage(error, t), timeout: 5000 });
            }
            setCanceling(null);
          }}
        />
      ) : null}
    </section>
  );
}
