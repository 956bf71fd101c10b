import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { ComingSoon, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

/** Mounted at /courses/:slugOrId and at /course/:id (where creating a course lands). */
export function CourseDetailPage() {
  const { slugOrId, id } = useParams();
  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link to="/courses">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Courses
        </Link>
      </Button>
      <PageHeader title="Course" description={`Course reference: ${slugOrId ?? id ?? ''}`} />
      <ComingSoon>Course information, summaries and test history will appear here.</ComingSoon>
    </div>
  );
}
