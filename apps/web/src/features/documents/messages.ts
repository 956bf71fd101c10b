import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/documents.json';

export const documentsText = defineMessages('documents', en);
