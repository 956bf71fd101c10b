/** SQL of the weak topics (issue 14 item 4, decision 603). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { QuestionSourceJson } from '../../db/schema/index.ts';

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface QuestionMastery {
  root_id: string;
  answers: number;
  score_sum: number;
  correct: number;
  last_at: Date | string;
  question_type: string;
  options: string[] | null;
  correct_answer: string;
  form: string | null;
  source: QuestionSourceJson | null;
  /** The cited document when it is still in the course, else null. */
  doc_id: string | null;
  file_name: string | null;
  unit_kind: string | null;
}

/**
 * Per original question of the course that the student answered: every graded answer in a completed attempt
 * (tests and practice sets; a practice copy counts for the question it copies) and every review rating (Again 0,
 * Hard 50, Good and Easy 100), with the question's source, form and key. Questions the student flagged are left
 * out (their key may be wrong).
 */
export async function questionMastery(db: Db, userId: string, courseId: string): Promise<QuestionMastery[]> {
  return rows<QuestionMastery>(
    await db.execute(sql`
      with ans as (
        select coalesce(q.origin_question_id, q.id) as root_id, a.score, a.is_correct, s.completed_at as at
        from test_submissions s
        join tests t on t.id = s.test_id
        join test_answers a on a.submission_id = s.id
        join test_questions q on q.id = a.question_id
        where s.user_id = ${userId} and s.status = 'completed' and t.course_id = ${courseId}
        union all
        select c.question_id, case l.rating when 1 then 0 when 2 then 50 else 100 end, l.rating >= 3, l.reviewed_at
        from review_cards c join review_logs l on l.card_id = c.id
        where c.user_id = ${userId} and c.course_id = ${courseId}
      ),
      per as (
        select root_id, count(*)::int as answers, sum(score)::float8 as score_sum,
               (count(*) filter (where is_correct))::int as correct, max(at) as last_at
        from ans group by root_id
      )
      select per.*, q.question_type, q.options, q.correct_answer, q.form, q.source,
             d.id as doc_id, d.file_name, d.unit_kind
      from per
      join test_questions q on q.id = per.root_id
      left join course_summaries d
        on d.id::text = q.source->>'documentId' and d.course_id = ${courseId} and d.user_id = ${userId}
      where not exists (
        select 1 from question_flags f where f.user_id = ${userId} and f.question_id = per.root_id)`),
  );
}
