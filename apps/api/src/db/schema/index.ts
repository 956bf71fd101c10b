export * from './auth.ts';
export * from './rate-limits.ts';
export * from './courses.ts';
export * from './documents.ts';
export * from './tests.ts';
export * from './feedback.ts';
export * from './learning.ts';
export * from './billing.ts';
