import { ComingSoon, PageHeader } from '@/components/page-header';

export function GenerateTestPage() {
  return (
    <div>
      <PageHeader
        title="Generate New Test"
        description="Choose a course, pick your summaries and set the difficulty, question type, count and time."
      />
      <ComingSoon>The test generator will appear here.</ComingSoon>
    </div>
  );
}
