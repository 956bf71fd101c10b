export * from './limits.ts';
export * from './rules.ts';
export * from './errors.ts';
export * from './auth.ts';
