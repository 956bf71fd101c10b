import { CHOICE_LETTERS, type ChoiceLetter } from './limits.ts';

/** Spec: lowercase, characters other than letters, digits, spaces and hyphens removed, spaces to hyphens. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

export type ScoreBand = 'green' | 'yellow' | 'red';
/** 80 and up green, 60 and up yellow, else red. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** Test history label: hard or analysis gives Hard, medium or application gives Medium, else Easy. */
export function difficultyLabel(value: string | null | undefined): 'Hard' | 'Medium' | 'Easy' {
  const v = (value ?? '').toLowerCase();
  if (v.includes('hard') || v.includes('analysis')) return 'Hard';
  if (v.includes('medium') || v.includes('application')) return 'Medium';
  return 'Easy';
}

/** Known engine ids and their friendly names; unknown ids show raw, missing ones 'Unknown'. */
export const ENGINE_LABELS: Record<string, string> = {
  local: 'StudyPilot Local Engine',
  anthropic: 'Claude (Anthropic)',
  'openai-compatible': 'OpenAI-compatible model',
  'claude-3-5-sonnet-20241022': 'Claude 3.5 Sonnet',
  'claude-3-5-haiku-20241022': 'Claude 3.5 Haiku',
  'claude-sonnet-4-20250514': 'Claude Sonnet 4',
  'claude-sonnet-4-5': 'Claude Sonnet 4.5',
};
export function engineLabel(id: string | null | undefined): string {
  if (!id) return 'Unknown';
  return ENGINE_LABELS[id] ?? id;
}

/** Dashboard relative time: under 1 h 'Just now', under 24 h 'N hours ago', under 48 h 'Yesterday', else 'N days ago'. */
export function relativeTime(then: Date | string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(then).getTime();
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  if (hours < 48) return 'Yesterday';
  return `${Math.floor(hours / 24)} days ago`;
}

/** Countdown format: m:ss, or h:mm:ss for an hour or more. */
export function formatTimer(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Time Taken on the results page: m:ss or '--:--' when missing. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export type TimerColor = 'normal' | 'orange' | 'red';
export function timerColor(secondsLeft: number): TimerColor {
  if (secondsLeft <= 300) return 'red';
  if (secondsLeft <= 600) return 'orange';
  return 'normal';
}

/** Word count is the number of whitespace-separated tokens. */
export function countWords(text: string): number {
  const t = text.trim();
  return t === '' ? 0 : t.split(/\s+/u).length;
}

export const HEBREW_RE = /[\u0590-\u05FF]/u;
export function hasHebrew(text: string): boolean {
  return HEBREW_RE.test(text);
}

/** An option's letter is its leading A to D, defaulting to A. */
export function optionLetter(option: string): ChoiceLetter {
  const m = /^\s*([A-Da-d])(?:[).:\s-]|$)/.exec(option);
  return (m ? m[1]!.toUpperCase() : 'A') as ChoiceLetter;
}

/** An option without its letter prefix ("C) Paris" -> "Paris"); the one rule for every screen and service. */
export function optionText(option: string): string {
  return option.replace(/^\s*[A-Da-d]\s*[).:-]\s*/, '').trim();
}

/** Multiple-choice answers are compared by letter ignoring case and surrounding spaces. */
export function sameChoice(answer: string | null | undefined, key: string): boolean {
  if (!answer) return false;
  return answer.trim().toUpperCase() === key.trim().toUpperCase();
}

export function isChoiceLetter(v: string): v is ChoiceLetter {
  return (CHOICE_LETTERS as readonly string[]).includes(v);
}

/** File size: KB under 1 MB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Average grade: rounded mean of total_score over completed submissions, 0 when none. */
export function averageGrade(scores: ReadonlyArray<number>): number {
  if (scores.length === 0) return 0;
  return Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** Greeting: full name, else the part of the e-mail before the at-sign, else Student. */
export function greetingName(fullName?: string | null, email?: string | null): string {
  if (fullName && fullName.trim()) return fullName.trim();
  const local = email?.split('@')[0];
  if (local) return local;
  return 'Student';
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids of our rows are UUIDs; anything else is answered as "not found" before it reaches the database. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
