import { useAuthDialog } from '@/features/auth';
import { LandingPage } from '@/features/landing';

export function LandingRoute() {
  const { openAuthDialog } = useAuthDialog();
  return <LandingPage onGetStarted={() => void openAuthDialog('signup', { signOutFirst: true })} />;
}
