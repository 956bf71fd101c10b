/** The prompts of the AI adapters: level, forms, mix, the system prompt and the grading prompt. */
import { MC_QUESTION_FORMS, OPEN_QUESTION_FORMS } from '@studypilot/core';
import type { GenerateRequest } from '../types.ts';

const LEVEL = {
  easy: 'high-school level: recall of definitions, key terms and stated facts',
  medium: 'undergraduate level: understanding and application of the concepts, relations between ideas',
  hard: 'graduate level: analysis, comparison, cause and effect, and subtle distinctions; distractors must be close',
};

/** What each form asks (decision 104 for multiple choice, 105 for open questions); the prompt lists them. */
export const FORM_GUIDE: Record<string, string> = {
  'term-from-definition': 'the material defines a term: the stem gives the definition, the options are terms',
  'definition-from-term': "the stem names a term, the options are definitions (the key is the material's)",
  'true-statement':
    '"Which statement about X is correct?": one statement the material makes, three that contradict it by swapping a term, number or relation for another of the same kind from the material',
  'list-member': '"Which of these is one of the <list> named in the material?" from an enumeration',
  'list-non-member':
    '"Which of these is NOT one of the <list>?" from an enumeration (the only negative stem allowed)',
  'cause-effect': 'a cause or an effect the material states',
  purpose: 'what something is for, as the material states it',
  comparison: 'how two things the material compares differ',
  number: 'a number or date of the material, with plausible neighbouring values as distractors',
  cloze: 'a sentence of the material with one content term left out (fallback only)',
  'explain-why': '"Explain why <a statement of the material>." where the material gives the reason',
  'explain-how':
    '"Explain how <a process or result of the material>." where the material gives the means or steps',
  compare: '"Compare X and Y" for two things the material contrasts or defines side by side',
  'explain-concept': '"Explain what X is and what role it plays" for a central concept the material defines',
};
const MC_MIX = {
  easy: 'mostly term-from-definition and definition-from-term, some list-member and number',
  medium:
    'a mix of all forms: definitions, true-statement, list-member, cause-effect, purpose, comparison, number',
  hard: 'mostly true-statement, cause-effect, list-non-member, comparison and purpose, across sentences; few definitions',
};
const OPEN_MIX = {
  easy: 'mostly explain-concept, some explain-how',
  medium: 'a mix of explain-why, explain-how, compare and explain-concept',
  hard: 'mostly explain-why and compare, some explain-how',
};

/** How the AI engines grade an open answer (decision 105). */
export const GRADE_PROMPT = [
  'You grade a student answer to an open-ended practice question against the sample answer and its key ideas.',
  'A key idea is covered when the answer states it correctly, in any wording (synonyms, other word forms, any order); a key idea that is mentioned but stated wrongly is missed.',
  'score: 0-100, the share of the key ideas covered correctly, judged as a careful teacher would; 100 only when every key idea is covered; 0 for an empty, off-topic or wrong answer.',
  'covered: the key ideas (as given) that the answer covers; missed: the others.',
  'feedback: one or two sentences to the student naming what was covered and what was missing, in the language of the answer (a Hebrew answer gets Hebrew feedback, an English answer English feedback), or in feedbackLanguage when it is given.',
].join('\n');

export function systemPrompt(req: GenerateRequest, language: string): string {
  const lang =
    language === 'he'
      ? 'Hebrew'
      : language === 'en'
        ? 'English'
        : `the language of the documents (${language})`;
  const mc = req.questionType === 'multiple-choice';
  const forms = mc ? MC_QUESTION_FORMS : OPEN_QUESTION_FORMS;
  const common = [
    'You write practice-test questions for students, strictly from the course documents you are given.',
    `Difficulty: ${LEVEL[req.difficulty]}.`,
    `Write every question, option, answer and explanation in ${lang}.`,
    'Each question has a "form" saying what it asks, one of:',
    ...forms.map((f) => `- ${f}: ${FORM_GUIDE[f]}`),
    `Mix of forms at this difficulty: ${mc ? MC_MIX[req.difficulty] : OPEN_MIX[req.difficulty]}.${mc ? ' Use cloze for at most 20% of the questions, and only for a content term that the rest of the sentence does not give away.' : ''}`,
    'Each question cites its source: documentId, the page/slide/section number (unit) and a quote copied verbatim from that unit (one or two sentences, exactly as written) that supports the answer; questions whose quote is not found in the unit are discarded.',
    'Ask about what is central to the subject: concepts, definitions, relations, results, steps of a method. Never ask about course logistics (exams, labs, homework, schedules), greetings or speakers, the document itself, or passages that point elsewhere ("see figure 3", "as shown above", "the previous lemma"); never copy extraction debris (stray symbols, page numbers, running headers).',
    'Every question must be clear on its own, without the document at hand.',
    'Spread the questions over all documents and units; never ask two questions about the same fact.',
    'If the text cannot support the number of questions asked, return fewer questions rather than inventing content.',
  ];
  if (mc)
    common.push(
      'Multiple choice: exactly four options (text only, without letters), exactly one correct according to the material, given as "correct" (A-D); no other option may be defensible (no synonyms of the key, no broader term that also fits).',
      'Distractors are of the same kind as the key (other terms of the same category, other laws for a law, nearby numbers, other items of the same list), plausible to someone who did not study, whole phrases, and clearly wrong according to the source.',
      'No giveaway wording: the key must not be the only option that fits the grammar of the stem (article, number, gender, Hebrew construct state), must not repeat words of the stem, must not be clearly longer or more detailed than the others; no "all of the above" or "none of the above"; no negative stem except in list-non-member; no absolute words as cues.',
      'Word the correct option with words taken from the quote, and make sure the quote does not support any distractor: each question is checked automatically against its quote.',
    );
  else
    common.push(
      'Open-ended: questions that ask for understanding (why, how, compare, a concept with its role), never a template such as "Explain X as presented in <file>".',
      'sampleAnswer answers the question in full sentences built from the material, self-contained: resolve or leave out references such as "as discussed above", "this" or "the previous lemma".',
      'keyIdeas: 2-5 short phrases in the material\'s own words that a good answer must contain (content words only: never stop words or filler such as "thing" or "way", never only words the question already names; keep compound terms whole). Questions whose key ideas are not gradable, whose stem is a template or whose sampleAnswer points elsewhere are discarded.',
    );
  return common.join('\n');
}
