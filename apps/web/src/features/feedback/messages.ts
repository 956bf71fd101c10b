import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/feedback.json';

export const feedbackText = defineMessages('feedback', en);
