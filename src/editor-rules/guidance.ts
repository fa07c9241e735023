/**
 * What the rules file tells the writing assistant, in imperative sentences, keyed by the docsgate
 * rule that checks it: a line is written only while its rule is on. A style rule missing here
 * is written with its own description, so a new rule never drops out of the file.
 */

import type { ComponentName } from "../components/catalogue.js";

/** A line of guidance and the rule that checks it. */
export interface Guidance {
  ruleId: string;
  text: string;
}

/** The writing-style rules, in the order the spec's editor guidance names them. */
export const STYLE_GUIDANCE: readonly Guidance[] = [
  {
    ruleId: "style/second-person",
    text: 'Address the reader as "you". Do not write "we", "our" or "let\'s", and do not call the reader "the user".',
  },
  {
    ruleId: "style/active-voice",
    text: 'Write in the active voice and name who acts: "The API returns a token", not "A token is returned".',
  },
  {
    ruleId: "style/present-tense",
    text: 'Write in the present tense about what the product does: "returns", not "will return".',
  },
  {
    ruleId: "style/key-info-first",
    text: 'Lead with the key information: open each page and section with what the reader gets or does, not with "In this guide, we will" or "This page describes".',
  },
  {
    ruleId: "style/numbered-procedures",
    text: "Write a procedure as a numbered list or with `<Steps>`, one action per step, never as a bulleted list.",
  },
  {
    ruleId: "style/component-choice",
    text: "Pick the component the content calls for (see Components): `<CodeGroup>` for one snippet in several languages, `<Steps>` for a long procedure, `<ParamField>` rather than a table for API parameters.",
  },
  {
    ruleId: "style/title",
    text: 'Give every page a specific title that names its subject, never a bare "Introduction" or "Overview".',
  },
  {
    ruleId: "style/description",
    text: "Write the `description` as one complete sentence that says what the reader gets from the page.",
  },
];

/** The page rules that shape what a writer types, in the order of a page. */
export const PAGE_GUIDANCE: readonly Guidance[] = [
  { ruleId: "page/frontmatter", text: "Start every page with a YAML front matter block between `---` lines." },
  {
    ruleId: "page/title",
    text: "Set `title` in the front matter: it is the page's heading and its name in the navigation and in search results.",
  },
  {
    ruleId: "page/description",
    text: "Set `description` in the front matter to a sentence saying what the page is for: search results and link previews show it.",
  },
  {
    ruleId: "page/heading-h1",
    text: "Start headings at level 2 (`##`): the front matter `title` is the page's only level-1 heading.",
  },
  {
    ruleId: "page/heading-increment",
    text: "Go down one heading level at a time: `###` under `##`, never `####` right under `##`.",
  },
  {
    ruleId: "page/image-frame",
    text: "Wrap every image that stands on its own line in `<Frame>`; add a `caption` when the image needs one.",
  },
  { ruleId: "page/image-alt", text: "Give every image alt text that says what it shows." },
  { ruleId: "page/missing-asset", text: "Show only images and videos that exist in the docs folder." },
  {
    ruleId: "page/video",
    text: "Play a video file with a `<video>` element; embed a video from a video site with an `<iframe>` that has a `title`.",
  },
  { ruleId: "page/unclosed-code-fence", text: "Close every fenced code block." },
  {
    ruleId: "page/secret",
    text: "Never write real credentials (API keys, tokens, passwords, private keys) in text, code samples or attributes: write placeholders such as `YOUR_API_KEY`.",
  },
  {
    ruleId: "page/authorization-header",
    text: "Show `Authorization` headers with a placeholder credential: `Authorization: Bearer <API_KEY>`.",
  },
  {
    ruleId: "page/link-extension",
    text: "Link to pages by their path without the file extension: `/quickstart`, not `/quickstart.mdx`.",
  },
  {
    ruleId: "page/broken-link",
    text: "Link only to pages and files that exist under the docs root, and only to `#anchors` that exist on the linked page.",
  },
];

/** The page rules about components, shown with the component catalogue. */
export const COMPONENT_GUIDANCE: readonly Guidance[] = [
  {
    ruleId: "page/unknown-component",
    text: "Use the components listed here; any other component must be imported from a file in the docs folder.",
  },
  { ruleId: "page/required-attribute", text: "Give every component the attributes marked required." },
  { ruleId: "page/unknown-attribute", text: "Spell attributes exactly as listed: the site ignores a misspelt one." },
  {
    ruleId: "page/attribute-value",
    text: 'Give each attribute a value of its kind: text for text, a whole number for numbers, and `{false}` (never the text "false") to switch a flag off.',
  },
  {
    ruleId: "page/component-nesting",
    text: "Put each component where it belongs: `<Step>` in `<Steps>`, `<Tab>` in `<Tabs>`, only titled code blocks in `<CodeGroup>`, an image or video in `<Frame>`, at most one `<RequestExample>` and one `<ResponseExample>` per page.",
  },
];

/** The spec's selection rules: which component a kind of content calls for. */
export interface SelectionRule {
  /** The components the rule names; it is left out when one of them is not in the catalogue. */
  components: readonly ComponentName[];
  text: string;
}

export const SELECTION_RULES: readonly SelectionRule[] = [
  { components: ["Steps", "Step"], text: 'A procedure: `<Steps>` with one `<Step title="...">` per action.' },
  {
    components: ["Tabs", "Tab"],
    text: 'Platform-specific or alternative content (operating systems, package managers, plans): `<Tabs>` with one `<Tab title="...">` per alternative.',
  },
  {
    components: ["CodeGroup"],
    text: "One concept in several languages: `<CodeGroup>` with one fenced code block per language, each with its language and a title (```` ```python main.py ````).",
  },
  {
    components: ["Accordion", "AccordionGroup"],
    text: 'Details most readers can skip (progressive disclosure): `<Accordion title="...">`, several of them in an `<AccordionGroup>`.',
  },
  {
    components: ["RequestExample", "ResponseExample"],
    text: "Request and response samples: `<RequestExample>` and `<ResponseExample>`, one of each per page, shown beside it.",
  },
  {
    components: ["ParamField", "ResponseField"],
    text: 'Request parameters: `<ParamField>` whose location attribute holds the parameter\'s name (`<ParamField query="limit" type="integer">`); response and configuration fields: `<ResponseField name="...">`.',
  },
  { components: ["Expandable"], text: 'Properties of a nested object: `<Expandable title="...">` inside its field.' },
  {
    components: ["Note", "Tip", "Warning", "Info", "Check"],
    text: "Asides: `<Note>` for supplementary information, `<Tip>` for a best practice, `<Warning>` for a caution, `<Info>` for neutral context, `<Check>` to confirm success.",
  },
  {
    components: ["Card", "CardGroup"],
    text: 'Links to other pages presented as a grid: `<Card title="..." href="...">` inside `<CardGroup cols={2}>`.',
  },
];
