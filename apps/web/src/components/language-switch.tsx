import { LanguagesIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { common } from '@/lib/common-messages';
import { LANGUAGE_NAMES, useLanguage } from '@/lib/i18n';
import { useChangeLanguage } from '@/lib/language';

/**
 * For visitors (landing, auth pages): one button naming the other language in that language ("עברית" /
 * "English"), so a student who cannot read the current one still finds it. Signed-in students switch in the
 * account menu.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = common.useT();
  const language = useLanguage();
  const change = useChangeLanguage();
  const other = language === 'he' ? 'en' : 'he';
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      title={t('switchLanguage', { current: LANGUAGE_NAMES[language] })}
      onClick={() => void change(other)}
    >
      <LanguagesIcon aria-hidden="true" />
      {/* Compact (the top bar on a phone): the icon alone, the language's name for screen readers. */}
      <span lang={other} className={compact ? 'sr-only sm:not-sr-only' : undefined}>
        {LANGUAGE_NAMES[other]}
      </span>
    </Button>
  );
}
