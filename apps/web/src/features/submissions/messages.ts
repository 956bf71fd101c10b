import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/submissions.json';

/** Texts of the start screen, the test being taken and its results (decision 302). */
export const submissionsText = defineMessages('submissions', en);
