// The auth screens, loaded on demand by the router (kept out of index.ts, which the first load imports).
export { AuthPage } from './components/auth-page';
export { ResetPasswordPage } from './components/reset-password-page';
