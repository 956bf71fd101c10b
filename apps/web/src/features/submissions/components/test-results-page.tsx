import { ComingSoon, PageHeader } from '@/components/page-header';

export function TestResultsPage() {
  return (
    <div>
      <PageHeader title="Test Results" description="Your performance summary" />
      <ComingSoon>Your score and a per-question analysis will appear here.</ComingSoon>
    </div>
  );
}
