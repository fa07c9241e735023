import type { Nodes } from "mdast";
import { toString } from "mdast-util-to-string";
import type { Position } from "unist";
import { isJsxElement, jsxAttribute, jsxStringAttribute } from "../../parse/mdx-nodes.js";
import { definePageRule } from "../../pages/page-rule.js";
import { renderedNodes } from "../../pages/rendered-nodes.js";
import { percentDecode } from "../../project/percent-decode.js";

/** Written with a scheme (`http://`) or protocol-relative (`//host`): an address, not a path of the site. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;
const WEB_SCHEMES = new Set(["http:", "https:", "ws:", "wss:"]);
/** Any of these in the link text tells the reader the link is to their own computer. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "0.0.0.0", "::1"];

export const rule = definePageRule(
  {
    id: "page/localhost-link",
    category: "page",
    defaultSeverity: "warning",
    fixable: true,
    description:
      "A link to `localhost` (or 127.0.0.1, 0.0.0.0, `*.localhost`) shows its address in its text, and never names a page of this site: otherwise it leads every reader to their own computer.",
  },
  (page, report) => {
    const definitions = new Map(page.nodes.of("definition").map((node) => [node.identifier, node]));
    for (const { node } of renderedNodes(page)) {
      const link = linkOf(node, definitions);
      if (!link) continue;
      const local = localAddress(link.url);
      if (!local) continue;
      const sitePage = pageOfSite(local, page.files);
      const text = link.text.toLowerCase();
      const shown = text.includes(local.hostname) || LOOPBACK_NAMES.some((name) => text.includes(name));
      if (shown && sitePage === undefined) continue;
      const at = urlAt(page.text, link.place, link.url);
      if (sitePage !== undefined) {
        report({
          message: `\`${link.url}\` is this site's page \`/${sitePage}\` as a local preview served it: on the published site it leads every reader to their own computer, where nothing answers. Link to \`${local.sitePath}\`.`,
          place: link.place,
          ...(at ? { fix: { ...at, text: local.sitePath } } : {}),
        });
        continue;
      }
      report({
        message: `This link leads to \`${link.url}\`, an address on the reader's own computer, and its text does not say so: every reader who follows it reaches nothing (or whatever they happen to run there). Link to the public address; if the reader is meant to open a server they run, show the address as the link text (\`[${local.host}](${link.url})\`).`,
        place: link.place,
      });
    }
  },
);

interface FoundLink {
  url: string;
  /** What the reader sees: the link text, or a card's title and body. */
  text: string;
  place: Position;
}

/** A Markdown link, a reference to a definition, an `<a href>` or a `<Card href>`; code holds no links. */
function linkOf(node: Nodes, definitions: ReadonlyMap<string, { url: string }>): FoundLink | undefined {
  if (!node.position) return undefined;
  if (node.type === "link") return { url: node.url, text: toString(node), place: node.position };
  if (node.type === "linkReference") {
    const definition = definitions.get(node.identifier);
    return definition && { url: definition.url, text: toString(node), place: node.position };
  }
  if (!isJsxElement(node) || (node.name !== "a" && node.name !== "Card")) return undefined;
  const url = jsxStringAttribute(node, "href");
  if (url === undefined) return undefined;
  const title = node.name === "Card" ? (jsxStringAttribute(node, "title") ?? "") : "";
  const place = jsxAttribute(node, "href")!.position ?? node.position;
  return { url, text: `${title} ${toString(node)}`, place };
}

interface LocalAddress {
  hostname: string;
  /** Host and port as a reader would type them: `localhost:3000`. */
  host: string;
  /** The path, query and fragment, as a link within the site would write them. */
  sitePath: string;
}

/** The address when `url` names the reader's own machine; IPv6 loopback included. */
function localAddress(url: string): LocalAddress | undefined {
  const written = url.trim();
  if (!ABSOLUTE.test(written)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(written, "https://docs.invalid/");
  } catch {
    return undefined;
  }
  if (!WEB_SCHEMES.has(parsed.protocol)) return undefined;
  const hostname = parsed.hostname.toLowerCase();
  const loopback =
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "0.0.0.0" ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === "[::1]" ||
    hostname === "[::]";
  if (!loopback) return undefined;
  return {
    hostname: hostname.replace(/^\[|\]$/g, ""),
    host: parsed.host,
    sitePath: parsed.pathname + parsed.search + parsed.hash,
  };
}

/** The page file of this site the address's path names (`/quickstart` -> `quickstart.mdx`), if any. */
function pageOfSite(local: LocalAddress, files: { has(file: string): boolean }): string | undefined {
  const path = percentDecode(local.sitePath.replace(/[?#].*$/, ""))
    .replace(/^\/+|\/+$/g, "")
    .replace(/\.mdx?$/, "");
  if (path === "") return undefined;
  const file = [`${path}.mdx`, `${path}.md`, `${path}/index.mdx`, `${path}/index.md`].find((candidate) =>
    files.has(candidate),
  );
  return file === undefined ? undefined : path;
}

/** Source offsets of the URL where the link writes it as such (not escaped), for the fix. */
function urlAt(text: string, place: Position, url: string): { start: number; end: number } | undefined {
  const from = place.start.offset;
  const to = place.end.offset;
  if (from === undefined || to === undefined) return undefined;
  const at = text.slice(from, to).lastIndexOf(url);
  return at === -1 ? undefined : { start: from + at, end: from + at + url.length };
}
