import { paths } from '@studypilot/core';
import * as React from 'react';
import { CrownIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LanguageSwitch } from '@/components/language-switch';
import type { SessionUser } from '@/lib/auth-client';
import { common } from '@/lib/common-messages';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';

// The account menu (Radix dropdown and its positioning) only exists for a signed-in student: not on the first load.
const UserMenu = React.lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

type TopNavProps = {
  user: SessionUser | null;
  isPending: boolean;
  onLogIn: () => void;
  onSignUp: () => void;
  onSignOut: () => void;
};

export function TopNav({ user, isPending, onLogIn, onSignUp, onSignOut }: TopNavProps) {
  const t = common.useT();
  return (
    <>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          {user && (
            <nav aria-label={t('navMain')} className="hidden sm:block">
              <ul className="flex items-center gap-1">
                {NAV_ITEMS.map(({ to, label }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      className={({ isActive }) =>
                        cn(
                          'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60',
                          isActive && 'bg-secondary text-secondary-foreground',
                        )
                      }
                    >
                      {t(label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="flex items-center gap-2">
            {isPending ? (
              <Skeleton className="h-9 w-32" aria-hidden="true" />
            ) : user ? (
              <>
                <Button asChild size="sm" className="bg-amber-500 text-slate-950 hover:bg-amber-400">
                  <Link to={paths.premium}>
                    <CrownIcon aria-hidden="true" />
                    {t('premium')}
                  </Link>
                </Button>
                <React.Suspense fallback={<Skeleton className="size-9 rounded-full" aria-hidden="true" />}>
                  <UserMenu user={user} onSignOut={onSignOut} />
                </React.Suspense>
              </>
            ) : (
              <>
                <LanguageSwitch compact className="px-2" />
                <Button variant="ghost" size="sm" onClick={onLogIn}>
                  {t('logIn')}
                </Button>
                <Button size="sm" onClick={onSignUp}>
                  {t('signUp')}
                </Button>
              </>
            )}
          </div>
        </div>
      </header>
      {user && <BottomTabs />}
    </>
  );
}

/** Below 640 px the tabs move to a fixed row at the bottom of the screen. */
function BottomTabs() {
  const t = common.useT();
  return (
    <nav
      aria-label={t('navMainMobile')}
      data-bottom-tabs=""
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] sm:hidden"
    >
      <ul className="grid grid-cols-5">
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 px-0.5 text-center text-xs leading-tight font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset',
                  isActive && 'text-primary',
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
