import { PractiseMistakesButton } from './practice-mistakes';
import { CourseProgress } from './progress-charts';

/** On the course page (injected by app/router.tsx): practise the course's mistakes, and its charts. */
export function CourseLearning({ courseId }: { courseId: string }) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 flex-1 text-sm text-muted-foreground">
          Practise the questions you got wrong or partly right in this course (your latest answer to each).
        </p>
        <PractiseMistakesButton courseId={courseId} variant="outline" />
      </div>
      <CourseProgress courseId={courseId} />
    </div>
  );
}
