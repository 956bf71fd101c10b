import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/courses.json';

export const coursesText = defineMessages('courses', en);
