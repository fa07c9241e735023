import irregularVerbs from "english-verbs-irregular/dist/verbs.json" with { type: "json" };

/**
 * English verb forms for the style rules that rewrite a verb group: the verb a past participle
 * comes from, and that verb's third-person present and simple past. Irregular verbs come from
 * english-verbs-irregular; regular ones follow the spelling rules of `-ed` and `-s` endings.
 * Spelling alone cannot always tell the base (`cloned`/`opened`, `stored`/`monitored`), so the
 * rules carry the exceptions docs use; where two verbs share a participle (`wound`), the answer is
 * `undefined`, so no rule invents a wrong verb.
 */

/** Irregular participle -> base and simple past (`written` -> write, wrote). */
const IRREGULAR = new Map<string, { base: string; past: string } | null>();

/** The list also holds regular verbs that double a consonant, some under their British base. */
const US_BASES = new Map([
  ["instal", "install"],
  ["enrol", "enroll"],
  ["fulfil", "fulfill"],
  ["distil", "distill"],
  ["enthral", "enthrall"],
  ["appal", "appall"],
  ["boycot", "boycott"],
]);

for (const [listed, forms] of Object.entries(irregularVerbs as Record<string, string[][]>)) {
  // Hyphenated entries (`test-drive`) never stand alone as one word of prose.
  if (listed.includes("-")) continue;
  const base = US_BASES.get(listed) ?? listed;
  for (const [past, participle] of forms) {
    if (!past || !participle) continue;
    const known = IRREGULAR.get(participle);
    // Two verbs with one participle (none today) leave its base unknown rather than guessed.
    if (known === undefined) IRREGULAR.set(participle, { base, past });
    else if (known && known.base !== base) IRREGULAR.set(participle, null);
  }
}

/**
 * Words ending in `-ed` that are not past participles of a verb: bases that end in `-eed`/`-ed`,
 * nouns and adjectives.
 */
const NOT_PARTICIPLES = new Set(
  (
    "bed embed imbed sled shred red need feed seed weed heed deed reed speed breed bleed steed greed creed " +
    "tweed screed indeed exceed succeed proceed hundred kindred sacred naked wicked rugged ragged jagged crooked wretched " +
    "beloved aged infrared testbed seabed flatbed hotbed watershed bloodshed"
  ).split(" "),
);

/**
 * `-lled` stems of regular verbs that end in a single `l` (`controlled`, `signalled`). Besides
 * these, a stem in `-ell` after another vowel (`travell`, `modell`) drops one `l`, as British
 * spelling doubles it; `install`, `call` and `spell` keep both.
 */
const SINGLE_L = new Set(
  "controll patroll compell expell propell repell excell dispell annull signall totall marshall diall pencill".split(
    " ",
  ),
);
/** Participles of two different verbs (`wound`: wind or wound; `axed`: ax or axe): no base is guessed. */
const AMBIGUOUS = new Set("wound ground rebound axed bused".split(" "));
/** Bases that end in a doubled consonant other than s, f, z and l. */
const DOUBLED_BASES = new Set("add readd err ebb purr butt egg".split(" "));

/**
 * Stems (participle minus `-ed`) whose base is not what the ending rules below give: a silent `e`
 * the rules would drop (`created`, `stored`, `cloned`) or add (`developed`, `focused`, `synced`).
 */
const STEMS_WITH_E = new Set(
  (
    "creat recreat procreat rout rerout cach precach recach nich persuad dissuad past wast tast hast bast delet " +
    "undelet complet autocomplet deplet compet obsolet excret cit recit excit incit invit unit reunit ignit reignit " +
    "expedit extradit requit spit interfer adher coher rever persever interven conven contraven clon zon rezon phon " +
    "telephon hon ton aton inton condon postpon thron dethron enthron bon dron ston stor restor ignor explor scor " +
    "underscor outscor bor ador implor deplor cor snor por shor encor scal rescal upscal downscal exhal inhal impal " +
    "regal bal pal whal welcom hom dom hing unhing cring fring infring imping syring twing whing spong bath breath " +
    "loath seeth sooth teeth swath sheath writh scyth tith wreath sho ho to tipto cano ow aw ey dy"
  ).split(" "),
);
const STEMS_AS_BASES = new Set(
  (
    "sync resync arc zinc spec disc focus refocus unfocus bias debias alias bus gas plus minus chorus census canvas " +
    "pencil stencil imperil cavil devil carol pistol combat pivot pilot ballot robot bigot margin orphan catalog " +
    "kayak develop redevelop envelop gallop wallop scallop dollop gossip worship kidnap sugar collar calendar " +
    "cellar hangar ransom blossom bottom fathom accustom bosom"
  ).split(" "),
);

const VOWEL = "aeiouy";
const isVowel = (letter: string | undefined) => letter !== undefined && VOWEL.includes(letter);

/**
 * Whether a silent `e` ends the base of a regular participle's stem (`stor` -> store, `return` ->
 * return), by the English spelling rules for `-ed`: after a single vowel and one consonant the
 * base usually keeps an `e` it drops before `-ed` (configured, created); after two vowels or two
 * consonants it usually has none (returned, filtered, connected). The exceptions by ending are
 * handled here; the exceptions by word are STEM_EXCEPTIONS.
 */
function takesSilentE(stem: string): boolean {
  // `qu` and `gu` before a vowel sound as consonants: acquired, required, guided.
  const s = stem.replace(/qu/g, "qw").replace(/gu(?=[aeiou])/g, "gw");
  const last = s.at(-1)!;
  const before = s.at(-2);
  const twoVowels = isVowel(before) && isVowel(s.at(-3));
  switch (last) {
    case "u":
      return true; // queued, continued, issued
    case "v":
      return true; // resolved, saved, archived
    case "c":
      return true; // replaced, reduced, synced is a stem exception
    case "z":
      return before !== "t"; // optimized, but waltzed
    case "s":
      // used, released, caused, parsed; passed and focused keep their spelling.
      return before !== "s" && !s.endsWith("ias");
    case "g":
      if (before === "n") return /(?:ch|r|m)ang$|ung$|eng$|oung$/.test(s); // changed, arranged, plunged; but belonged, pinged
      return true; // managed, merged, judged, gauged
    case "l":
      if (before === "r" || before === "w") return false; // curled, crawled
      if (!isVowel(before)) return true; // enabled, handled, toggled
      if (twoVowels || before === "e" || before === "a") return false; // failed, cooled, labeled, signaled
      return true; // compiled, scheduled, consoled, styled
    case "o":
      return false; // echoed, vetoed
    case "x":
    case "w":
    case "y":
    case "h":
      return false; // fixed, allowed, deployed, pushed, weighed
    default:
      break;
  }
  if (!isVowel(before)) {
    // British `-re` verbs: centred, fibred.
    if (last === "r") return true;
    return false; // connected, returned, listed, formed, helped, marked
  }
  if (twoVowels) return last === "t" && /[iu]at$/.test(s); // loaded, treated, cleaned; but associated, evaluated
  // One vowel, then one consonant.
  switch (`${before}${last}`) {
    case "en":
    case "on":
    case "er":
    case "or":
    case "el":
    case "et":
    case "it":
      return false; // opened, mentioned, filtered, monitored, targeted, edited
    case "om":
      return false; // ransomed (welcomed is a stem exception)
    default:
      return true; // created, provided, named, typed, invoked, defined, declared
  }
}

/** The base of a regular `-ed` participle, or undefined when its spelling does not tell. */
function regularBase(word: string): string | undefined {
  if (word.length < 4 || !word.endsWith("ed") || NOT_PARTICIPLES.has(word)) return undefined;
  if (word.endsWith("ied")) return word.length === 4 ? word.slice(0, -1) : `${word.slice(0, -3)}y`; // tied, copied
  const stem = word.slice(0, -2);
  if (stem.endsWith("e")) return `${stem}e`; // agreed, guaranteed
  if (STEMS_WITH_E.has(stem)) return `${stem}e`;
  if (STEMS_AS_BASES.has(stem)) return stem;
  const last = stem.at(-1)!;
  if (last === stem.at(-2) && !isVowel(last)) {
    if (last === "s" || last === "f" || last === "z") return stem; // passed, stuffed, buzzed
    if (last === "l")
      return SINGLE_L.has(stem) || (/[aeiouy][^aeiouy]+ell$/.test(stem) && stem !== "misspell")
        ? stem.slice(0, -1)
        : stem; // called, controlled, travelled
    return DOUBLED_BASES.has(stem) ? stem : stem.slice(0, -1); // added, stopped
  }
  return takesSilentE(stem) ? `${stem}e` : stem;
}

/** Irregular participles, for a regular expression that finds text worth reading word by word. */
export function irregularParticiples(): string[] {
  return [...IRREGULAR.keys()];
}

/** Whether a word (lowercase) has the shape of a past participle: irregular, or regular `-ed`. */
export function isPastParticiple(word: string): boolean {
  if (IRREGULAR.has(word)) return true;
  return word.length >= 4 && word.endsWith("ed") && !NOT_PARTICIPLES.has(word);
}

/** The base form of a past participle (`stored` -> store), or undefined when unknown. */
export function baseOfParticiple(word: string): string | undefined {
  if (AMBIGUOUS.has(word)) return undefined;
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular?.base;
  return regularBase(word);
}

/** The simple past of the verb a past participle comes from (`written` -> wrote, `stored` -> stored). */
export function pastOfParticiple(word: string): string | undefined {
  if (AMBIGUOUS.has(word)) return undefined;
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular?.past;
  return regularBase(word) === undefined ? undefined : word;
}

/**
 * The third-person singular present of a base form (`store` -> stores, `copy` -> copies, `push` -> pushes, `echo` ->
 * echoes).
 */
export function thirdPersonOf(base: string): string {
  if (base === "be") return "is";
  if (base === "have") return "has";
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh|[^aeiou]o)$/.test(base)) return `${base}es`;
  return `${base}s`;
}
