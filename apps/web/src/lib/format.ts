/**
 * Dates, numbers and relative times in the interface language (issue 15): Intl with the active language's
 * locale (`intlLocale()`), never a fixed 'en-US'. Formatters are cached per locale and options.
 */
import { intlLocale } from './i18n';

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const cache = new Map<string, Formatter>();
function cached<T extends Formatter>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  return cached('date', options, (l) => new Intl.DateTimeFormat(l, options)).format(toDate(value));
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}) {
  return cached('number', options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "in 2 hours", "לפני 3 ימים": the largest unit that fits. */
export function formatRelativeTime(value: Date | string | number, now: number = Date.now()) {
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  const options = { numeric: 'auto' } as const;
  return cached('relative', options, (l) => new Intl.RelativeTimeFormat(l, options)).format(
    Math.round(seconds / size),
    unit,
  );
}

/**
 * A span of time in words: '30 minutes', '1 hour 30 minutes', '45 seconds'; 'שעתיים', '30 דקות' in Hebrew
 * (Intl's unit names, joined as a list of units).
 */
export function formatTimeSpan(totalSeconds: number) {
  const s = Math.max(0, Math.round(totalSeconds));
  const unit = (value: number, name: 'hour' | 'minute' | 'second') => {
    const options = { style: 'unit', unit: name, unitDisplay: 'long' } as const;
    return cached('number', options, (l) => new Intl.NumberFormat(l, options)).format(value);
  };
  if (s < 60) return unit(s, 'second');
  const h = Math.floor(s / 3600);
  const m = Math.round((s % 3600) / 60);
  const parts = [...(h ? [unit(h, 'hour')] : []), ...(m ? [unit(m, 'minute')] : [])];
  const options = { style: 'narrow', type: 'unit' } as const;
  return cached('list', options, (l) => new Intl.ListFormat(l, options)).format(parts);
}
