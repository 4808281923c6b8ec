/**
 * @gratia/contracts — zod schemas of every API resource, enum and request, shared by the server
 * (validation, OpenAPI) and the web app (types, form rules). Validation messages are i18n keys
 * (`validation.*`) that the UI translates.
 */
export * from './errorCodes.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './idempotency.ts';
export * from './common.ts';
export * from './timeZone.ts';
export * from './auth.ts';
export * from './profile.ts';
export * from './roles.ts';
export * from './organization.ts';
export * from './organizationOverview.ts';
export * from './branding.ts';
export * from './communityStats.ts';
export * from './bonusNames.ts';
export * from './period.ts';
export * from './transfer.ts';
export * from './media.ts';
export * from './stickers.ts';
export * from './feedKinds.ts';
export * from './feed.ts';
export * from './social.ts';
export * from './shell.ts';
export * from './instance.ts';
export * from './history.ts';
export * from './notifications.ts';
export * from './economyRoutes.ts';
export * from './socialRoutes.ts';
export * from './mediaRoutes.ts';
export * from './notificationRoutes.ts';
export * from './peopleValues.ts';
export * from './people.ts';
export * from './peopleRoutes.ts';
export * from './roleAdmin.ts';
export * from './roleRoutes.ts';
export * from './contacts.ts';
export * from './contactRoutes.ts';
export * from './approvals.ts';
export * from './approvalRoutes.ts';
export * from './redistribution.ts';
export * from './redistributionRoutes.ts';
export * from './subsidiaries.ts';
export * from './subsidiaryRoutes.ts';
export * from './telegramGroups.ts';
export * from './invites.ts';
export * from './adminTransactions.ts';
export * from './adminTransactionRoutes.ts';
export * from './globalAdmin.ts';
export * from './globalAdminRoutes.ts';
export * from './onboarding.ts';
export * from './challenges.ts';
export * from './challengeRoutes.ts';
export * from './routes.ts';
export * from './routePaths.ts';
