/**
 * Phrase-level paraphrases of common textbook terms (decision 105, grading v23). A student who explains a term in
 * other words often says a whole phrase for it: "multiply element-wise and sum" for "inner product", "its size is
 * always the same" for "fixed size", "once the variable's block ends" for "goes out of scope", "would see stale values"
 * for "out of date", "הפיזיקה עובדת אותו דבר בכולן" for "חוקי הפיזיקה זהים". Word synonyms (matching.ts) cannot read
 * those: no word of the phrase is a synonym of a word of the term. Each family names the material's terms it says
 * (any key idea whose words are those of a term, or a part of them) and the phrases that say it, general textbook
 * phrasings, never tied to one question. A phrase said under a negation ("is not the same size") says nothing.
 */
import { matchWords, sameWord } from './matching.ts';

interface PhraseFamily {
  /** The material's terms the family says ("inner product", "weighted sum"). */
  terms: string[];
  /** Phrases of a student's own words that say them. */
  phrases: RegExp[];
}

/** Between words of a phrase: up to n other words of the same clause. */
const gap = (n: number) => String.raw`(?:[^\s.;:!?]+\s+){0,${n}}`;
/** A Hebrew word boundary (JavaScript's \b reads Latin letters only). */
const HB = String.raw`(?:^|(?<=[\s"'(״׳\u2013\u2014-]))`;
const HE = String.raw`(?=[\s.,;:!?)"״׳\u2013\u2014-]|$)`;

const FAMILIES: PhraseFamily[] = [
  {
    // multiply and add up: an inner (dot) product, a weighted sum
    terms: ['inner product', 'dot product', 'scalar product', 'weighted sum', 'linear combination'],
    phrases: [
      new RegExp(
        String.raw`\bmultipl(?:y|ies|ied|ying)\s+${gap(12)}(?:and|then)\s+(?:\w+\s+){0,3}(?:sum|summ(?:ed|ing|s)|add(?:s|ed|ing)?|total(?:s|led|ed|ing)?)\b`,
        'iu',
      ),
      /\b(?:sum|total)\s+(?:of\s+)?(?:all\s+)?(?:the\s+)?(?:element-?wise\s+|pairwise\s+)?products\b/iu,
      /\bproducts\s+(?:are\s+|get\s+)?(?:summed|added|totall?ed)\b/iu,
      /\badd(?:s|ed|ing)?\s+up\s+(?:all\s+)?(?:the\s+)?products\b/iu,
      // (not "dot product": the material says when it gives the inner product that name)
      /\bweighted\s+(?:sum|total)\b|\blinear\s+combination\b/iu,
    ],
  },
  {
    // the same size whatever it holds
    terms: ['fixed size', 'constant size', 'fixed-size'],
    phrases: [
      /\b(?:same|constant|fixed|unchanging)\s+(?:size|width|length|number\s+of\s+bytes|amount\s+of\s+(?:space|memory|bytes))\b/iu,
      /\b(?:size|width)\s+(?:is|stays|remains)\s+(?:always\s+)?(?:the\s+same|constant|fixed)\b/iu,
      /\bnever\s+changes?\s+(?:its\s+)?size\b|\b(?:size|width)\s+never\s+changes\b/iu,
      /\b(?:always|exactly)\s+(?:takes?\s+|occupies\s+|uses\s+|is\s+)?(?:\d+|four|eight)\s+bytes\b/iu,
    ],
  },
  {
    // known ahead of time
    terms: ['known', 'known at compile time'],
    phrases: [
      /\b(?:predictabl[ey]|predetermined)\b/iu,
      /\b(?:determined|decided|settled|fixed|set)\s+(?:ahead\s+of\s+time|in\s+advance|beforehand|at\s+compile[\s-]time|when\s+compiling)\b/iu,
    ],
  },
  {
    // the end of the owner's scope
    terms: ['out of scope', 'goes out of scope'],
    phrases: [
      /\b(?:scope|block)\s+(?:ends|is\s+over|closes|finishes)\b/iu,
      /\bend\s+of\s+(?:its|the|their|that)\s+(?:\w+\s+)?(?:scope|block)\b/iu,
      /\b(?:leaves|exits|leaving|exiting)\s+(?:its|the|their)\s+(?:scope|block)\b/iu,
      /\bclosing\s+(?:brace|curly|`?\}`?)/iu,
      /\bstops\s+being\s+valid\b|\bno\s+longer\s+(?:valid|in\s+scope)\b/iu,
    ],
  },
  {
    // no longer current
    terms: ['out of date', 'outdated', 'stale'],
    phrases: [
      /\b(?:stale|outdated|out[\s-]of[\s-]date|obsolete)\b/iu,
      /\b(?:old|previous)\s+values?\b/iu,
      /\bnot\s+(?:kept\s+)?(?:up[\s-]to[\s-]date|current|in\s+sync|synced|refreshed)\b/iu,
      new RegExp(
        String.raw`${HB}(?:לא|אינו|אינה|אינם|אינן)\s+(?:מעודכן|מעודכנת|מעודכנים|מעודכנות)${HE}|${HB}(?:מיושן|מיושנת|מיושנים|ישנים)${HE}`,
        'u',
      ),
    ],
  },
  {
    // what fits best
    terms: ['fits best', 'fits', 'best fit'],
    phrases: [
      /\bbest[\s-]match(?:es|ing)?\b|\bclosest\s+match\b/iu,
      /\bmatch(?:es)?\s+(?:\w+\s+){0,4}(?:most\s+closely|best|the\s+most)\b/iu,
      /\blines?\s+up\s+(?:\w+\s+){0,4}best\b/iu,
    ],
  },
  {
    // set side by side: a comparison
    terms: ['comparing', 'compare', 'comparison'],
    phrases: [
      /\bmatch(?:es|ed|ing)?\s+(?:it\s+|them\s+)?(?:against|with)\b/iu,
      /\bhow\s+(?:well|closely|much)\s+(?:\w+\s+){0,4}(?:match\w*|resembl\w*|lines?\s+up)\b/iu,
      /\bsimilarity\b|\bhow\s+similar\b|\bresembl(?:e|es|ed|ing|ance)\b/iu,
    ],
  },
  {
    // the interpreter's own records
    terms: ['interpreter state'],
    phrases: [/\binterpreter(?:'s|’s)?\s+(?:own\s+)?(?:bookkeeping|structures?|view|copy|records?)\b/iu],
  },
  {
    // the compiled code of a tracing compiler
    terms: ['traces', 'trace'],
    phrases: [/\bcompiled\s+(?:trace\s+|loop\s+)?code\b/iu],
  },
  {
    // reached through an address
    terms: ['follow a pointer', 'follow the pointer'],
    phrases: [
      /\b(?:go(?:es|ing)?|jump(?:s|ing)?|hop(?:s|ping)?|reach(?:ed|es)?)\s+(?:\w+\s+){0,2}(?:through|via)\s+(?:an?\s+|the\s+)?(?:address|pointer|reference|indirection)\b/iu,
      /\bread(?:s|ing)?\s+(?:an?|the)\s+(?:address|pointer)\b(?:\s+\w+){0,3}\s+(?:then|and\s+then)\b/iu,
      /\b(?:dereferenc\w*|indirect(?:ly|ion))\b/iu,
      /\bextra\s+(?:hop|step|indirection|jump)\b/iu,
    ],
  },
  {
    // leaving the compiled trace
    terms: ['side exit', 'side exits', 'trace exits'],
    phrases: [
      /\b(?:leave|leaves|leaving|left|drops?\s+(?:back\s+)?out\s+of|falls?\s+(?:back\s+)?out\s+of|bails?\s+out\s+of)\s+(?:the\s+|that\s+)?(?:compiled\s+|recorded\s+|main\s+|primary\s+)?(?:path|trace|code)\b/iu,
      /\bbail(?:s|ed|ing)?[\s-]?outs?\b|\bfall[\s-]outs?\b|\bleaving\s+points?\b/iu,
    ],
  },
  {
    // the first trace of a loop
    terms: ['main trace'],
    phrases: [
      /\b(?:original|primary|first|initial|main)\s+(?:recorded\s+|compiled\s+)?(?:path|trace|recording)\b/iu,
      /\b(?:along|on|in)\s+one\s+(?:recorded\s+|compiled\s+)?path\b/iu,
    ],
  },
  {
    // who owns a value
    terms: ['owner'],
    phrases: [/\bbelong(?:s|ed|ing)?\s+to\s+(?:exactly\s+|only\s+)?(?:one|a\s+single)\b|\bowned\s+by\b/iu],
  },
  {
    // a new trace from the exit
    terms: ['branch trace'],
    phrases: [
      /\brecord(?:s|ed|ing)?\s+(?:a\s+|an\s+)?(?:new|fresh|extra|additional|another|second)\s+(?:piece\s+of\s+)?(?:trace|code|path|recording)\b/iu,
      /\b(?:new|fresh|extra|additional|another|second)\s+(?:piece\s+of\s+)?(?:trace|recording)\b/iu,
    ],
  },
  {
    // nothing changes between iterations
    terms: ['invariant'],
    phrases: [
      /\b(?:nothing|never)\s+(?:\w+\s+){0,4}chang(?:es|ed|ing)?\b/iu,
      /\b(?:always\s+does|does\s+exactly|did\s+exactly)\s+the\s+same\b/iu,
      /\bsame\s+(?:\w+\s+){0,5}(?:every|each)\s+(?:time|iteration)\b/iu,
    ],
  },
  {
    // speculation: a bet on what the code will do
    terms: ['speculation'],
    phrases: [/\b(?:assum(?:e|es|ed|ing|ption|ptions)|bet|bets|guess(?:es|ed)?|speculative(?:ly)?)\b/iu],
  },
  {
    // one input weighing too much
    terms: ['large influence'],
    phrases: [
      /\bdominat(?:e|es|ed|ing)\b/iu,
      /\b(?:lean|leans|leaning|rely|relies|relying|depend|depends|depending)\s+(?:too\s+)?(?:heavily|hard|strongly)\b/iu,
      /\bbet(?:s|ting)?\s+everything\b/iu,
    ],
  },
  {
    // the L2 penalty: a cost on the squared weights
    terms: ['L2 penalty', 'L2 regularization', 'L2 norm'],
    phrases: [
      /\bsquar(?:e|ed|es|ing)[\s-]+(?:the\s+)?(?:weights?|penalty|norm|magnitudes?)\b/iu,
      /\bpenalty\s+(?:on|of)\s+(?:the\s+)?squared\b|\bsum\s+of\s+(?:the\s+)?squares\b/iu,
    ],
  },
  {
    // Hebrew: the laws are the same
    terms: ['חוקי הפיזיקה זהים'],
    phrases: [
      new RegExp(
        String.raw`${HB}(?:ה)?(?:פיזיקה|טבע)\s+(?:\S+\s+){0,2}(?:בדיוק\s+)?(?:אותו\s+(?:ה)?דבר|באותו\s+אופן|אותו\s+דבר)${HE}`,
        'u',
      ),
      new RegExp(String.raw`${HB}(?:אותם|באותם|לאותם)\s+(?:חוקים|חוקי|כללי|משוואות)${HE}`, 'u'),
      new RegExp(String.raw`${HB}(?:אותה|אותן)\s+(?:תוצאה|תוצאות|משוואות)${HE}`, 'u'),
    ],
  },
  {
    // Hebrew: the converse fails
    terms: ['ההפך אינו נכון'],
    phrases: [
      new RegExp(
        String.raw`${HB}(?:ו|ש)?(?:ה)?כיוון\s+(?:ה)?(?:שני|הפוך|השני)\s+(?:\S+\s+)?(?:לא|אינו)\s+(?:נכון|עובד|מתקיים)${HE}`,
        'u',
      ),
    ],
  },
  {
    // Hebrew: the terms of the sequence
    terms: ['איברי הסדרה'],
    phrases: [new RegExp(String.raw`${HB}(?:כל\s+)?(?:ה)?איברים(?:\s+שלה)?${HE}`, 'u')],
  },
  {
    // Hebrew: an inertial frame moves at a constant velocity
    terms: ['מערכת ייחוס אינרציאלית', 'מערכת אינרציאלית'],
    phrases: [
      new RegExp(
        String.raw`${HB}(?:ש)?(?:נע|נעה|נעים|נעות|נוסע|נוסעת|זז|זזה)\s+במהירות\s+קבועה${HE}|${HB}(?:ללא|בלי)\s+תאוצה${HE}|${HB}(?:ש)?(?:לא|אינו|אינה)\s+(?:מאיץ|מאיצה)${HE}`,
        'u',
      ),
    ],
  },
  {
    // Hebrew: every reference frame is every observer
    terms: ['מערכות הייחוס', 'מערכות ייחוס'],
    phrases: [
      new RegExp(
        String.raw`${HB}(?:ו|ש)?(?:כל|לכל|אצל\s+כל|בעיני\s+כל)\s+(?:צופה|משקיף|הצופים|המשקיפים)${HE}`,
        'u',
      ),
    ],
  },
  {
    // Hebrew: within ε of the limit
    terms: ['נמצאים בסביבת', 'בסביבת'],
    phrases: [
      new RegExp(String.raw`${HB}(?:רחוקים|רחוק|רחוקה)\s+מ\S*\s+(?:פחות|בפחות)${HE}`, 'u'),
      new RegExp(String.raw`${HB}(?:ב)?מרחק\s+(?:קטן|הקטן)\s+(?:מ|יותר)`, 'u'),
      new RegExp(String.raw`${HB}(?:קרובים|קרוב|קרובה)\s+(?:\S+\s+)?יותר\s+מ`, 'u'),
      new RegExp(String.raw`${HB}בתוך\s+(?:ה)?(?:פס|רצועה|תחום|קטע)${HE}`, 'u'),
    ],
  },
  {
    // Hebrew: all but finitely many terms, from some index on
    terms: ['מספר סופי'],
    phrases: [
      new RegExp(String.raw`${HB}כמות\s+סופית${HE}`, 'u'),
      new RegExp(
        String.raw`${HB}(?:החל\s+)?מ(?:מקום|נקודה|אינדקס|איבר)\s+(?:מסוים|מסוימת|כלשהו|כלשהי)${HE}|${HB}מאיזשהו\s+(?:מקום|אינדקס|איבר)${HE}`,
        'u',
      ),
    ],
  },
  {
    // Hebrew and English: a closed system has no outside influence
    terms: ['סגורה', 'closed'],
    phrases: [
      new RegExp(
        String.raw`${HB}(?:שום|אין|ללא|בלי)\s+(?:\S+\s+)?(?:גורם|כוח|השפעה|כוחות)\s+(?:\S+\s+)?(?:מבחוץ|חיצוני|חיצונית|חיצוניים)${HE}`,
        'u',
      ),
      /\bno\s+(?:external|outside)\s+(?:force|forces|influence|interaction)s?\b|\bnothing\s+(?:from\s+)?outside\b/iu,
    ],
  },
];

/** A negation in the words just before a phrase: the phrase is denied ("is not the same size", "לא אותו דבר"). */
const NEGATED_BEFORE =
  /(?:\b(?:not|never|no)|n['’]t|(?:^|\s)(?:לא|אין|אינו|אינה|אינם|אינן))\s+(?:\S+\s+){0,1}$/iu;

/** The families whose terms a key idea names (the idea's words are a term's, or a part of them). */
function familiesOf(idea: string): PhraseFamily[] {
  const ideaWords = matchWords(idea);
  if (!ideaWords.length) return [];
  return FAMILIES.filter((f) =>
    f.terms.some((t) => {
      const termWords = matchWords(t);
      if (!termWords.length) return false;
      const inIdea = termWords.every((w) => ideaWords.some((i) => sameWord(i, w)));
      const inTerm = ideaWords.every((i) => termWords.some((w) => sameWord(i, w)));
      return inIdea || inTerm;
    }),
  );
}

/**
 * The phrase of the answer that says a key idea in other words, by a family of textbook paraphrases (null when none
 * does, or when every such phrase is denied).
 */
export function phraseParaphrase(idea: string, answer: string): string | null {
  for (const f of familiesOf(idea))
    for (const re of f.phrases) {
      const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
      for (const m of answer.matchAll(global)) {
        const before = answer.slice(Math.max(0, m.index - 24), m.index);
        // (a phrase that opens with its own negation, "not up to date", is read as it is)
        if (
          !/^(?:not|לא|אינו|אינה|אינם|אינן|אין|שום|ללא|בלי|no)\b/iu.test(m[0]) &&
          NEGATED_BEFORE.test(before)
        )
          continue;
        return m[0];
      }
    }
  return null;
}
