import { paths } from '@studypilot/core';
import { useNavigate } from 'react-router';

import { useAuthDialog } from '@/features/auth';
import { LandingPage } from '@/features/landing';
import { useSession } from '@/lib/auth-client';

/**
 * A signed-in student's calls to action read 'Go to Dashboard' and go there; nobody is signed out by a
 * call to action (issue 13, decision 301 amendment). Visitors get the signup dialog.
 */
export function LandingRoute() {
  const { openAuthDialog } = useAuthDialog();
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <LandingPage
      signedIn={Boolean(user)}
      onGetStarted={() => (user ? void navigate(paths.dashboard) : void openAuthDialog('signup'))}
    />
  );
}
