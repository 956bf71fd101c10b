import en from '@/locales/en/landing.json';
import { defineMessages } from '@/lib/i18n';

export const landing = defineMessages('landing', en);
