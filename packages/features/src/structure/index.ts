/**
 * structure — the admins' organization settings (SPEC §2 Organization settings 'structure
 * (employees, divisions, subsidiaries)' and 'roles'; §4 Employee fire, block, move; §5 employee
 * rules; §6 roles): the divisions tree, the employee table and its dialogs, the roles with their
 * log and the permission matrix, and the tabs that hold them.
 */
export {
  adminEmployeesKey,
  EMPLOYEE_PAGE_SIZE,
  ROLE_LOG_PAGE_SIZE,
  roleChangesPageKey,
  roleGrantsKey,
  useAdminEmployees,
  useDivisionActions,
  useEmployeeActions,
  useRoleActions,
  useRoleChanges,
  useRoleGrants,
  type DivisionActions,
  type EmployeeActions,
  type EmployeeTableParams,
  type RoleActions,
  type RoleChangesState,
} from './hooks.ts';
export { DivisionTree, type DivisionTreeProps } from './DivisionTree.tsx';
export { EmployeeTable, type EmployeeTableProps } from './EmployeeTable.tsx';
export { EmployeeForm, type EmployeeFormProps } from './EmployeeForm.tsx';
export { StructurePanel, type StructurePanelProps } from './StructurePanel.tsx';
export { PermissionMatrix } from './PermissionMatrix.tsx';
export { RolesPanel } from './RolesPanel.tsx';
export { OrganizationSettings, type OrganizationSettingsProps } from './OrganizationSettings.tsx';
export { isSettingsTab, SETTINGS_TABS, settingsTabPath, type SettingsTab } from './paths.ts';
