// Before any zod schema is built: the pages' Content-Security-Policy (sync/server/csp.ts)
// allows no eval, so zod's compiled parsers could never run, and its probe for them — a
// `new Function` it catches — is still reported as a CSP violation. jitless skips the probe; parsing
// is what it would have been under the policy anyway. Set through zod's global, which it reads when
// it first loads, so the start-up stays free of zod (tests/repo/start-up-imports.test.ts).
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };

export {};
