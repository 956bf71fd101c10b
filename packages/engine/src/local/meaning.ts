/**
 * Families of English words that say one thing in other words ("run quickly" / "good startup performance"). A
 * question whose stem says a word of the family its key is about gives the key away by meaning, though the two
 * share no word (readers at 3b84853: 'what is the purpose of: "The optimizations must run quickly, ..."' with the
 * key "to get good startup performance"). Small and closed on purpose: each family is one property a technical
 * text gives as a goal or a reason, one field a party of a notice works in (a coroner and "a deceased person"), or
 * a grievance and its cause (a complaint and a violation of one's rights).
 */
const FAMILIES: Record<string, RegExp> = {
  speed:
    /^(?:quick(?:ly|er)?|fast(?:er|est)?|speed(?:s|ed|up|ups)?|slow(?:er|est|ly|down|downs)?|rapid(?:ly)?|performance|performant|latency|throughput|efficient(?:ly)?|efficiency)$/i,
  size: /^(?:memory|space|small(?:er|est)?|compact|size|footprint|storage)$/i,
  cost: /^(?:cheap(?:er|ly)?|costs?|costly|expensive|overheads?)$/i,
  safety:
    /^(?:safe(?:ly|ty)?|secure(?:ly)?|security|protect(?:s|ed|ion)?|privacy|private|confidential(?:ity)?)$/i,
  accuracy: /^(?:correct(?:ly|ness)?|accura(?:te|tely|cy)|precise(?:ly)?|precision|errors?)$/i,
  logging:
    /^(?:logs?|logging|logged|debug|info|notice|warn(?:ing)?|error|crit(?:ical)?|alert|emerg|verbose)$/i,
  death: /^(?:deceased|death|deaths|dead|died|dying|coroners?|funerals?|burial|autopsy|autopsies|morgue)$/i,
  law: /^(?:police|crimes?|criminal|courts?|subpoenas?|lawsuits?|suspects?|fugitives?|warrants?|judges?|judicial|prisons?|jail|correctional|inmates?)$/i,
  military: /^(?:military|armed|forces|veterans?|soldiers?)$/i,
  // a grievance and what gives rise to one: "You may discuss your concerns" if "your privacy rights have been
  // violated" (readers at 2d06cb2: common sense gives the condition)
  grievance:
    /^(?:concerns?|complain(?:s|ed|ing|ts?)?|grievances?|violat(?:e|es|ed|ing|ions?)|infring(?:e|es|ed|ing|ements?)|disputes?|disputed)$/i,
  time: /^(?:hours?|minutes?|seconds?|days?|weeks?|months?|ago|expir(?:e|es|ed|y|ation|ing)|timeouts?|ages?|intervals?|delays?|durations?)$/i,
};

/** The families the words of a text belong to. */
export function meaningsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.match(/[A-Za-z]+/g) ?? [])
    for (const [f, re] of Object.entries(FAMILIES)) if (re.test(w)) out.add(f);
  return out;
}

/** Whether the two texts say one of the families: the one gives the other away by meaning. */
export function sharesMeaning(a: string, b: string): boolean {
  const ma = meaningsOf(a);
  for (const f of meaningsOf(b)) if (ma.has(f)) return true;
  return false;
}

/** The words of a CamelCase name ("CacheMaxExpire" -> "Cache Max Expire"). */
export function camelWords(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}
