/**
 * Which list items may stand as options of a list question (issue 11, decision 104): an item whose text is garbled,
 * and an item of another list that names what the asked list's topic names in other words, are neither keys nor
 * distractors. "To alert a potential victim or victims or intending harm ("duty to warn")" of a notice's
 * law-enforcement list is both: the source dropped a word ("of intending harm"), and a reader may well hold a warning
 * of harm one of its "public health and safety activities".
 */

/** Participles that commonly stand as adjectives before a noun ("missing values", "running processes"). */
const ADJECTIVAL =
  /^(?:missing|existing|remaining|following|running|training|incoming|outgoing|pending|ongoing|upcoming|leading|corresponding|underlying|working|operating|programming|computing|processing|learning|building|changing|growing|moving|rising|falling|living|visiting|matching|competing|conflicting|surrounding|neighbouring|neighboring|emerging|increasing|decreasing|varying|opening|closing|starting|ending|billing|marketing|recording|testing|debugging|scheduling|sampling|spelling|shipping|pricing|funding|housing|nursing|consulting|accounting|engineering|reasoning|meaning|setting|spacing|padding|rounding|caching|buffering|streaming|logging)$/i;

/**
 * Text the source garbled: an opening bracket or quote without its closing one, a word written twice ("the the"),
 * or an infinitive line whose "or"/"and" joins a noun to a participle phrase ("victims or intending harm", where
 * a word was lost) with no other participle in the line to be parallel with.
 */
export function garbledItem(text: string): boolean {
  const t = text.replace(/[\u201C\u201D]/g, '"').replace(/[\u2018\u2019]/g, "'");
  if ((t.match(/\(/g) ?? []).length !== (t.match(/\)/g) ?? []).length) return true;
  if ((t.match(/\[/g) ?? []).length !== (t.match(/\]/g) ?? []).length) return true;
  if ((t.match(/"/g) ?? []).length % 2) return true;
  if (/(?<![\p{L}])(\p{L}{2,})\s+\1(?![\p{L}])/iu.test(t)) return true;
  if (/^to\s+[a-z]+\b/i.test(t)) {
    const m = /\b([a-z]+)\s+(?:or|and)\s+([a-z]{3,}ing)\s+[a-z]+/i.exec(t);
    if (m && !/ing$/i.test(m[1]!) && !ADJECTIVAL.test(m[2]!)) {
      const before = t.slice(0, m.index);
      if (!/\b[a-z]{3,}ing\b/i.test(before) && !/^(?:a|an|the|to|of|in|for|by|with|from)$/i.test(m[1]!))
        return true;
    }
  }
  return false;
}

/**
 * Words of general English that name one idea (not terms of a subject): an item with a word of a group names what a
 * topic with a word of that group names ("harm", "warn" of a list of safety activities).
 */
const KIN_GROUPS: string[][] = [
  [
    'safety',
    'safe',
    'harm',
    'harmful',
    'danger',
    'dangerous',
    'hazard',
    'hazardous',
    'threat',
    'warn',
    'warning',
  ],
  ['security', 'secure', 'attack', 'attacker', 'breach', 'intrusion', 'threat'],
  ['health', 'healthy', 'illness', 'disease', 'sick', 'sickness', 'medical'],
];
const groupOf = new Map<string, number[]>();
KIN_GROUPS.forEach((g, i) => g.forEach((w) => groupOf.set(w, [...(groupOf.get(w) ?? []), i])));

const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3);

/**
 * Whether an item of another list names the asked topic's idea in other words (English): a word of the item and a
 * different word of the topic in one group ("warn" of an item, "safety" of "public health and safety activities").
 */
export function namesTopicIdea(item: string, topic: string): boolean {
  const topicWords = new Set(wordsOf(topic));
  const topicGroups = new Set([...topicWords].flatMap((w) => groupOf.get(w) ?? []));
  if (!topicGroups.size) return false;
  return wordsOf(item).some(
    (w) => !topicWords.has(w) && (groupOf.get(w) ?? []).some((g) => topicGroups.has(g)),
  );
}
