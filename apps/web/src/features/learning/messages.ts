import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/learning.json';

/** The learning feature's texts (review, progress, weak topics, practise my mistakes, edit test): decision 302. */
export const learningText = defineMessages('learning', en);
