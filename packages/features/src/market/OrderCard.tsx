import './strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@gratia/contracts';
import { Badge, Button, ConfirmDialog, Heading, useToast } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { BagIcon } from './bagIcon.tsx';
import { useOrderMove } from './orderHooks.ts';
import { buyerMoves, formatOrderTime, ORDER_STATUS_TONE, type BuyerMove } from './orders.ts';
import * as css from './OrderCard.css.ts';

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  order: Order;
}

/**
 * One order of the member's history (SPEC §2 /market_orders, §3 Order; DOMAIN §2.1; docs/decisions/0046):
 * the offer's photo (or a bag), '#id, ordered at HH:MM dd.mm.yyyy', the offer's name with the
 * quantity, the total in the community's bonus name and the status pill — under consideration
 * info, rejected and canceled the error colour, every other status success. Then the buyer's own
 * moves that `order.next` allows: 'Confirm' (accepted by the buyer), 'Received' (ready) and
 * 'Cancel order' — behind a confirmation that says the points come back. Each move shows its toast
 * and the list reads again; a refusal (ORDER_STATUS_NOT_ALLOWED: someone moved it first) its
 * translated message. `data-status` carries the status.
 */
export function OrderCard({ order }: OrderCardProps) {
  const { t } = useTranslation('market');
  const formatPoints = useFormatPoints();
  const move = useOrderMove();
  const toast = useToast();
  const showError = useErrorToast();
  const titleId = useId();
  const [pending, setPending] = useState<BuyerMove | null>(null);
  const [confirming, setConfirming] = useState(false);
  const moves = buyerMoves(order.next);
  const photo = order.offer.tile;

  const run = async (to: BuyerMove) => {
    setPending(to);
    try {
      await move(order.id, to);
      toast.show({ tone: 'success', title: t(`orders.done.${to}`) });
    } catch (error) {
      showError(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <article className={css.card} aria-labelledby={titleId} data-status={order.status} data-order={order.id}>
      <div className={css.photo}>{photo ? <img className={css.image} src={photo.thumbUrl} alt="" width={photo.width} height={photo.height} loading="lazy" decoding="async" /> : <BagIcon size="em" />}</div>
      <div className={css.body}>
        <div className={css.top}>
          <p className={css.meta}>{t('orders.placed', { id: order.id, time: formatOrderTime(order.createdAt) })}</p>
          <Badge tone={ORDER_STATUS_TONE[order.status]} data-testid="order-status">
            {t(`orders.status.${order.status}`)}
          </Badge>
        </div>
        <Heading level={2} size={4} id={titleId} className={css.name}>
          {t('orders.nameQuantity', { name: order.offer.name, count: order.quantity })}
        </Heading>
        <p className={css.total}>{t('orders.total', { points: formatPoints(order.total) })}</p>
        {moves.length > 0 ? (
          <div className={css.actions}>
            {moves.map((to) =>
              to === 'canceled' ? (
                <Button key={to} size="sm" variant="secondary" tone="critical" isLoading={pending === to} isDisabled={pending !== null && pending !== to} onPress={() => setConfirming(true)} aria-describedby={titleId}>
                  {t('orders.action.canceled')}
                </Button>
              ) : (
                <Button key={to} size="sm" variant={to === 'accepted_by_buyer' ? 'primary' : 'secondary'} isLoading={pending === to} isDisabled={pending !== null && pending !== to} onPress={() => void run(to)} aria-describedby={titleId}>
                  {t(`orders.action.${to}`)}
                </Button>
              ),
            )}
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('orders.cancel.title', { id: order.id })}
        description={t('orders.cancel.description', { name: order.offer.name, points: formatPoints(order.total) })}
        confirmLabel={t('orders.cancel.confirm')}
        cancelLabel={t('orders.cancel.keep')}
        tone="critical"
        onConfirm={() => run('canceled')}
      />
    </article>
  );
}
