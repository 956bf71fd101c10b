import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { TopNav } from '@/components/navigation/top-nav';
import { signOut, useAuthDialog } from '@/features/auth';
import { useSession } from '@/lib/auth-client';

/** Pages under the top navigation bar. */
export function MainLayout() {
  const { user, isPending } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function handleSignOut() {
    // Leave the guarded page first: were the session to end while it is still shown, its guard would send the
    // student to /auth instead (a race between the session store and this navigation).
    await navigate('/');
    await signOut();
    queryClient.clear();
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <TopNav
        user={user}
        isPending={isPending}
        onLogIn={() => void openAuthDialog('login')}
        onSignUp={() => void openAuthDialog('signup')}
        onSignOut={() => void handleSignOut()}
      />
      <AppLayout withBottomTabs={Boolean(user)}>
        <Outlet />
      </AppLayout>
    </div>
  );
}
