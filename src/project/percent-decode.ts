/** A URL's percent-encoding undone (`%20` -> space); a stray `%` leaves the text as written. */
export function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
