/**
 * The most frequent English function words. In English prose they make up a third or more of
 * the words; in other languages written in Latin letters a few percent (shared spellings such as
 * `a`, `in`, `on`). A trigram language detector (franc) measured 0.5 s on the 2,000-page
 * synthetic project and called 16 of its English pages French, so docsgate counts these instead.
 */
const FUNCTION_WORDS = new Set(
  "the a an and or to of in on for with from by at as is are be was were it this that these those you your can will not if when then which what how use into".split(
    " ",
  ),
);

/** Below this many words a page says too little to tell; it counts as English. */
const MIN_WORDS = 12;
const MIN_SHARE = 0.12;
const SAMPLE_WORDS = 600;

/** Whether prose reads as English: a page in another language gets no English style advice. */
export function isEnglish(texts: readonly string[]): boolean {
  let letters = 0;
  let latin = 0;
  let words = 0;
  let common = 0;
  for (const text of texts) {
    for (const match of text.matchAll(WORD)) {
      const word = match[0];
      letters += word.length;
      let ascii = true;
      for (let i = 0; i < word.length; i++) {
        const code = word.charCodeAt(i);
        if (code > 0x7f) ascii = false;
        if (code < 0x250 || (code >= 0x1e00 && code < 0x1f00)) latin++;
      }
      if (ascii) {
        words++;
        if (FUNCTION_WORDS.has(word.toLowerCase())) common++;
        if (words >= SAMPLE_WORDS) break;
      }
    }
    if (words >= SAMPLE_WORDS) break;
  }
  if (letters > 0 && latin / letters < 0.5) return false;
  if (words < MIN_WORDS) return true;
  return common / words >= MIN_SHARE;
}

const WORD = /\p{L}+/gu;
