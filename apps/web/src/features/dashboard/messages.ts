import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/dashboard.json';

export const dashboard = defineMessages('dashboard', en);
