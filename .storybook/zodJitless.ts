// Imported first by preview.tsx. Storybook may be served under the app's content security policy
// (no eval; apps/web/e2e/storybookCsp.e2e.test.ts): zod compiles its object parsers with
// `new Function` when it may and probes that once, which the browser reports as a violation.
// zod reads this shared global config when it loads, and in Storybook it loads only with the
// story files, after the preview: `jitless` keeps it off eval, as apps/web/public/zod-jitless.js
// does for the app.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
