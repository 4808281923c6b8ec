/**
 * structure — the admins' organization settings (SPEC §2 Organization settings 'structure
 * (employees, divisions, subsidiaries)' and 'roles'; §4 Employee fire, block, move; §5 employee
 * rules; §6 roles): the divisions tree, the employee table and its dialogs, the subsidiaries
 * (docs/decisions/0027), the roles with their log and the permission matrix, and the tabs that hold them
 * (the 'general' tab's form comes from the `administration` area).
 */
export {
  adminEmployeesKey,
  EMPLOYEE_PAGE_SIZE,
  employeesExportPath,
  employeeTemplatePath,
  ROLE_LOG_PAGE_SIZE,
  roleChangesPageKey,
  roleGrantsKey,
  subsidiariesKey,
  useAdminEmployees,
  useCreateSubsidiary,
  useDivisionActions,
  useEmployeeActions,
  useEmployeeImport,
  useRoleActions,
  useRoleChanges,
  useRoleGrants,
  useSubsidiaries,
  useUpdateSubsidiary,
  type DivisionActions,
  type EmployeeActions,
  type EmployeeExportParams,
  type EmployeeImport,
  type EmployeeTableParams,
  type RoleActions,
  type RoleChangesState,
} from './hooks.ts';
export { DivisionTree, type DivisionTreeProps } from './DivisionTree.tsx';
export { EmployeeTable, type EmployeeTableProps } from './EmployeeTable.tsx';
export { EmployeeForm, type EmployeeFormProps } from './EmployeeForm.tsx';
export { ImportDialog, importFailureMessage, IMPORT_PREVIEW_PAGE_SIZE, type ImportDialogProps } from './ImportDialog.tsx';
export { StructurePanel, type StructurePanelProps } from './StructurePanel.tsx';
export { SubsidiariesPanel, subsidiaryInviteLink, type SubsidiariesPanelProps } from './SubsidiariesPanel.tsx';
export { PermissionMatrix } from './PermissionMatrix.tsx';
export { RolesPanel } from './RolesPanel.tsx';
export { ApprovalThresholdForm } from './ApprovalThresholdForm.tsx';
export { parseThreshold, useSaveApprovalThreshold, type ThresholdError } from './approvalThreshold.ts';
export { OrganizationSettings, type OrganizationSettingsProps } from './OrganizationSettings.tsx';
export { isSettingsTab, SETTINGS_TABS, settingsTabPath, type SettingsTab } from './paths.ts';
