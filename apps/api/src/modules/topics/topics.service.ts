/**
 * Weak topics (issue 14 item 4, decision 603): mastery per page, slide or section of the course's documents and
 * per key term, from every answer of the student; Premium (item 8), Free gets the counts as a teaser.
 */
import {
  COURSE_MESSAGES,
  isUuid,
  optionLetter,
  optionText,
  TOPIC_MIN_ANSWERS,
  WEAK_TOPIC_MASTERY,
  WEAK_TOPICS_LISTED,
  type WeakTopic,
  type WeakTopics,
} from '@studypilot/core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { planAndCourse } from '../learning/learning.service.ts';
import * as repo from './topics.repository.ts';

/** Forms whose key is a term of the material (decision 104): the term a question of that form tests. */
const TERM_FORMS = new Set(['term-from-definition', 'cloze', 'list-member', 'list-non-member']);
const UNIT_NAMES: Record<string, string> = { page: 'Page', slide: 'Slide', section: 'Section' };

/** The key term a question tests, when its form asks for a term and the key is short enough to be one. */
export function keyTermOf(
  q: Pick<repo.QuestionMastery, 'question_type' | 'form' | 'options' | 'correct_answer'>,
) {
  if (q.question_type === 'open-ended' || !q.form || !TERM_FORMS.has(q.form) || !q.options) return null;
  const key = q.correct_answer.trim().toUpperCase();
  const option = q.options.find((o) => optionLetter(o) === key);
  if (!option) return null;
  const term = optionText(option)
    .replace(/[.,;:!?"'()]+$/u, '')
    .trim();
  if (!term || term.length > 60 || term.split(/\s+/).length > 6) return null;
  return term;
}

interface Acc {
  id: string;
  kind: 'unit' | 'term';
  label: string;
  documentName: string | null;
  unitKind: 'page' | 'slide' | 'section' | null;
  answers: number;
  scoreSum: number;
  correct: number;
  questions: number;
  last: number;
  parts: Map<string, Set<number>>;
}

function unitKindOf(v: string | null | undefined): Acc['unitKind'] {
  return v === 'page' || v === 'slide' || v === 'section' ? v : null;
}

/** Groups the per-question figures into parts of the material and key terms, weakest first. */
export function groupTopics(rows: repo.QuestionMastery[]) {
  const units = new Map<string, Acc>();
  const terms = new Map<string, Acc>();
  const add = (
    map: Map<string, Acc>,
    key: string,
    init: () => Omit<Acc, 'answers' | 'scoreSum' | 'correct' | 'questions' | 'last' | 'parts'>,
    r: repo.QuestionMastery,
  ) => {
    let a = map.get(key);
    if (!a)
      map.set(
        key,
        (a = { ...init(), answers: 0, scoreSum: 0, correct: 0, questions: 0, last: 0, parts: new Map() }),
      );
    a.answers += Number(r.answers);
    a.scoreSum += Number(r.score_sum);
    a.correct += Number(r.correct);
    a.questions += 1;
    a.last = Math.max(a.last, new Date(r.last_at).getTime());
    if (r.doc_id && r.source?.unit) {
      const set = a.parts.get(r.doc_id) ?? new Set<number>();
      set.add(Number(r.source.unit));
      a.parts.set(r.doc_id, set);
    }
  };
  for (const r of rows) {
    const s = r.source;
    // A part of a document that is still in the course (a deleted document cannot be practised).
    if (r.doc_id && s?.unit) {
      const kind = unitKindOf(s.unitKind) ?? unitKindOf(r.unit_kind) ?? 'page';
      add(
        units,
        `unit:${r.doc_id}:${s.unit}`,
        () => ({
          id: `unit:${r.doc_id}:${s.unit}`,
          kind: 'unit',
          label: s.unitTitle?.trim() || `${UNIT_NAMES[kind]} ${s.unit}`,
          documentName: r.file_name,
          unitKind: kind,
        }),
        r,
      );
    }
    const term = keyTermOf(r);
    if (term) {
      const key = term.toLocaleLowerCase();
      add(
        terms,
        `term:${key}`,
        () => ({ id: `term:${key}`, kind: 'term', label: term, documentName: r.file_name, unitKind: null }),
        r,
      );
    }
  }
  const finish = (a: Acc): WeakTopic => ({
    id: a.id,
    kind: a.kind,
    label: a.label,
    documentName: a.documentName,
    unitKind: a.unitKind,
    mastery: Math.round(a.scoreSum / a.answers),
    answers: a.answers,
    correct: a.correct,
    questions: a.questions,
    lastAnswered: new Date(a.last).toISOString(),
    parts: [...a.parts].map(([summaryId, set]) => ({ summaryId, units: [...set].sort((x, y) => x - y) })),
  });
  const ranked = (map: Map<string, Acc>) =>
    [...map.values()]
      .filter((a) => a.answers >= TOPIC_MIN_ANSWERS)
      .map(finish)
      .sort((a, b) => a.mastery - b.mastery || b.answers - a.answers || a.label.localeCompare(b.label));
  return { units: ranked(units), terms: ranked(terms) };
}

/**
 * Answers per student and course, kept while the student's learning version is unchanged: any graded attempt,
 * review, flag, document, test, course or plan change gives a new version (decision 603, "Read caches").
 */
const topicsCache = new VersionedCache<WeakTopics>(5_000);

export async function weakTopics(db: Db, userId: string, courseId: string): Promise<WeakTopics> {
  if (!isUuid(courseId)) throw notFound(COURSE_MESSAGES.notFound);
  return topicsCache.read(db, userId, `${userId}|${courseId}`, async () => ({
    value: await computeWeakTopics(db, userId, courseId),
  }));
}

async function computeWeakTopics(db: Db, userId: string, courseId: string): Promise<WeakTopics> {
  const [head, rows] = await Promise.all([
    planAndCourse(db, userId, courseId),
    repo.questionMastery(db, userId, courseId),
  ]);
  if (!head?.course_ok) throw notFound(COURSE_MESSAGES.notFound);
  const premium = head.plan === 'premium';
  const all = groupTopics(rows);
  const weak = (t: WeakTopic) => t.mastery < WEAK_TOPIC_MASTERY;
  // Only topics that can be practised (a term asked only from deleted documents has no parts left).
  const units = all.units.filter(weak);
  const terms = all.terms.filter((t) => weak(t) && t.parts.length);
  return {
    plan: premium ? 'premium' : 'free',
    locked: !premium,
    tracked: { units: all.units.length, terms: all.terms.length, weak: units.length + terms.length },
    units: premium ? units.slice(0, WEAK_TOPICS_LISTED) : [],
    terms: premium ? terms.slice(0, WEAK_TOPICS_LISTED) : [],
  };
}
