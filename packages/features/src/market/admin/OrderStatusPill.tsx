import './strings.ts';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@gratia/contracts';
import { Badge } from '@gratia/ui';
import { orderStatusTone } from './marketAdmin.ts';

/** Props of {@link OrderStatusPill}. */
export interface OrderStatusPillProps {
  status: OrderStatus;
}

/**
 * An order's status as the shopping list shows it (SPEC §4 Market order statuses; DOMAIN §2.4 the
 * admin table's labels): a ui `Badge` — under consideration blue, accepted amber, paid and on
 * green, rejected or canceled red — whose text names the status (colour is never the only sign).
 */
export function OrderStatusPill({ status }: OrderStatusPillProps) {
  const { t } = useTranslation('marketAdmin');
  return (
    <Badge tone={orderStatusTone(status)} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
