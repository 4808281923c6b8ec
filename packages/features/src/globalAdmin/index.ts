/**
 * globalAdmin — the global admin of superusers (SPEC §1 'A global administrator can create root
 * communities and emit thanks', §2 /global_admin, §6; DOMAIN §6.5; docs/decisions/0034): every
 * community searched and paged, a new root community with its first administrator, hiring into
 * any community and division, a community's periods, emitting points to everyone or one member,
 * a community's Telegram groups, and the audit log of those actions — as the tabs of one page.
 */
export { GlobalAdmin, GLOBAL_ADMIN_TABS, isGlobalAdminTab, type GlobalAdminProps, type GlobalAdminTab } from './GlobalAdmin.tsx';
export { CommunitiesTab, type CommunitiesTabProps } from './CommunitiesTab.tsx';
export { EmployeesTab, type EmployeesTabProps } from './EmployeesTab.tsx';
export { PeriodsTab, type PeriodsTabProps } from './PeriodsTab.tsx';
export { EmissionTab, type EmissionTabProps } from './EmissionTab.tsx';
export { TelegramTab, type TelegramTabProps } from './TelegramTab.tsx';
export { AuditTab, auditDetails, type AuditTabProps } from './AuditTab.tsx';
export { CommunityPicker, type CommunityPickerProps } from './CommunityPicker.tsx';
export {
  AUDIT_PAGE_SIZE,
  COMMUNITIES_PAGE_SIZE,
  globalAdminKeys,
  useAuditLog,
  useCommunitySearch,
  useCreateEmission,
  useCreateRootCommunity,
  useGlobalCommunities,
  useGlobalCreateEmployee,
  useGlobalDivisions,
  useGlobalPeriodActions,
  useGlobalPeriods,
  useGlobalTelegramGroupActions,
  useGlobalTelegramGroups,
  useMemberSearch,
  type AuditFilter,
  type AuditLogState,
  type GlobalPeriodActions,
  type GlobalTelegramGroupActions,
} from './hooks.ts';
