/**
 * The export formats (decision 604), as pure functions of the questions: results as CSV, a test with its answer
 * key as Moodle XML, GIFT and an Anki text file. Each is re-parsed in apps/api/test/exports.test.ts.
 */
import { hasHebrew, optionLetter, optionText } from '@studypilot/core';

export interface ExportQuestion {
  /** Position in the test, from 0. */
  order: number;
  type: 'multiple-choice' | 'open-ended';
  text: string;
  /** ['A) ...', ...] for multiple choice. */
  options: string[] | null;
  /** The letter for multiple choice, the sample answer for an open question. */
  correctAnswer: string;
  explanation: string | null;
}

export interface ResultRow {
  number: number;
  question: string;
  yourAnswer: string;
  correctAnswer: string;
  score: number;
  feedback: string;
}

export interface TestInfo {
  title: string;
  courseName: string;
}

/** Characters XML 1.0 cannot carry at all (controls other than tab, newline, return; lone surrogates). */
const XML_INVALID = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** Other control characters and bidi overrides have no place in an exported text either. */
const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\u202A-\u202E\u2066-\u2069]/g;

export const clean = (s: string) => s.replace(XML_INVALID, '').replace(CONTROL, '');

/** "B) Paris" for a multiple-choice letter, the text itself otherwise. */
export function choiceLabel(q: Pick<ExportQuestion, 'options'>, letter: string): string {
  const key = letter.trim().toUpperCase();
  const option = (q.options ?? []).find((o) => optionLetter(o) === key);
  return option ? `${key}) ${optionText(option)}` : letter.trim();
}

export const correctLabel = (q: ExportQuestion) =>
  q.type === 'multiple-choice' ? choiceLabel(q, q.correctAnswer) : q.correctAnswer;

// ------------------------------------------------------------------------------------------------ CSV

/**
 * A spreadsheet formula in a cell runs when the file is opened (CSV injection): a cell starting with = + - @
 * (or a tab or carriage return, which some programs skip before one of those) gets a leading apostrophe.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const csvCell = (value: string | number) =>
  typeof value === 'number' ? String(value) : `"${neutraliseCell(clean(value)).replace(/"/g, '""')}"`;

export const CSV_HEADER = ['Number', 'Question', 'Your answer', 'Correct answer', 'Score', 'Feedback'];

/** RFC 4180 with CRLF, every text cell quoted, and a UTF-8 byte order mark so Excel reads Hebrew right. */
export function resultsCsv(rows: ResultRow[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const r of rows)
    lines.push(
      [r.number, r.question, r.yourAnswer, r.correctAnswer, r.score, r.feedback].map(csvCell).join(','),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// ----------------------------------------------------------------------------------------- Moodle XML

const xml = (s: string) =>
  clean(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const escapeHtml = (s: string) =>
  clean(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A paragraph of HTML for Moodle's html format, right to left when the text is Hebrew. */
function htmlParagraph(s: string): string {
  const body = escapeHtml(s).replace(/\r?\n/g, '<br>');
  return hasHebrew(s) ? `<p dir="rtl">${body}</p>` : `<p>${body}</p>`;
}

const textEl = (s: string) => `<text>${xml(s)}</text>`;
const htmlEl = (tag: string, s: string, attrs = '') =>
  `<${tag}${attrs} format="html">${textEl(s ? htmlParagraph(s) : '')}</${tag}>`;

function shortName(q: ExportQuestion): string {
  const words = clean(q.text).replace(/\s+/g, ' ').trim();
  const cut = words.length > 60 ? `${words.slice(0, 57).trimEnd()}...` : words;
  return `Q${String(q.order + 1).padStart(2, '0')} ${cut}`;
}

/** Moodle category paths separate levels with '/'; a '/' inside a name is written '//'. */
const categoryPart = (s: string) => clean(s).replace(/\s+/g, ' ').trim().replace(/\//g, '//');

function feedbackTexts(q: ExportQuestion) {
  const he = hasHebrew(q.text);
  const right = correctLabel(q);
  return {
    correct: he ? 'נכון!' : 'Correct.',
    wrong: he ? `לא נכון. התשובה הנכונה: ${right}` : `Incorrect. The correct answer is ${right}.`,
    sample: he ? 'תשובה לדוגמה:' : 'Sample answer:',
  };
}

/**
 * Moodle XML (question bank import): multichoice questions with one answer of fraction 100 and the others 0,
 * essay questions for open ones with the sample answer as grader information.
 */
export function moodleXml(test: TestInfo, questions: ExportQuestion[]): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  out.push(
    '  <question type="category">',
    `    <category>${textEl(`$course$/top/StudyPilot/${categoryPart(test.courseName)}/${categoryPart(test.title)}`)}</category>`,
    '  </question>',
  );
  for (const q of questions) {
    const fb = feedbackTexts(q);
    if (q.type === 'multiple-choice' && q.options?.length) {
      const key = q.correctAnswer.trim().toUpperCase();
      out.push(
        '  <question type="multichoice">',
        `    <name>${textEl(shortName(q))}</name>`,
        `    ${htmlEl('questiontext', q.text)}`,
        `    ${htmlEl('generalfeedback', q.explanation ?? '')}`,
        '    <defaultgrade>1.0000000</defaultgrade>',
        '    <penalty>0.3333333</penalty>',
        '    <hidden>0</hidden>',
        '    <single>true</single>',
        '    <shuffleanswers>true</shuffleanswers>',
        '    <answernumbering>ABCD</answernumbering>',
        `    ${htmlEl('correctfeedback', fb.correct)}`,
        `    ${htmlEl('partiallycorrectfeedback', '')}`,
        `    ${htmlEl('incorrectfeedback', fb.wrong)}`,
      );
      for (const option of q.options) {
        const right = optionLetter(option) === key;
        out.push(
          `    <answer fraction="${right ? 100 : 0}" format="html">`,
          `      ${textEl(htmlParagraph(optionText(option)))}`,
          `      ${htmlEl('feedback', right ? fb.correct : fb.wrong)}`,
          '    </answer>',
        );
      }
      out.push('  </question>');
    } else {
      out.push(
        '  <question type="essay">',
        `    <name>${textEl(shortName(q))}</name>`,
        `    ${htmlEl('questiontext', q.text)}`,
        `    ${htmlEl('generalfeedback', q.explanation ?? '')}`,
        '    <defaultgrade>1.0000000</defaultgrade>',
        '    <penalty>0.0000000</penalty>',
        '    <hidden>0</hidden>',
        '    <responseformat>editor</responseformat>',
        '    <responserequired>1</responserequired>',
        '    <responsefieldlines>10</responsefieldlines>',
        '    <attachments>0</attachments>',
        '    <attachmentsrequired>0</attachmentsrequired>',
        `    ${htmlEl('graderinfo', `${fb.sample} ${q.correctAnswer}`)}`,
        `    ${htmlEl('responsetemplate', '')}`,
        '  </question>',
      );
    }
  }
  out.push('</quiz>', '');
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------- GIFT

/** GIFT's special characters ~ = # { } : (and the escape character itself) are written with a backslash. */
export function giftEscape(s: string): string {
  return clean(s)
    .replace(/\r\n?/g, '\n')
    .replace(/[\\~=#{}:]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}

const oneLine = (s: string) => clean(s).replace(/\s+/g, ' ').trim();

/** GIFT (Moodle's text import): multiple choice with = for the key and ~ for the others, essays as {}. */
export function gift(test: TestInfo, questions: ExportQuestion[]): string {
  const out: string[] = [
    `// StudyPilot: ${oneLine(test.courseName)} - ${oneLine(test.title)}`,
    `// ${questions.length} questions with the answer key. Moodle: Question bank > Import > GIFT format.`,
    '',
    `$CATEGORY: $course$/top/StudyPilot/${categoryPart(test.courseName)}`,
    '',
  ];
  for (const q of questions) {
    const fb = feedbackTexts(q);
    out.push(`::${giftEscape(shortName(q))}::[plain]${giftEscape(q.text)} {`);
    if (q.type === 'multiple-choice' && q.options?.length) {
      const key = q.correctAnswer.trim().toUpperCase();
      for (const option of q.options) {
        const right = optionLetter(option) === key;
        out.push(
          `\t${right ? '=' : '~'}${giftEscape(optionText(option))}#${giftEscape(right ? fb.correct : fb.wrong)}`,
        );
      }
      if (q.explanation?.trim()) out.push(`\t####${giftEscape(q.explanation)}`);
    } else {
      const general = [`${fb.sample} ${q.correctAnswer}`, q.explanation ?? ''].filter((s) => s.trim());
      out.push(`\t####${giftEscape(general.join('\n'))}`);
    }
    out.push('}', '');
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------- Anki

/**
 * One Anki field in html mode: no tab (the separator), no line break (the record end), no double quote (it would
 * start a quoted field) and no leading '#' (Anki skips such lines as comments).
 */
export function ankiField(html: string): string {
  return html.replace(/\t/g, ' ').replace(/\r?\n/g, '<br>').replace(/"/g, '&quot;').replace(/^#/, '&#35;');
}

const ankiHtml = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');
const tag = (s: string) =>
  oneLine(s)
    .replace(/[\s"]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'course';

/** Anki's text import: tab-separated Front, Back and Tags, with the file headers that set up the import. */
export function anki(test: TestInfo, questions: ExportQuestion[]): string {
  const deck = `StudyPilot::${oneLine(test.courseName).replace(/:{2,}/g, ':')}`;
  const tags = `StudyPilot ${tag(test.courseName)}`;
  const out: string[] = [
    '#separator:tab',
    '#html:true',
    '#notetype:Basic',
    `#deck:${deck}`,
    '#columns:Front\tBack\tTags',
    '#tags column:3',
  ];
  for (const q of questions) {
    let front = ankiHtml(q.text);
    if (q.type === 'multiple-choice' && q.options?.length)
      front += `<ol type="A">${q.options.map((o) => `<li>${ankiHtml(optionText(o))}</li>`).join('')}</ol>`;
    let back = `<b>${ankiHtml(correctLabel(q))}</b>`;
    if (q.explanation?.trim()) back += `<br><br>${ankiHtml(q.explanation)}`;
    out.push([ankiField(front), ankiField(back), tags].join('\t'));
  }
  return `${out.join('\n')}\n`;
}
