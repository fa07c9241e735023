/** External links open as usual, but without giving the opened page a handle on this one. */
export function external(href: string): Record<string, string | undefined> {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href) && !href.startsWith("mailto:") ? { rel: "noopener" } : {};
}
