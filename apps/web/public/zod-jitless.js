// Loaded before the app's bundle (index.html). The app runs under a CSP without 'unsafe-eval'
// (docs/decisions/006-security-defences.md); zod's JIT would probe `new Function` as soon as the first object
// schema is built, which the browser reports as a CSP violation. zod reads this object as its global config.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
