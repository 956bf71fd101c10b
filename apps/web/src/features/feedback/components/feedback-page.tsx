import { ComingSoon, PageHeader } from '@/components/page-header';

export function FeedbackPage() {
  return (
    <div>
      <PageHeader title="Feedback" description="Tell us what works for you and what could be better." />
      <ComingSoon>The feedback form will appear here.</ComingSoon>
    </div>
  );
}
