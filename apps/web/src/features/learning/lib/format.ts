import { formatDate, formatNumber } from '@/lib/format';
import { learningText } from '../messages';

/** '10 min', '5 h', '3 d', '2 mo' ('10 דק׳', 'יומיים'): how long until a card is due again after a rating. */
export function formatInterval(fromIso: string, toIso: string): string {
  const ms = Math.max(0, Date.parse(toIso) - Date.parse(fromIso));
  const t = learningText.t;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return t('intervalMinutes', { count: Math.max(1, minutes) });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return t('intervalHours', { count: hours });
  const days = Math.round(hours / 24);
  if (days < 31) return t('intervalDays', { count: days });
  const months = Math.round(days / 30);
  if (months < 12) return t('intervalMonths', { count: months });
  const years = formatNumber(days / 365, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('intervalYears', { count: years });
}

/** 'Nov 23' ('23 בנוב׳') for chart axes, in the interface language (a YYYY-MM-DD local day). */
export function shortDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
