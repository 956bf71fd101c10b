import { LogOutIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

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
import { displayName, type SessionUser } from '@/lib/auth-client';
import { useTheme, type ThemeChoice } from '@/lib/theme';

const THEMES: { value: ThemeChoice; label: string; Icon: typeof SunIcon }[] = [
  { value: 'system', label: 'System', Icon: MonitorIcon },
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
];

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : (parts[0]?.slice(0, 2) ?? 'U');
  return letters.toUpperCase();
}

export function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const name = displayName(user);
  const { choice, setChoice } = useTheme();
  return (
    // Non-modal: a modal menu hides the page from assistive tech while leaving it focusable (axe aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2">
        {/* The name comes from hidden text, not aria-label: a label without the visible initials fails
            axe's label-content-name-mismatch, and the initials alone say nothing. */}
        <Avatar aria-hidden="true">
          <AvatarFallback>{initials(name)}</AvatarFallback>
        </Avatar>
        <span className="sr-only">Account menu for {name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* Kept per browser (localStorage); System follows the device's light or dark setting. */}
        <DropdownMenuLabel id="theme-label" className="text-xs font-normal text-muted-foreground">
          Appearance
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="theme-label"
          value={choice}
          onValueChange={(v) => setChoice(v as ThemeChoice)}
        >
          {THEMES.map(({ value, label, Icon }) => (
            <DropdownMenuRadioItem key={value} value={value} onSelect={(e) => e.preventDefault()}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
