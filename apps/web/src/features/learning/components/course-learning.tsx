import { learningText } from '../messages';
import { PractiseMistakesButton } from './practice-mistakes';
import { CourseProgress } from './progress-charts';
import { WeakTopics, type PractiseTopicComponent } from './weak-topics';

/** On the course page (injected by app/router.tsx): practise the course's mistakes, weak topics, and its charts. */
export function CourseLearning({
  courseId,
  testsTaken,
  PractiseTopic,
}: {
  courseId: string;
  testsTaken?: number;
  PractiseTopic?: PractiseTopicComponent;
}) {
  // Before any test is taken there are no mistakes: the button is disabled and says why (issue 13).
  const t = learningText.useT();
  const nothingYet = testsTaken === 0;
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p id={`practise-${courseId}`} className="min-w-0 flex-1 text-sm text-muted-foreground">
          {nothingYet ? t('practiseFirst') : t('practiseIntro')}
        </p>
        <PractiseMistakesButton
          courseId={courseId}
          variant="outline"
          disabled={nothingYet}
          describedBy={`practise-${courseId}`}
        />
      </div>
      <WeakTopics courseId={courseId} PractiseTopic={PractiseTopic} />
      <CourseProgress courseId={courseId} />
    </div>
  );
}
