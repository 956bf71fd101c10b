export { AuthDialogProvider, preloadAuthDialog, useAuthDialog } from './components/auth-dialog-provider';
export type { AuthMode } from './components/auth-form';
export { signOut } from './api/auth-actions';
