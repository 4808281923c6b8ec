import './strings.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUSES, type DirectoryStatusFilter, type EmployeeStatus } from '@gratia/contracts';
import type { BadgeTone } from '@gratia/ui';

/** The directory's status filter choices (SPEC §2 'Participants list with status filter'): every work status, then `fired`. */
export const DIRECTORY_STATUSES: readonly DirectoryStatusFilter[] = [...EMPLOYEE_STATUSES, 'fired'];

/**
 * Badge tone of a work status (SPEC §3 Employee 'status'): at work (office, working) positive,
 * remote info, away (vacation, illness) warning; `none` gets no badge. The text always says it.
 */
export const statusTone: Record<Exclude<EmployeeStatus, 'none'>, BadgeTone> = {
  office: 'positive',
  working: 'positive',
  remotely: 'info',
  vacation: 'warning',
  illness: 'warning',
};

/**
 * The translated name of a work status, or of `fired` ("Уволенные" in a filter), in the current
 * language: "В офисе" / "In the office" (SPEC §3 Employee 'status'). Other areas' forms and tables
 * name statuses through it, so the people strings load with them.
 */
export function useStatusLabel(): (status: DirectoryStatusFilter) => string {
  const { t } = useTranslation('people');
  return useCallback((status: DirectoryStatusFilter) => t(`status.${status}`), [t]);
}
