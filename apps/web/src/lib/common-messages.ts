import en from '@/locales/en/common.json';
import { defineMessages } from './i18n';

/** Texts of the app's shell: navigation, account menu, loading states, not found, errors (decision 302). */
export const common = defineMessages('common', en);
