/**
 * Import boundaries of the workspace (docs/decisions/0009-module-boundaries.md), checked by
 * `pnpm lint` with dependency-cruiser over every package's sources, stories and tests:
 *
 * - packages point one way: tokens ← ui ← features ← web, contracts ← features, contracts ← server;
 *   the server never imports a front-end package;
 * - inside @gratia/features and the server, an area imports another area only through that
 *   area's `index.ts`, and the shared plumbing (features `api/`, server `db/` and `http/`)
 *   imports no area;
 * - no import cycle anywhere.
 */

/** A package's source folder, as a path regex. */
const TOKENS = '^tokens/';
const UI = '^packages/ui/';
const CONTRACTS = '^packages/contracts/';
const FEATURES = '^packages/features/';
const WEB = '^apps/web/';
const SERVER = '^apps/server/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Import cycles make load order matter and areas inseparable: move the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'tokens-imports-no-package',
      severity: 'error',
      comment: '@gratia/tokens is the bottom layer.',
      from: { path: TOKENS },
      to: { path: [UI, CONTRACTS, FEATURES, WEB, SERVER] },
    },
    {
      name: 'ui-not-features-or-apps',
      severity: 'error',
      comment: '@gratia/ui has no product words, no data and no routing: it imports tokens only.',
      from: { path: UI },
      to: { path: [CONTRACTS, FEATURES, WEB, SERVER] },
    },
    {
      name: 'contracts-standalone',
      severity: 'error',
      comment: '@gratia/contracts is shared by the server and the front end and depends on neither.',
      from: { path: CONTRACTS },
      to: { path: [TOKENS, UI, FEATURES, WEB, SERVER] },
    },
    {
      name: 'features-not-apps',
      severity: 'error',
      comment: 'Widgets are embedded by other apps: they never import the web app or the server.',
      from: { path: FEATURES },
      to: { path: [WEB, SERVER] },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP only (its e2e tests start it as a process).',
      from: { path: '^apps/web/src/' },
      to: { path: SERVER },
    },
    {
      name: 'server-not-front-end',
      severity: 'error',
      comment: 'The server never imports a front-end package.',
      from: { path: SERVER },
      to: { path: [TOKENS, UI, FEATURES, WEB] },
    },
    {
      name: 'package-through-its-entry',
      severity: 'error',
      comment: 'Another package is imported by its name (its index), never by a path into its sources.',
      // The package consumer tests check the built packages against the sources.
      from: { path: '^(tokens|packages/[^/]+|apps/[^/]+)/', pathNot: '^packages/[^/]+/test/' },
      to: {
        path: '^(tokens|packages/[^/]+|apps/[^/]+)/src/',
        pathNot: ['^$1/', '^(tokens|packages/[^/]+)/src/index\\.ts$', '^tokens/src/fonts\\.ts$'],
      },
    },
    {
      name: 'features-area-through-index',
      severity: 'error',
      comment: 'A features area imports another area only through its index.ts (its public face).',
      from: { path: '^packages/features/src/([^/]+)/' },
      to: {
        path: '^packages/features/src/[^/]+/',
        pathNot: [
          '^packages/features/src/$1/',
          '^packages/features/src/[^/]+/index\\.ts$',
          // an area nested in another (market/admin) has an index.ts of its own, its public face
          '^packages/features/src/[^/]+/[^/]+/index\\.ts$',
          // the strings registry (i18n/resources.ts) composes every area's ru/en files
          '^packages/features/src/[^/]+/i18n/[^/]+\\.json$',
          '^packages/features/src/testing/',
        ],
      },
    },
    {
      name: 'features-testing-only-in-tests',
      severity: 'error',
      comment: 'testing/ (story providers, mock API, fixtures) serves stories and tests; shipped code never imports it.',
      from: { path: '^packages/features/src/', pathNot: ['\\.(stories|test)\\.tsx?$', '/fixtures\\.ts$', '/storyHelpers\\.ts$', '^packages/features/src/testing/'] },
      to: { path: '^packages/features/src/testing/' },
    },
    {
      name: 'features-transport-imports-no-area',
      severity: 'error',
      comment: 'api/ is the HTTP transport every area builds on; it knows no area.',
      from: { path: '^packages/features/src/api/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/features/src/', pathNot: ['^packages/features/src/api/'] },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment:
        'A server module imports another module only through its index.ts. Tables are the exception: a ' +
        "module's schema.ts references other modules' tables for its foreign keys.",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '^apps/server/src/modules/[^/]+/schema\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-tables-load-alone',
      severity: 'error',
      comment: "A module's schema.ts imports only other tables, so drizzle-kit can load the tables without the app.",
      from: { path: '^apps/server/src/modules/[^/]+/schema\\.ts$' },
      to: { path: '^apps/server/src/', pathNot: ['^apps/server/src/modules/[^/]+/schema\\.ts$', '^apps/server/src/db/columns\\.ts$'] },
    },
    {
      name: 'server-plumbing-imports-no-module',
      severity: 'error',
      comment:
        'db/, http/ and plugins/ are shared plumbing: they import no module (modules import them). db/schema.ts only ' +
        "re-exports every module's tables for drizzle-kit and the migrations.",
      from: { path: '^apps/server/src/(db|http|plugins)/', pathNot: '^apps/server/src/db/schema\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/dist-ssr/', 'storybook-static', '__screenshots__', '^apps/server/drizzle/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
