import { z } from 'zod';
import {
  AdminEmployee,
  BirthdaysQuery,
  BirthdaysResponse,
  AdminEmployeesPage,
  AdminEmployeesQuery,
  BlockEmployeeBody,
  CreateDivisionBody,
  CreateEmployeeBody,
  DirectoryPage,
  DirectoryQuery,
  Division,
  DivisionIdQuery,
  DivisionsResponse,
  EmployeeFileTemplateQuery,
  EmployeeIdQuery,
  EmployeeImportPreview,
  EmployeeImportResult,
  EmployeesExportQuery,
  FireEmployeeBody,
  PersonIdQuery,
  PersonProfile,
  UpdateDivisionBody,
  UpdateEmployeeBody,
  UpdateOwnProfileBody,
} from './people.ts';

const Ok = z.object({ ok: z.literal(true) });

/**
 * Routes of the people area (SPEC §2 /employees, /profile, /other_profile/{id}, Organization
 * settings 'structure'; §7 profile, departments, departments tree, employees, colleagues), spread
 * into `routes`. `admin: true`: role 'A' of the caller's organization (403 FORBIDDEN otherwise).
 * Every call answers only about the caller's current organization: another tenant's id is 404.
 */
export const peopleRoutes = {
  directory: { method: 'GET', path: '/employees', auth: true, query: DirectoryQuery, response: DirectoryPage },
  birthdays: { method: 'GET', path: '/employees/birthdays', auth: true, query: BirthdaysQuery, response: BirthdaysResponse },
  personProfile: { method: 'GET', path: '/employees/profile', auth: true, query: PersonIdQuery, response: PersonProfile },
  updateOwnProfile: { method: 'PATCH', path: '/profile', auth: true, body: UpdateOwnProfileBody, response: PersonProfile },
  divisions: { method: 'GET', path: '/divisions', auth: true, response: DivisionsResponse },
  createDivision: { method: 'POST', path: '/divisions', auth: true, admin: true, body: CreateDivisionBody, response: Division },
  updateDivision: { method: 'PATCH', path: '/divisions', auth: true, admin: true, query: DivisionIdQuery, body: UpdateDivisionBody, response: Division },
  deleteDivision: { method: 'DELETE', path: '/divisions', auth: true, admin: true, query: DivisionIdQuery, response: Ok },
  adminEmployees: { method: 'GET', path: '/admin/employees', auth: true, admin: true, query: AdminEmployeesQuery, response: AdminEmployeesPage },
  createEmployee: { method: 'POST', path: '/admin/employees', auth: true, admin: true, body: CreateEmployeeBody, response: AdminEmployee },
  updateEmployee: { method: 'PATCH', path: '/admin/employees', auth: true, admin: true, query: EmployeeIdQuery, body: UpdateEmployeeBody, response: AdminEmployee },
  fireEmployee: { method: 'POST', path: '/admin/employees/fire', auth: true, admin: true, query: EmployeeIdQuery, body: FireEmployeeBody, response: AdminEmployee },
  blockEmployee: { method: 'POST', path: '/admin/employees/block', auth: true, admin: true, query: EmployeeIdQuery, body: BlockEmployeeBody, response: AdminEmployee },
} as const;

/**
 * The employee file calls (SPEC §2 Organization settings 'structure … employees';
 * docs/decisions/0024): import from .xlsx or .csv with a preview, export to .xlsx, and a blank
 * template. Their bodies (multipart uploads) and answers (.xlsx bytes) are not JSON, so the people
 * module registers them beside the JSON route table, as the image routes are, with the same rule:
 * `admin: true` is role 'A' of the caller's organization (403 FORBIDDEN before the body is read).
 * The web client builds their URLs from here. Both POSTs take one multipart part, `file`.
 */
export const peopleFileRoutes = {
  previewEmployeeImport: { method: 'POST', path: '/admin/employees/import/preview', auth: true, admin: true, response: EmployeeImportPreview },
  importEmployees: { method: 'POST', path: '/admin/employees/import', auth: true, admin: true, response: EmployeeImportResult },
  exportEmployees: { method: 'GET', path: '/admin/employees/export', auth: true, admin: true, query: EmployeesExportQuery },
  employeeFileTemplate: { method: 'GET', path: '/admin/employees/import/template', auth: true, admin: true, query: EmployeeFileTemplateQuery },
} as const;
