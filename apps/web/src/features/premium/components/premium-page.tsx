import { ComingSoon, PageHeader } from '@/components/page-header';

export function PremiumPage() {
  return (
    <div>
      <PageHeader
        title="Premium"
        description="Unlimited tests, advanced analytics and more for $9.99/month."
      />
      <ComingSoon>Premium plan details will appear here.</ComingSoon>
    </div>
  );
}
