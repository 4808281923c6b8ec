/**
 * The people of a community and its structure (SPEC §1 participants directory, profile; §2
 * /employees, /profile, /other_profile/{id}, Organization settings 'structure'; §3 Employee
 * 'division', 'job title'; §4 Employee fire, block, move; §5 employee and profile rules; §7
 * profile, departments, departments tree, employees, colleagues; docs/decisions/0020): the
 * directory, profiles with their visibility, the divisions tree (any depth per organization) and
 * the admins' employee table. The colleague pickers read divisions and job titles with the people
 * they list (users module).
 */
export { birthdayHandlers, listBirthdays } from './birthdays.ts';
export { isActive as activeMembership, subtreeOf as divisionSubtree } from './fragments.ts';
export { peopleHandlers, type PeopleDeps } from './routes.ts';
export { registerEmployeeFileRoutes, type EmployeeFileRouteDeps } from './fileRoutes.ts';
export { createDivisions, listDivisions, setMemberPosition, type DivisionRow, type DivisionTree } from './queries.ts';
export { INVOLVEMENT_WEEKS } from './profile.ts';
export { createEmployee, type EmployeeFields, type OnMemberJoined } from './employees.ts';
export { listDivisionTree } from './divisions.ts';
export * from './schema.ts';
