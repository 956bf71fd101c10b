import { common } from '@/lib/common-messages';

export function SkipLink() {
  const t = common.useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
    >
      {t('skipToContent')}
    </a>
  );
}
