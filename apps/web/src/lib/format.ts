/**
 * Dates, numbers and relative times in the interface language (issue 15): Intl with the active language's
 * locale (`intlLocale()`), never a fixed 'en-US'. Formatters are cached per locale and options.
 */
import { intlLocale } from './i18n';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
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
