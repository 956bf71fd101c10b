import { defineMessages } from '@/lib/i18n';
import en from '@/locales/en/premium.json';

export const premiumText = defineMessages('premium', en);
