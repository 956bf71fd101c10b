import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/practiceTests.json';

/** The generator's texts (decision 302): the spec's English in en/practiceTests.json, Hebrew in he/. */
export const practiceTestsText = defineMessages('practiceTests', en);
