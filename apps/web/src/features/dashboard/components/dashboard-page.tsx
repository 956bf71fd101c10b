import { greetingName } from '@studypilot/core';

import { ComingSoon, PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/auth-client';

export function DashboardPage() {
  const { user } = useSession();
  return (
    <div>
      <PageHeader
        title={`Welcome back, ${greetingName(user?.name, user?.email)}!`}
        description="Here is an overview of your studies."
      />
      <ComingSoon>Your study progress, quick actions and recent activity will appear here.</ComingSoon>
    </div>
  );
}
