import { LanguagesIcon, LogOutIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { SessionUser } from '@/lib/auth-client';
import { common } from '@/lib/common-messages';
import { isLanguage, LANGUAGE_NAMES, SUPPORTED, useLanguage } from '@/lib/i18n';
import { useChangeLanguage } from '@/lib/language';
import { useTheme, type ThemeChoice } from '@/lib/theme';

const THEMES = [
  { value: 'system', label: 'themeSystem', Icon: MonitorIcon },
  { value: 'light', label: 'themeLight', Icon: SunIcon },
  { value: 'dark', label: 'themeDark', Icon: MoonIcon },
] as const satisfies readonly { value: ThemeChoice; label: string; Icon: typeof SunIcon }[];

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : (parts[0]?.slice(0, 2) ?? 'U');
  return letters.toUpperCase();
}

export function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const t = common.useT();
  const name = user.name?.trim() || t('defaultUserName');
  const { choice, setChoice } = useTheme();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    // Non-modal: a modal menu hides the page from assistive tech while leaving it focusable (axe aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2">
        {/* The name comes from hidden text, not aria-label: a label without the visible initials fails
            axe's label-content-name-mismatch, and the initials alone say nothing. */}
        <Avatar aria-hidden="true">
          <AvatarFallback>{initials(name)}</AvatarFallback>
        </Avatar>
        <span className="sr-only">{t('accountMenuFor', { name })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* Kept per browser (localStorage); System follows the device's light or dark setting. */}
        <DropdownMenuLabel id="theme-label" className="text-xs font-normal text-muted-foreground">
          {t('appearance')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="theme-label"
          value={choice}
          onValueChange={(v) => setChoice(v as ThemeChoice)}
        >
          {THEMES.map(({ value, label, Icon }) => (
            <DropdownMenuRadioItem key={value} value={value} onSelect={(e) => e.preventDefault()}>
              <Icon aria-hidden="true" />
              {t(label)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {/* Kept on the server for this student (decision 302); the page and its state stay as they are. */}
        <DropdownMenuLabel id="language-label" className="text-xs font-normal text-muted-foreground">
          {t('language')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="language-label"
          value={language}
          onValueChange={(v) => isLanguage(v) && void changeLanguage(v)}
        >
          {SUPPORTED.map((value) => (
            <DropdownMenuRadioItem key={value} value={value} onSelect={(e) => e.preventDefault()}>
              <LanguagesIcon aria-hidden="true" />
              <span lang={value}>{LANGUAGE_NAMES[value]}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t('signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
