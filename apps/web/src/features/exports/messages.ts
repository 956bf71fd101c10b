import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/exports.json';

export const exportsText = defineMessages('exports', en);
