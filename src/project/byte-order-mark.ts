/**
 * A text without its leading UTF-8 byte order mark, which Windows editors write: it is no
 * character of the file, and YAML and JSON readers drop it (or choke on it) before counting offsets.
 */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
