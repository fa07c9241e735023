/**
 * The one markup policy of the built site: what it leaves out of a page's HTML, whether written
 * as JSX in an MDX page or as raw HTML in a Markdown page. The renderer strips by it and check's
 * page/unsafe-html rule reports by it, so what vanishes from the site is always reported.
 */

/**
 * Elements that run code, restyle the whole site or pull in other documents. `<style>` is among
 * them: the site's theme styles every page, and a page's stylesheet would reach beyond the page
 * into the navigation.
 */
const LEFT_OUT_ELEMENTS: ReadonlySet<string> = new Set([
  "script",
  "style",
  "object",
  "embed",
  "applet",
  "base",
  "meta",
  "link",
  "frame",
  "frameset",
  "noscript",
  "template",
]);

/** Left-out elements whose content goes with them in raw HTML: the text of a script is not markup. */
const CONTENT_LEFT_OUT: ReadonlySet<string> = new Set(["script", "style", "template", "noscript"]);

/** A video, audio or frame keeps only the attributes of its player (plus those every element keeps). */
const MEDIA_ELEMENTS: ReadonlySet<string> = new Set(["video", "iframe", "audio", "source"]);
const MEDIA_ATTRIBUTES: ReadonlySet<string> = new Set([
  "src",
  "srcset",
  "type",
  "title",
  "width",
  "height",
  "poster",
  "controls",
  "autoplay",
  "muted",
  "loop",
  "playsinline",
  "preload",
  "allow",
  "allowfullscreen",
  "loading",
  "frameborder",
  "scrolling",
  "referrerpolicy",
  "crossorigin",
  "sandbox",
  "controlslist",
  "disablepictureinpicture",
]);
const ALWAYS_KEPT = /^(?:classname|class|id|style|data-.*|aria-.*)$/;

/** Whether a JSX element name is a plain HTML element (`div`, `iframe`) rather than a component. */
export function isHtmlElementName(name: string): boolean {
  return /^[a-z]/.test(name) && !name.includes(".");
}

/**
 * An attribute name as the policy reads it: lowercase letters and dashes (`onClick` -> `onclick`, `xlink:href` ->
 * `xlinkhref`).
 */
export function attributeKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z-]/g, "");
}

/** Whether the site leaves out the element `<tag>` (lowercase), with all it holds. */
export function isLeftOutElement(tag: string): boolean {
  return LEFT_OUT_ELEMENTS.has(tag);
}

/** Whether raw HTML's text up to `</tag>` goes with a left-out element. */
export function dropsContent(tag: string): boolean {
  return CONTENT_LEFT_OUT.has(tag);
}

/** Why the site leaves attribute `key` (see attributeKey) out of `<tag>`, or undefined when it keeps it. */
export function attributeProblem(tag: string, key: string): "script" | "media" | undefined {
  if (key.startsWith("on") || key === "srcdoc" || key === "dangerouslysetinnerhtml") return "script";
  if (MEDIA_ELEMENTS.has(tag) && !MEDIA_ATTRIBUTES.has(key) && !ALWAYS_KEPT.test(key)) return "media";
  return undefined;
}

/** The report for a left-out element, as written (`<Script>` keeps its case). */
export function leftOutElementMessage(name: string): string {
  return `<${name}> is left out of the built site: pages hold no scripts, stylesheets or embedded objects. Remove it; the site's theme styles every page, and an interactive example can be a video, a code block or a link.`;
}

/** The report for a left-out attribute, as written, on the element as written. */
export function leftOutAttributeMessage(attribute: string, element: string, problem: "script" | "media"): string {
  const why =
    problem === "script"
      ? "pages run no scripts"
      : "a video, audio or frame keeps only the attributes of its player (src, size, title, controls, playback and loading)";
  return `The \`${attribute}\` attribute on <${element}> is left out of the built site: ${why}. Remove it.`;
}
