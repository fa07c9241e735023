/**
 * The text colour for a background the project chose (its primary colour under a button, a banner
 * colour): white while white reads at 4.5:1 there (WCAG 2 AA for body text), black otherwise. One
 * of the two always reaches 4.5:1, so a light primary (`#FACC15`) gets black text instead of white
 * at 1.3:1. A colour with an alpha channel is taken as opaque.
 */
export function textOn(background: string): "#ffffff" | "#000000" {
  const luminance = relativeLuminance(background);
  if (luminance === undefined) return "#ffffff";
  return contrast(1, luminance) >= 4.5 ? "#ffffff" : "#000000";
}

/** WCAG 2's contrast ratio of two relative luminances. */
export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 2's relative luminance of a `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` colour; undefined for anything else. */
export function relativeLuminance(hex: string): number | undefined {
  const digits = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim())?.[1];
  if (!digits) return undefined;
  const long = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((at) => linear(parseInt(long.slice(at, at + 2), 16) / 255)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function linear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}
