import { ComingSoon, PageHeader } from '@/components/page-header';

export function CoursesPage() {
  return (
    <div>
      <PageHeader title="My Courses" description="Manage your uploaded courses and generate practice tests" />
      <ComingSoon>Your courses will appear here.</ComingSoon>
    </div>
  );
}
