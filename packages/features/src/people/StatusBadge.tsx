import './strings.ts';
import { useTranslation } from 'react-i18next';
import type { EmployeeStatus } from '@gratia/contracts';
import { Badge } from '@gratia/ui';
import { statusTone } from './status.ts';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  status: EmployeeStatus;
}

/**
 * A person's work status as a badge (SPEC §3 Employee 'status': in the office, remote, on
 * vacation, on sick leave, working), its text in the current language; nothing for `none`.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation('people');
  if (status === 'none') return null;
  return (
    <Badge tone={statusTone[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
