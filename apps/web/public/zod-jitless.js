// Runs before the app's module scripts (a classic script, so it executes first) and imports nothing.
// The page is served under a content security policy without 'unsafe-eval' (README "Security"):
// zod compiles its object parsers with `new Function` when it may and probes that once when the
// first schema is built, and the browser reports the refused probe as a CSP violation. zod reads
// this shared global config when it loads; `jitless` keeps it off eval. It cannot be a module of
// the bundle: the bundler runs the chunks that build the schemas before the entry's own code.
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });
