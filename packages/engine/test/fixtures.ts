/** Course material written for the tests (no external files), and the builders and generation steps they share. */
import { expect } from 'vitest';
import {
  createEngine,
  EngineError,
  keyIndex,
  optionText,
  questionFlaws,
  type GeneratedQuestion,
  type GenerateRequest,
  type GenerateResult,
  type QuestionEngine,
  type SourceDocument,
} from '../src/index.ts';
import { analyze, type Corpus } from '../src/local/analysis.ts';
import { finishDraft, type Cand } from '../src/local/forms.ts';
import { formulaCandidates, protectRequest } from '../src/local/formula.ts';
import { candidatesOf } from '../src/local/select.ts';

export const noop = () => {};

/** A document of numbered units, one a text: sections of notes unless told otherwise; its id is its name unless told. */
export function doc(
  name: string,
  texts: string[],
  unitKind: SourceDocument['unitKind'] = 'section',
  id = name,
): SourceDocument {
  return { id, name, unitKind, units: texts.map((text, i) => ({ number: i + 1, text })) };
}
/** A PDF's pages. */
export const pages = (name: string, texts: string[]) => doc(name, texts, 'page');
/** A deck's slides. */
export const slides = (name: string, texts: string[]) => doc(name, texts, 'slide');
/** Sections of notes with an id of their own. */
export const sections = (id: string, name: string, texts: string[]) => doc(name, texts, 'section', id);
/** Sections titled by their first line, as the Markdown reader gives them. */
export function titledSections(id: string, name: string, texts: string[]): SourceDocument {
  return {
    id,
    name,
    unitKind: 'section',
    units: texts.map((text, i) => ({ number: i + 1, text, title: text.split('\n')[0] })),
  };
}

/** The local engine's reading of the documents (English unless told). */
export const read = (documents: SourceDocument | SourceDocument[], language = 'en') =>
  analyze(Array.isArray(documents) ? documents : [documents], language, undefined, noop);

/**
 * The questions a candidate source of the local engine builds from a document (each candidate drawn once, finished
 * as the engine finishes it), keeping those that pass the item-writing checks.
 */
export async function builtQuestions(
  d: SourceDocument,
  candidates: (c: Corpus) => Cand[],
): Promise<GeneratedQuestion[]> {
  const c = await read(d);
  return candidates(c)
    .map((x) => x.build(new Set()))
    .filter((x) => x !== null)
    .map((x) => finishDraft(c, x)!)
    .filter((q) => !questionFlaws(q, { documents: [d] }).length);
}

/** How often each word (lower-cased token) occurs in the reading, as swapOpposite takes it. */
export function wordCounts(c: Awaited<ReturnType<typeof read>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of c.sentences)
    for (const t of s.tokens) counts.set(t.text.toLowerCase(), (counts.get(t.text.toLowerCase()) ?? 0) + 1);
  return counts;
}

/** A request for 10 multiple-choice questions of medium difficulty, seed 1, with `over` on top. */
export const mcRequest = (
  documents: SourceDocument[],
  over: Partial<GenerateRequest> = {},
): GenerateRequest => ({
  documents,
  difficulty: 'medium',
  questionType: 'multiple-choice',
  questionCount: 10,
  seed: 1,
  ...over,
});

let local: QuestionEngine | undefined;
/** One local engine for a test file (it keeps no state between generations). */
export const localEngine = () => (local ??= createEngine({ engine: 'local' }));

/**
 * Asks for `questionCount` questions, or for as many as the material supports when it supports fewer (the engine
 * writes only questions that pass its checks, decision 104): the result is never empty.
 */
export async function generateUpTo(r: GenerateRequest): Promise<GenerateResult> {
  try {
    return await localEngine().generate(r);
  } catch (e) {
    if (!(e instanceof EngineError) || e.code !== 'INSUFFICIENT_CONTENT' || !e.supported) throw e;
    return localEngine().generate({ ...r, questionCount: e.supported });
  }
}

/** The questions of generateUpTo. */
export const questionsUpTo = async (r: GenerateRequest) => (await generateUpTo(r)).questions;

/**
 * The questions of `r` with each seed, as many as the material supports up to the count asked (none for a seed
 * whose draw supports none); any other failure throws.
 */
export async function questionsOverSeeds(r: GenerateRequest, seeds: number[]): Promise<GeneratedQuestion[]> {
  const out: GeneratedQuestion[] = [];
  for (const seed of seeds) {
    const asked = { ...r, seed };
    try {
      out.push(...(await localEngine().generate(asked)).questions);
    } catch (e) {
      if (!(e instanceof EngineError) || e.code !== 'INSUFFICIENT_CONTENT') throw e;
      if (e.supported)
        out.push(...(await localEngine().generate({ ...asked, questionCount: e.supported })).questions);
    }
  }
  return out;
}

/** A request for `count` open-ended questions of medium difficulty, with `over` (a seed at least) on top. */
export const openRequest = (
  documents: SourceDocument[],
  count: number,
  over: Partial<GenerateRequest> & { seed: number },
): GenerateRequest => ({
  documents,
  difficulty: 'medium',
  questionType: 'open-ended',
  questionCount: count,
  ...over,
});

/** `count` open-ended questions of the documents (openRequest), each passing the quality gate. */
export async function openQuestions(
  documents: SourceDocument[],
  count: number,
  over: Partial<GenerateRequest> & { seed: number },
): Promise<GeneratedQuestion[]> {
  const r = await localEngine().generate(openRequest(documents, count, over));
  for (const q of r.questions) expect(questionFlaws(q, { documents })).toEqual([]);
  return r.questions;
}

/**
 * As many open questions as the documents support, up to `count` (each passing the gate as in openQuestions): the
 * largest count the engine makes, or none.
 */
export async function openQuestionsUpTo(
  documents: SourceDocument[],
  count: number,
  seed: number,
): Promise<GeneratedQuestion[]> {
  for (let k = count; k >= 1; k--) {
    try {
      return await openQuestions(documents, k, { seed });
    } catch {
      // fewer
    }
  }
  return [];
}

/**
 * The formula questions the local engine drafts from Hebrew notes (formulas protected as the engine reads them),
 * with the table that restores the formulas.
 */
export async function hebrewFormulaDrafts(document: SourceDocument) {
  const { req, table } = protectRequest(mcRequest([document]));
  const corpus = await read(req.documents, 'he');
  const drafts = formulaCandidates(corpus)
    .map((c) => c.build(new Set()))
    .filter((q) => q !== null);
  return { drafts, table };
}

/** The error a generation fails with, or null when it succeeds. */
export const generateError = (r: GenerateRequest): Promise<Error | null> =>
  localEngine()
    .generate(r)
    .then(
      () => null,
      (e: Error) => e,
    );

/** Where the questions of the grading tests come from: page 1 of 'Notes'. */
export const NOTES_SOURCE = {
  documentId: 'd',
  documentName: 'Notes',
  unitKind: 'page' as const,
  unit: 1,
  quote: 'q',
};

/** An open question of the grading tests (no explanation, from NOTES_SOURCE), with `over` (a form, say) on top. */
export const openQuestion = (
  text: string,
  correctAnswer: string,
  keyIdeas: string[],
  over: Partial<GeneratedQuestion> = {},
): GeneratedQuestion => ({
  type: 'open-ended',
  text,
  options: null,
  correctAnswer,
  explanation: '',
  source: NOTES_SOURCE,
  keyIdeas,
  ...over,
});

/** The local engine's grade of one answer (null: none given) to a question. */
export const gradeOne = (q: GeneratedQuestion, answer: string | null) => localEngine().grade(q, answer);

/** What the worth and cue checks read of a multiple-choice question: its text, options lettered A) to D), key. */
export const mcQuestion = (text: string, options: string[], key = 'A') => ({
  text,
  options: options.map((o, i) => `${'ABCD'[i]}) ${o}`),
  correctAnswer: key,
});

/** The text of a multiple-choice question's key. */
export const keyOf = (q: { options: string[] | null; correctAnswer: string }) =>
  optionText(q.options![keyIndex(q as GeneratedQuestion)]!);

/**
 * The opening of a privacy notice as DOCX gives it: a list after a lead-in, one item per line, then the lead-in of
 * the police list (each test adds the items it needs).
 */
export const NOTICE_PUBLIC_HEALTH =
  'Public Health Activities – The clinic may disclose your health information for public health activities. ' +
  'These activities generally include:\n\n' +
  'To prevent or control disease, injury or disability\nTo report births or deaths\n' +
  'To report reactions to medications or problems with products\n' +
  'To notify people of recalls of products they may be using\n\n' +
  'Law Enforcement Purposes – We may disclose your health information to police officials for these purposes:\n\n';

/** The formula box that sums up Hebrew relativity notes (one quantity a row), as the Markdown gives it. */
export const RELATIVITY_FORMULA_BOX =
  '$$\\begin{gather} p=\\gamma mv \\\\[1ex] E=\\gamma mc^{2} \\\\[1ex] E_{k}=mc^{2}(\\gamma-1) \\\\[1ex] E_{0}=mc^{2} \\\\[1ex] p=\\sqrt{ \\gamma ^{2}-1 } \\,\\, mc \\end{gather}$$';

export const BIOLOGY_PAGES = [
  `Cell Biology: Introduction

The cell is the basic unit of life. Every living organism is made of one or more cells, and new cells arise only from existing cells.
The cell membrane is a thin barrier that separates the interior of the cell from its environment. The cell membrane controls which molecules enter and leave the cell.
The nucleus is an organelle that stores the genetic information of the cell. Inside the nucleus, DNA is packed into chromosomes.
Human body cells contain 46 chromosomes, arranged in 23 pairs.
The cytoplasm is the fluid that fills the cell and surrounds the organelles.`,
  `Energy in the Cell

The mitochondrion is an organelle that produces most of the chemical energy of the cell. The mitochondrion converts glucose into ATP through cellular respiration.
Cellular respiration releases energy from glucose and produces carbon dioxide as a waste product.
Each molecule of glucose yields about 36 molecules of ATP during cellular respiration.
The chloroplast is an organelle found in plant cells that performs photosynthesis.
Photosynthesis converts light energy into chemical energy stored in glucose.
During photosynthesis, the chloroplast absorbs carbon dioxide and releases oxygen.
Because the chloroplast captures light, leaves of most plants appear green.`,
  `Proteins and Transport

The ribosome is a small structure that builds proteins from amino acids. Ribosomes read the messenger RNA that is copied from DNA.
The endoplasmic reticulum is a network of membranes that folds and transports proteins.
The Golgi apparatus modifies proteins and packages them into vesicles for transport.
Diffusion is the movement of molecules from a region of high concentration to a region of low concentration.
Osmosis is the diffusion of water across a membrane.
Active transport moves molecules against the concentration gradient and therefore requires ATP.
The sodium-potassium pump moves 3 sodium ions out of the cell for every 2 potassium ions it brings in.`,
];

export const NETWORK_SLIDES = [
  `Computer Networks
A protocol is a set of rules that governs how devices exchange data over a network.
The Internet Protocol assigns each device an address so that packets can reach their destination.`,
  `Transport Layer
The Transmission Control Protocol provides reliable delivery by numbering every segment and resending lost segments.
The User Datagram Protocol sends datagrams without a connection and without guaranteed delivery.
A web server usually listens on port 80 for plain connections and on port 443 for encrypted connections.`,
  `Routing
A router is a device that forwards packets between networks using a routing table.
The routing table lists the next hop for every destination network.
A switch forwards frames inside a local network by learning the hardware address of every device.
Latency is the time a packet needs to travel from the sender to the receiver.
Bandwidth is the amount of data that a link can carry per second.`,
  `Naming and Security
The Domain Name System translates readable host names into numeric addresses.
A firewall is a system that filters traffic according to security rules.
Encryption protects data in transit because intercepted packets cannot be read without the key.
A packet that exceeds the maximum transmission unit of 1500 bytes must be fragmented by the router.`,
];

export const HEBREW_PAGES = [
  `מבוא לכלכלה

כלכלה היא תחום הדעת שחוקר כיצד בני אדם מקצים משאבים מוגבלים בין שימושים שונים.
המחסור הוא המצב שבו המשאבים אינם מספיקים כדי לספק את כל הרצונות של בני האדם.
בגלל המחסור, כל החלטה כרוכה בעלות אלטרנטיבית.
העלות האלטרנטיבית היא הערך של החלופה הטובה ביותר שמוותרים עליה.
השוק הוא מקום המפגש בין קונים למוכרים של מוצר מסוים.`,
  `היצע וביקוש

הביקוש מתאר את הכמות שהצרכנים מוכנים לקנות בכל מחיר.
ההיצע מתאר את הכמות שהיצרנים מוכנים למכור בכל מחיר.
כאשר המחיר עולה, הכמות המבוקשת יורדת, ולכן עקומת הביקוש יורדת משמאל לימין.
מחיר שיווי המשקל נקבע בנקודה שבה עקומת ההיצע חוצה את עקומת הביקוש.
בשוק התחרותי פועלים יצרנים רבים, וכל יצרן מקבל את מחיר השוק כנתון.
המונופול הוא שוק שבו פועל יצרן יחיד שקובע את המחיר.`,
  `אינפלציה ומדיניות

האינפלציה היא עלייה מתמשכת ברמת המחירים במשק.
הבנק המרכזי משתמש בריבית כדי לרסן את האינפלציה.
כאשר הבנק המרכזי מעלה את הריבית, ההלוואות מתייקרות והביקוש במשק נחלש.
יעד האינפלציה של הבנק המרכזי הוא בין 1 ל־3 אחוזים בשנה.
התוצר המקומי הגולמי מודד את ערך כל המוצרים והשירותים שמיוצרים במשק בשנה.
האבטלה היא המצב שבו אנשים שרוצים לעבוד אינם מוצאים עבודה.`,
];

/**
 * Paragraphs of a lecturer's Hebrew calculus summary as they read once extracted from its PDF (labelled, numbered
 * definitions), for the tests of Hebrew definitions, conditions and families of terms.
 */
export const CALCULUS_HE = {
  set: 'הגדרה 1.1.1 (קבוצה): אוסף של עצמים שונים ללא חשיבות לסדר.',
  neighbourhood: 'הגדרה 1.2.1 (סביבת-ε / ε-סביבה): סביבת 𝜀 של 𝑥0 ∈ ℝ הוא קטע מהצורה (𝑥0 − 𝜀, 𝑥0 + 𝜀).',
  bounded: 'הגדרה 1.3.1 (חסימות): תהי 𝐴 ⊆ ℝ. נאמר ש-𝐴 חסומה אם היא חסומה מלמעלה וגם מלמטה.',
  bounds: 'המספר 𝑀 נקרא חסם מלמעלה של הקבוצה והמספר 𝑚 נקרא חסם מלמטה של הקבוצה.',
  sequence: 'הגדרה 1.4.1 (סדרה): אוסף אינסופי ממוספר (סדור) של מספרים: 𝑎1, 𝑎2, 𝑎3.',
  convergent: 'הגדרה 1.5.2 (סדרה מתכנסת): נאמר שסדרה {𝑎𝑛} מתכנסת אם קיים הגבול lim 𝑎𝑛 .',
  boundedSequence: 'הגדרה 1.5.3 (חסימות של סדרה): סדרה נקראת חסומה אם הקבוצה של איברי הסדרה היא חסומה.',
  monotone:
    'הגדרה 1.5.4 (מונוטוניות של סדרה): סדרה נקראת:\n' +
    '1. מונוטונית עולה אם לכל 𝑛 מתקיים 𝑎𝑛+1 ≥ 𝑎𝑛, או עולה ממש אם 𝑎𝑛+1 > 𝑎𝑛.\n' +
    '2. מונוטונית יורדת אם לכל 𝑛 מתקיים 𝑎𝑛 ≥ 𝑎𝑛+1, או יורדת ממש אם 𝑎𝑛 > 𝑎𝑛+1.\n' +
    '3. מונוטונית אם היא מונוטונית עולה או מונוטונית יורדת.',
  uniqueLimit: 'משפט 1.5.1 (יחידות הגבול): אם 𝑎𝑛 → 𝐿1, 𝑎𝑛 → 𝐿2, אז 𝐿1 = 𝐿2.',
};
/** The calculus summary 'חדוא.pdf' (id 'calc'), each page given as its paragraphs (a blank line between two). */
export const calculusNotes = (...pageParagraphs: string[][]): SourceDocument =>
  doc(
    'חדוא.pdf',
    pageParagraphs.map((ps) => ps.join('\n\n')),
    'page',
    'calc',
  );
/** The drafts a candidate source of the local engine builds from a Hebrew document, each drawn once (none used). */
export const hebrewDrafts = async (d: SourceDocument, candidates: (c: Corpus) => Cand[]) =>
  candidates(await read(d, 'he'))
    .map((x) => x.build(new Set()))
    .filter((x) => x !== null);

export function biologyDoc(): SourceDocument {
  return {
    id: 'bio',
    name: 'Cell Biology Notes',
    unitKind: 'page',
    units: BIOLOGY_PAGES.map((text, i) => ({ number: i + 1, text })),
  };
}
export function networkDoc(): SourceDocument {
  return {
    id: 'net',
    name: 'Networks Lecture',
    unitKind: 'slide',
    units: NETWORK_SLIDES.map((text, i) => ({ number: i + 1, text })),
  };
}
export function hebrewDoc(): SourceDocument {
  return {
    id: 'econ',
    name: 'מבוא לכלכלה',
    unitKind: 'page',
    units: HEBREW_PAGES.map((text, i) => ({ number: i + 1, text })),
  };
}

/** Spanish, for the best-effort path of other languages. */
export const SPANISH_TEXT = `La célula es la unidad básica de la vida. Todos los organismos vivos están formados por una o más células.
La membrana celular es una barrera delgada que separa el interior de la célula de su entorno. La membrana celular controla qué moléculas entran y salen de la célula.
El núcleo es un orgánulo que almacena la información genética de la célula. Dentro del núcleo, el ADN se organiza en cromosomas.
Las células humanas contienen 46 cromosomas organizados en 23 pares.
La mitocondria es un orgánulo que produce la mayor parte de la energía química de la célula. La mitocondria convierte la glucosa en ATP mediante la respiración celular.
La respiración celular libera energía de la glucosa y produce dióxido de carbono como residuo.
El cloroplasto es un orgánulo de las células vegetales que realiza la fotosíntesis.
La fotosíntesis convierte la energía luminosa en energía química almacenada en la glucosa.
Durante la fotosíntesis, el cloroplasto absorbe dióxido de carbono y libera oxígeno.
El ribosoma es una estructura pequeña que fabrica proteínas a partir de aminoácidos.
La difusión es el movimiento de moléculas desde una región de alta concentración hacia una región de baja concentración.
La ósmosis es la difusión del agua a través de una membrana.
El transporte activo mueve moléculas contra el gradiente de concentración y por eso necesita ATP.`;

/** Two pages on cell structure (also the text of the demo student's 'Cell Structure.pdf'). */
export function cellStructureDoc(): SourceDocument {
  const pages: string[][] = [
    [
      'The cell is the basic unit of life, and every living organism is made of one or more cells.',
      'Prokaryotic cells such as bacteria have no nucleus, while eukaryotic cells keep their DNA inside a nucleus.',
      'The plasma membrane is a phospholipid bilayer that controls which substances enter and leave the cell.',
      'The nucleus stores the genetic material of eukaryotic cells as DNA organised into chromosomes.',
      'The nucleolus inside the nucleus assembles the subunits of ribosomes from RNA and proteins.',
      'Ribosomes synthesise proteins by translating messenger RNA into chains of amino acids.',
    ],
    [
      'The mitochondrion produces most of the chemical energy of the cell as ATP through cellular respiration.',
      'Chloroplasts carry out photosynthesis in plant cells, turning light energy, water and carbon dioxide into glucose.',
      'The rough endoplasmic reticulum is studded with ribosomes and folds the proteins that the cell exports.',
      'The smooth endoplasmic reticulum makes lipids and breaks down toxic substances in liver cells.',
      'The Golgi apparatus modifies, sorts and packages proteins and lipids into vesicles for transport.',
      'Lysosomes contain digestive enzymes that break down worn-out organelles and material taken in by the cell.',
      'The cytoskeleton is a network of protein filaments that gives the cell its shape and moves organelles.',
      'Plant cells have a rigid cell wall made of cellulose outside the plasma membrane, which animal cells lack.',
    ],
  ];
  return {
    id: 'cells',
    name: 'Cell Structure.pdf',
    unitKind: 'page',
    units: pages.map((p, i) => ({ number: i + 1, text: p.join(' ') })),
  };
}

/** One section of genetics notes, one sentence per paragraph. */
export function geneticsDoc(): SourceDocument {
  const paragraphs: string[] = [
    'Genetics is the study of genes, of genetic variation and of heredity in living organisms.',
    'A gene is a segment of DNA that carries the instructions for building a protein or a functional RNA.',
    'DNA is a double helix of two strands held together by base pairs: adenine with thymine, cytosine with guanine.',
    'During DNA replication each strand serves as a template, so every new molecule keeps one original strand.',
    'Transcription copies a gene from DNA into messenger RNA inside the nucleus.',
    'Translation at the ribosome reads messenger RNA three bases at a time, and each codon selects one amino acid.',
    'An allele is one of the different versions of a gene found at the same place on a chromosome.',
    'Gregor Mendel showed with pea plants that a dominant allele masks the effect of a recessive allele.',
    'A genotype is the set of alleles an organism carries, while its phenotype is the trait that can be observed.',
    'Meiosis produces four haploid gametes, and crossing over during meiosis creates new combinations of alleles.',
    'A mutation is a change in the DNA sequence, and mutations are the original source of genetic variation.',
    'Natural selection acts on the phenotype, so alleles that improve survival become more common over generations.',
  ];
  return {
    id: 'gen',
    name: 'Genetics.docx',
    unitKind: 'section',
    units: [{ number: 1, text: paragraphs.join('\n') }],
  };
}

/** What a statistics homework on an asthma trial states (`asthmaHomework`); every part but its core is optional. */
export interface AsthmaHomework {
  /** The file's name ("Homework 7.docx" unless told). */
  name?: string;
  /** A title line under the course's ("Homework 7"). */
  title?: string;
  /** R2(10), the montelukast group's estimate (0.8034 unless told); its interval is the estimate +- 0.1022. */
  r2?: string;
  /** Item c., which asks for point and interval estimates. */
  intervals?: boolean;
  /** Item d.'s hypothesis, on the functions as written there ("R1(t) and R2(t )"); none unless told. */
  hypothesis?: string;
  /** The Log-Rank row's chi-square and p-value, and the other rows of the tests' table. */
  chi?: string;
  p?: string;
  rows?: string[];
  /** The lines after the reported figures (the material's decision). */
  conclusion?: string[];
  /** The output's note on the mean survival time. */
  note?: boolean;
  /** The analysis' code, which stratifies by the drug ("strata Drug;"). */
  strata?: boolean;
  /** The plot's legend: "A + sign in both the curves indicates times when censoring is taking place." */
  censorMark?: boolean;
}

/**
 * A statistics homework as a DOCX gives it, one unit of lines around its tables (decision 104: study.ts,
 * study-uses.ts): 120 asthma patients on placebo or montelukast, four variables, Kaplan-Meier estimates R1(t) and
 * R2(t), their values at ten weeks and what they mean, and a table of tests with the figures the material reports.
 */
export function asthmaHomework(o: AsthmaHomework = {}): SourceDocument {
  const r2 = o.r2 ?? '0.8034';
  const [lo, hi] = [-0.1022, 0.1022].map((d) => (Number(r2) + d).toFixed(4));
  const chi = o.chi ?? '4.1020';
  const lines = [
    'STAT 410',
    ...(o.title ? [o.title] : []),
    'The data come from a trial in which 120 patients with asthma were followed after an attack. The patients were given either a placebo or the drug montelukast. The variables in data include:',
    'Weeks: This is the time (in weeks) to the next attack or the time at which censoring took place.',
    'Censor: This equals 1 if censoring took place and 0 otherwise.',
    'Drug: This equals 1 for placebo and 2 for montelukast.',
    'Stage: This equals 1 if the first attack was mild and 2 if it was severe.',
    '[20] a. Create and submit a plot of the Kaplan-Meier estimates for R1(t) and R2(t).',
    ...(o.censorMark ? ['A + sign in both the curves indicates times when censoring is taking place.'] : []),
    '[20] b. Interpret R1(10) and R2(10).',
    'R1 (10) = 0.7120',
    'This is the estimated probability (71.20%) of avoiding a new attack for at least full ten weeks in the placebo group.',
    `R2 (10) = ${r2}`,
    `This is the estimated probability (${(Number(r2) * 100).toFixed(2)} %) of avoiding a new attack for at least full ten weeks in the montelukast group.`,
    ...(o.intervals ? ['[20] c. Provide point and interval estimates for R1 (10 ) and R2(10 ).'] : []),
    'Point and interval estimate R1(10)= 0.7120 ( 0.6011, 0.8229)',
    `Point and interval estimate R2 (10) = ${r2} (${lo} , ${hi} )`,
    ...(o.hypothesis
      ? [
          `[20] d. At level 0.05 test the null hypothesis that ${o.hypothesis} are identical against the alternative hypothesis that they differ.`,
        ]
      : []),
    'Test of Equality over Strata',
    'Test Chi-Square DF Pr > Chi-Square',
    `Log-Rank ${chi} 1 ${o.p ?? '0.0428'}`,
    ...(o.rows ?? ['Wilcoxon 3.0114 1 0.0827', '-2Log(LR) 5.2231 1 0.0223']),
    `Chi-square= ${chi}`,
    `p-value= ${o.p ?? '0.0428'}`,
    ...(o.conclusion ?? []),
    ...(o.note
      ? [
          'Note: The mean survival time and its standard error were underestimated because the largest observation was censored and the estimation was restricted to the largest event time.',
        ]
      : []),
    ...(o.strata
      ? ['proc lifetest data=AS plots=(s);', 'time Weeks*Censor(1);', 'strata Drug;', 'run;']
      : []),
  ];
  return doc(o.name ?? 'Homework 7.docx', [lines.join('\n\n')]);
}

/** One section of notes on a trace compiler, its figures and claims (eng-weak2, statements-window). */
export const TRACING_NOTES =
  'Performance of the trace compiler\n\n' +
  'On average, a bytecode executes in about 35 cycles in the baseline interpreter of the virtual machine. ' +
  'Native traces of the trace compiler take about 9 cycles per bytecode on the same machine. ' +
  'Trace recording of the trace compiler takes about 3800 cycles per bytecode on the same machine. ' +
  'The trace compiler achieves the best speedups in integer benchmarks, up to a 25x speedup on bitwise code. ' +
  'Across the whole benchmark suite the trace compiler reaches a 4x speedup over the baseline interpreter. ' +
  'Dynamic languages such as JavaScript are more difficult to compile than statically typed languages. ' +
  'The trace compiler records a trace when a loop of the program becomes hot in the interpreter. ' +
  'Each trace of the trace compiler covers one path through the loop with one mapping of values to types.';

/**
 * The formula questions of a document as a student reads them: formulas protected while the engine reads
 * (`protectRequest`), each formula candidate built once and restored to the formulas as written.
 */
export async function formulaQuestions(d: SourceDocument) {
  const { req, table } = protectRequest(mcRequest([d]));
  const corpus = await read(req.documents);
  return formulaCandidates(corpus)
    .map((c) => c.build(new Set()))
    .filter((q) => q !== null)
    .map((q) =>
      table.restoreQuestion({ stem: q.stem, key: q.key, distractors: q.distractors, quote: q.quote }),
    );
}

/**
 * The candidates of one form the local engine builds from a document (seed 1), as a student reads them: the stem, the
 * options without their letters, the key's text, the quote and the flaws the client's gate finds.
 */
export async function formQuestions(document: SourceDocument, form: string) {
  const corpus = await read(document);
  const out = [];
  for (const it of candidatesOf(corpus, mcRequest([document]), 1)) {
    if (it.form !== form) continue;
    const m = it.make(new Set());
    if (!m) continue;
    const q = m.q as unknown as { text: string; options: string[]; correctAnswer: string };
    const options = q.options.map((o) => o.replace(/^[A-D]\)\s*/, ''));
    out.push({
      text: q.text,
      options,
      key: options['ABCD'.indexOf(q.correctAnswer)]!,
      quote: m.q.source.quote,
      flaws: questionFlaws(m.q, { documents: [document] }),
    });
  }
  return out;
}
