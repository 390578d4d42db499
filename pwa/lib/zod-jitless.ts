/**
 * zod compiles fast object parsers with `new Function` once it has probed that eval works; under the app's
 * Content-Security-Policy (no 'unsafe-eval', issue 11) the probe is refused and reported as a violation. Jitless
 * mode skips the probe. Set through zod's global config object so that zod itself stays off the first load.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

export {};
