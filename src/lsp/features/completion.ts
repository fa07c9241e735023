import {
  CompletionItemKind,
  InsertTextFormat,
  MarkupKind,
  type CompletionItem,
  type Position,
} from "vscode-languageserver-protocol";
import { TextDocument } from "vscode-languageserver-textdocument";
import { COMPONENTS, type AttributeSpec, type ComponentSpec } from "../../components/catalogue.js";
import { configIconLibrary, isIconLibrary } from "../../icons/icon-library.js";
import type { IconLibrary } from "../../icons/icon-ref.js";
import { isPageFile } from "../../project/navigation/page-files.js";
import type { WorkspaceView } from "../workspace-view.js";
import { componentMarkdown } from "./component-docs.js";
import { iconNames } from "./icon-names.js";
import { isPageEntry, jsonStringAt } from "./json-cursor.js";
import { linkedPage, pageAnchors } from "./link-pages.js";
import { pageCursor, type PageCursor } from "./page-cursor.js";
import { importedNames } from "./page-imports.js";
import { siteIndex } from "./site-index.js";
import type { WrittenTag } from "./tag-reader.js";

/** Attributes that name an icon of the library in effect. */
const ICON_ATTRIBUTES = new Set(["icon", "leadIcon", "tailIcon"]);

/** What the writer may type at the cursor, in a page, docs.json / mint.json, or a file its navigation `$ref`s. */
export function completions(view: WorkspaceView, file: string, text: string, position: Position): CompletionItem[] {
  const document = TextDocument.create("", "", 0, text);
  const at = document.offsetAt(position);
  /** Items that replace the text from `start` to the cursor. */
  const replacing: Replacing = (start, labels, item) => {
    const range = { start: document.positionAt(start), end: position };
    return labels.map((label): CompletionItem => {
      const { newText, ...rest } = item(label);
      return { label, textEdit: { range, newText: newText ?? label }, ...rest };
    });
  };
  if (isPageFile(file)) return pageCompletions(view, file, text, at, pageCursor(text, at), replacing);
  if (!siteIndex(view.project).configFiles.has(file)) return [];
  const string = jsonStringAt(text, at);
  if (!string) return [];
  if (isPageEntry(string.path))
    return replacing(
      string.span.start,
      siteIndex(view.project).pages.map(({ page }) => page),
      pageItem(view, ""),
    );
  if (string.path.at(-1) === "icon") return replacing(string.span.start, iconNames(configLibrary(view)), iconItem);
  return [];
}

/** An item's details; `newText` is what it inserts, when not its label. */
type ItemDetails = Partial<CompletionItem> & { newText?: string };

/** Items for `labels` that replace the text from `start` to the cursor. */
type Replacing = (start: number, labels: readonly string[], item: (label: string) => ItemDetails) => CompletionItem[];

function pageCompletions(
  view: WorkspaceView,
  file: string,
  text: string,
  at: number,
  cursor: PageCursor | undefined,
  replacing: Replacing,
): CompletionItem[] {
  switch (cursor?.kind) {
    case "tag-name":
      return componentItems(text, cursor.tag.nameStart, replacing);
    case "attribute-name":
      return attributeItems(cursor.tag, cursor.name.start, replacing);
    case "attribute-value": {
      const { tag, attribute, value } = cursor;
      const spec = COMPONENTS.get(tag.name)?.attributes?.[attribute.name];
      if (value.kind === "expression")
        return spec?.type === "boolean" ? replacing(value.start, ["true", "false"], valueItem) : [];
      if (ICON_ATTRIBUTES.has(attribute.name))
        return replacing(value.start, iconNames(tagLibrary(view, text, tag)), iconItem);
      return spec?.allowed ? replacing(value.start, spec.allowed.values, valueItem) : [];
    }
    case "link":
      return cursor.onUrl ? linkItems(view, file, text.slice(cursor.url.start, at), cursor.url.start, replacing) : [];
    case "import":
      if (at < cursor.source.start || at > cursor.source.end) return [];
      return replacing(
        cursor.source.start,
        siteIndex(view.project).snippets.map((snippet) => `/${snippet}`),
        () => ({ kind: CompletionItemKind.File }),
      );
    case "front-matter":
      return cursor.key === "icon" ? replacing(cursor.value.start, iconNames(configLibrary(view)), iconItem) : [];
    default:
      return [];
  }
}

/** The components the page imports (first), then those of the catalogue. */
function componentItems(text: string, start: number, replacing: Replacing): CompletionItem[] {
  const imported = new Map(
    importedNames(text)
      .filter(({ name }) => /^[A-Z]/.test(name) && !COMPONENTS.has(name))
      .map(({ name, source }) => [name, source]),
  );
  return replacing(start, [...imported.keys(), ...COMPONENTS.keys()], (name) => {
    const source = imported.get(name);
    if (source !== undefined)
      return { kind: CompletionItemKind.Class, detail: `imported from ${source}`, sortText: `0${name}` };
    const spec = COMPONENTS.get(name)!;
    return {
      kind: CompletionItemKind.Class,
      detail: spec.purpose,
      documentation: { kind: MarkupKind.Markdown, value: componentMarkdown(spec) },
      sortText: `1${name}`,
    };
  });
}

/** The attributes of the tag's component not written yet, required ones first and marked. */
function attributeItems(tag: WrittenTag, start: number, replacing: Replacing): CompletionItem[] {
  const spec = COMPONENTS.get(tag.name);
  if (!spec?.attributes) return [];
  const editing = tag.attributes.find((attribute) => attribute.nameStart === start);
  const written = new Set(tag.attributes.filter((attribute) => attribute !== editing).map(({ name }) => name));
  const attributes = spec.attributes;
  const names = Object.keys(attributes).filter((name) => !written.has(name));
  return replacing(start, names, (name) => {
    const attribute = attributes[name]!;
    const required = spec.required.includes(name);
    const item: ItemDetails = {
      kind: CompletionItemKind.Property,
      detail: `${attribute.type}${required ? " (required)" : ""}`,
      documentation: { kind: MarkupKind.Markdown, value: attributeNote(spec, name, attribute) },
      sortText: `${required ? 0 : attribute.documented ? 1 : 2}${name}`,
      ...(required ? { labelDetails: { description: "required" } } : {}),
    };
    // An attribute whose value is already written gets its name alone; a boolean is true by its name alone.
    if (editing?.value || attribute.type === "boolean") return item;
    const value = attribute.type === "integer" || attribute.type === "object" ? "{$1}" : '"$1"';
    return { ...item, insertTextFormat: InsertTextFormat.Snippet, newText: `${name}=${value}` };
  });
}

function attributeNote(spec: ComponentSpec, name: string, attribute: AttributeSpec): string {
  const values = attribute.allowed ? ` One of ${attribute.allowed.values.map((v) => `\`${v}\``).join(", ")}.` : "";
  return `${attribute.shownAs ? `${attribute.shownAs[0]!.toUpperCase()}${attribute.shownAs.slice(1)}.` : ""}${values}${
    spec.oneOf?.names.includes(name)
      ? ` ${spec.oneOf.exactly ? "Exactly one" : "At least one"} of ${spec.oneOf.names.join(", ")}.`
      : ""
  }`.trim();
}

/** Page paths after `/` (or nothing yet), and the target page's anchors after `#`. */
function linkItems(
  view: WorkspaceView,
  file: string,
  typed: string,
  start: number,
  replacing: Replacing,
): CompletionItem[] {
  const hash = typed.indexOf("#");
  if (hash !== -1) {
    const written = typed.slice(0, hash);
    const target = written === "" ? file : linkedPage(view, file, written)?.file;
    if (target === undefined) return [];
    return replacing(start + hash + 1, pageAnchors(view, target), () => ({ kind: CompletionItemKind.Reference }));
  }
  if (typed !== "" && !typed.startsWith("/")) return [];
  return replacing(
    start,
    siteIndex(view.project).pages.map(({ page }) => `/${page}`),
    pageItem(view, "/"),
  );
}

function pageItem(view: WorkspaceView, prefix: string): (label: string) => ItemDetails {
  const files = new Map(siteIndex(view.project).pages.map(({ page, file }) => [prefix + page, file]));
  return (label) => ({ kind: CompletionItemKind.File, detail: files.get(label) });
}

function iconItem(): ItemDetails {
  return { kind: CompletionItemKind.Value };
}

function valueItem(): ItemDetails {
  return { kind: CompletionItemKind.EnumMember };
}

function configLibrary(view: WorkspaceView): IconLibrary {
  return configIconLibrary(view.project.docs?.value);
}

/** The library the tag's own `iconLibrary` names, else the config's. */
function tagLibrary(view: WorkspaceView, text: string, tag: WrittenTag): IconLibrary {
  const value = tag.attributes.find((attribute) => attribute.name === "iconLibrary")?.value;
  const own = value?.kind === "string" ? text.slice(value.start, value.end) : undefined;
  return isIconLibrary(own) ? own : configLibrary(view);
}
