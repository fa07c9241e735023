import type { Element, ElementContent, Properties } from "hast";

/** A hast element; properties use hast's names (`className`, `ariaLabel`), as hast-util-to-html reads them. */
export function el(tagName: string, properties: Properties, children: ElementContent[] = []): Element {
  return { type: "element", tagName, properties, children };
}

export function text(value: string): ElementContent {
  return { type: "text", value };
}

/** Markup docsgate made itself (an icon's SVG), written out as is. */
export function raw(value: string): ElementContent {
  return { type: "raw", value } as unknown as ElementContent;
}

/** What a handler may hand back, as one list of children. */
export function contents(result: ElementContent | ElementContent[] | undefined | void): ElementContent[] {
  return result === undefined ? [] : Array.isArray(result) ? result : [result];
}
