export * from './limits.ts';
export * from './rules.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './courses.ts';
export * from './dashboard.ts';
export * from './feedback.ts';
export * from './practice-tests.ts';
