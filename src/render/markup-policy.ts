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

/**
 * Block-level elements of the left-out set that Mintlify keeps: its MDX pipeline replaces every other block-level
 * element it does not know with a comment (`@mintlify/common` dist/mdx/plugins/remark/remarkMdxRemoveUnknownJsx,
 * against `allowedComponents` in dist/mdx/utils.js, which lists `script` and `link` but none of the others). It
 * leaves inline elements alone.
 */
const MINTLIFY_KEEPS_BLOCK: ReadonlySet<string> = new Set(["script", "link"]);

/** Why the preview leaves markup out, said in every report: the published Mintlify site may differ. */
const PREVIEW_WHY =
  "docsgate's preview leaves it out, because a preview is built from pull requests and runs no scripts, stylesheets or embedded documents of its pages";

/**
 * The report for a left-out element, as written (`<Script>` keeps its case): what Mintlify does with it, then what
 * docsgate's preview does and why. `inline` is an element inside a paragraph's text.
 */
export function leftOutElementMessage(name: string, inline: boolean): string {
  const fix =
    "Put site-wide scripts and styles in a .js or .css file of the docs folder, which Mintlify adds to every page; an interactive example can be a video, a code block or a link.";
  if (!inline && !MINTLIFY_KEEPS_BLOCK.has(name.toLowerCase()))
    return `<${name}> is left out of the page by Mintlify, which drops a block-level element it does not know, and by docsgate's preview. Remove it. ${fix}`;
  return `Mintlify keeps <${name}> in the page, but ${PREVIEW_WHY}, so the preview shows the page without it. ${fix}`;
}

/**
 * The `type`s of a `<script>` a browser runs (HTML's "prepare the script element"): JavaScript MIME types, `module`,
 * and `importmap` and `speculationrules`, which steer how the page's scripts load and what it fetches.
 */
const RUN_SCRIPT_TYPES: ReadonlySet<string> = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * Whether a `<script>` with this `type` is a data block (`application/ld+json`, `application/json`, `text/template`):
 * one a browser never runs and never shows. A type read with its parameters dropped (`text/javascript; charset=utf-8`)
 * counts as run too, though HTML runs only the bare type: an executable script is never taken for data.
 */
export function isDataBlockType(type: string): boolean {
  const trimmed = type.trim().toLowerCase();
  return !RUN_SCRIPT_TYPES.has(trimmed) && !RUN_SCRIPT_TYPES.has(trimmed.split(";")[0]!.trim());
}

/**
 * The report for a data-block `<script>` (see isDataBlockType), as written: Mintlify keeps it (search engines read
 * JSON-LD from the published page); the preview leaves out every `<script>`, which here no reader can see.
 */
export function dataBlockMessage(name: string, type: string): string {
  const data = /^\s*application\/ld\+json\s*$/i.test(type) ? "structured data that search engines read" : "data";
  return `Mintlify keeps <${name} type="${type}"> in the page as ${data}: a browser neither runs nor shows a script of that type. docsgate's preview leaves out every <${name}>, so the preview lacks this data but looks the same.`;
}

/**
 * Whether React attaches attribute `name` as an event handler when the page loads: an event prop under React's own
 * name (`onClick`, `onMouseOver`) given code (`{openSearch}`, `{() => …}`). Text is never attached (`onclick="…"`,
 * `onClick={"…"}`), nor is a name React does not know as an event (`onclick={fn}`: react-dom ignores it).
 */
export function isAttachedHandler(name: string, givenCode: boolean): boolean {
  return givenCode && /^on[A-Z]/.test(name);
}

/**
 * The report for an event handler React attaches (see isAttachedHandler): it runs on Mintlify, which hydrates its
 * pages; only docsgate's preview, which runs no code, lacks it.
 */
export function attachedHandlerMessage(attribute: string, element: string): string {
  return `Mintlify runs the \`${attribute}\` handler on <${element}> (React attaches it when the page loads), but ${PREVIEW_WHY}, so the <${element}> does nothing in the preview.`;
}

/**
 * The report for a left-out attribute, as written, on the element as written. React, which renders Mintlify's pages,
 * writes no attribute whose name starts with `on` (react-dom's server renderer, `pushAttribute`) and attaches only
 * handlers given as code (see isAttachedHandler); Mintlify's pipeline keeps every other attribute of an HTML element.
 */
export function leftOutAttributeMessage(attribute: string, element: string, problem: "script" | "media"): string {
  if (/^on/i.test(attribute))
    return `The \`${attribute}\` attribute on <${element}> never runs: React, which renders Mintlify's pages, writes no \`on…\` attribute into them and attaches only a function under its own event name (\`onClick={handler}\`), and docsgate's preview leaves it out too. Remove it, or give it a function defined in the page.`;
  const preview =
    problem === "script"
      ? PREVIEW_WHY
      : "docsgate's preview leaves it out, keeping only the attributes of a player (src, size, title, controls, playback and loading) on a video, audio or frame";
  return `Mintlify keeps the \`${attribute}\` attribute on <${element}>, but ${preview}; the preview shows the ${element} without it.`;
}
