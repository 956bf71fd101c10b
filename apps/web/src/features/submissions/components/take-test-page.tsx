import { useParams } from 'react-router';

import { ComingSoon, PageHeader } from '@/components/page-header';

export function TakeTestPage() {
  const { testId } = useParams();
  return (
    <div>
      <PageHeader title="Take Test" description={`Test ${testId ?? ''}`} />
      <ComingSoon>Questions, the countdown and your answers will appear here.</ComingSoon>
    </div>
  );
}
