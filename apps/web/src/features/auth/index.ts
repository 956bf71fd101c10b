export { AuthDialogProvider, useAuthDialog } from './components/auth-dialog-provider';
export { AuthPage } from './components/auth-page';
export { ResetPasswordPage } from './components/reset-password-page';
export type { AuthMode } from './components/auth-form';
export { signOut } from './api/auth-actions';
