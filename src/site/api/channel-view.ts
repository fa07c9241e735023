import type { SchemaView } from "./endpoint.js";
import { SchemaViews } from "./schema-view.js";
import { asyncApiConfigPaths } from "../../config/config-paths.js";
import type { Project } from "../../project/project.js";
import { namesDocument, projectAsyncApiDocuments } from "../../openapi/asyncapi-documents.js";
import { childOf as childOfNode, refTarget, type SpecData, type SpecNode } from "../../openapi/spec-data.js";

const REMOTE = /^https?:/i;

/** A server the channel is reached on: its name and the channel's full address there (`wss://echo.example/chat`). */
export interface ChannelServer {
  name: string;
  url: string;
  description?: string;
}

/** A message of the channel as its page shows it (@mintlify/common getMessagesData). */
export interface ChannelMessage {
  /** Its key under the channel's `messages`. */
  id: string;
  /** Its `title`, else `name`, else its id in words (`TestMessage`: "Test message"). */
  title: string;
  /** CommonMark: its `summary`, else its `description`. */
  description?: string;
  payload?: SchemaView;
}

/** One channel of an AsyncAPI 3 file, read for its page (@mintlify/common getChannelData). */
export interface ChannelView {
  id: string;
  /** Its `title`, else its id in words. */
  title: string;
  /** CommonMark: its `description`, else its `summary`. */
  description?: string;
  /** As written (`/`, `/rooms/{roomId}`); undefined when the channel has none. */
  address?: string;
  servers: ChannelServer[];
  /**
   * The messages the reader sends (those of operations whose action is `receive`: the file speaks for the server, and
   * Mintlify turns it round), those the reader receives (action `send`), and those no operation carries.
   */
  send: ChannelMessage[];
  receive: ChannelMessage[];
  other: ChannelMessage[];
}

/** What a page's `asyncapi` front matter leads to: the channel, or why there is none (openapi/unknown-channel says it in full). */
export type ChannelLookup = { kind: "found"; channel: ChannelView } | { kind: "missing"; reason: string };

type Node = Record<string, unknown>;

/**
 * The channel a page's `asyncapi: "[file] channelId"` names, looked up as @mintlify/common's
 * getAsyncApiChannelMetadata does (see openapi/unknown-channel): the file by path or name, the channel by id.
 */
export function lookupChannel(project: Project, page: string, value: string): ChannelLookup {
  const words = value.trim().split(/\s+/);
  if (words.length > 2 || words[0] === "")
    return { kind: "missing", reason: `\`asyncapi: "${value}"\` is not a channel reference.` };
  const [named, id] = words.length === 2 ? [words[0]!, words[1]!] : [undefined, words[0]!];
  const documents = projectAsyncApiDocuments(project).filter(
    (document) => document.value && (named === undefined || namesDocument(page, named, document)),
  );
  const document = documents.find((candidate) => candidate.channels.includes(id));
  // A file docs.json names by URL is not read for the preview (the check does not judge such pages either).
  const remote =
    (named !== undefined && REMOTE.test(named)) ||
    asyncApiConfigPaths(project.docs?.value).some(({ raw }) => REMOTE.test(raw));
  if (!document && remote)
    return {
      kind: "missing",
      reason: `The channel \`${id}\` may be in an AsyncAPI file given by URL, which the preview does not read.`,
    };
  if (!document)
    return {
      kind: "missing",
      reason:
        named === undefined
          ? `No AsyncAPI file of the project has the channel \`${id}\`.`
          : documents.length === 0
            ? `The AsyncAPI file \`${named}\` is not in the project, or is not one Mintlify reads.`
            : `\`${documents[0]!.file}\` has no channel \`${id}\`.`,
    };
  return {
    kind: "found",
    channel: channelView({ file: document.file, documents: { [document.file]: document.value } }, id),
  };
}

function channelView(spec: SpecData, id: string): ChannelView {
  const root = { document: spec.file, pointer: [], node: spec.documents[spec.file] } as SpecNode;
  const channelAt = follow(spec, childOf(childOf(root, "channels"), id));
  const channel = asNode(channelAt?.node) ?? {};
  const address = typeof channel.address === "string" ? channel.address : undefined;
  const schemas = new SchemaViews(spec);
  const messagesAt = childOf(channelAt, "messages");
  const keys = Object.keys(asNode(messagesAt?.node) ?? {});
  const messages = new Map(
    keys.map((key) => {
      const at = follow(spec, childOf(messagesAt, key));
      const message = asNode(at?.node) ?? {};
      const payload = at && payloadNode(at);
      const title = text(message.title) ?? text(message.name) ?? key;
      const description = text(message.summary) ?? text(message.description);
      const view: ChannelMessage = {
        id: key,
        title: title === key ? sentenceCase(key) : title,
        ...(description !== undefined ? { description } : {}),
        ...(payload ? { payload: schemas.view(payload) } : {}),
      };
      return [key, view] as const;
    }),
  );
  const actions = messageActions(root, id, keys);
  const pick = (action: string) =>
    keys.filter((key) => actions.get(key)?.includes(action)).map((key) => messages.get(key)!);
  const description = text(channel.description) ?? text(channel.summary);
  return {
    id,
    title: text(channel.title) ?? sentenceCase(id),
    ...(description !== undefined ? { description } : {}),
    ...(address !== undefined ? { address } : {}),
    servers: channelServers(spec, root, channelAt, address ?? ""),
    send: pick("receive"),
    receive: pick("send"),
    other: keys.filter((key) => !actions.has(key)).map((key) => messages.get(key)!),
  };
}

/** The channel's `servers` (references) when it lists some, else every server of the file, each with the channel's address on it. */
function channelServers(
  spec: SpecData,
  root: SpecNode,
  channelAt: SpecNode | undefined,
  address: string,
): ChannelServer[] {
  const listed = channelAt && childOf(channelAt, "servers");
  const all = childOf(root, "servers");
  const entries: [string, SpecNode | undefined][] = Array.isArray(listed?.node)
    ? listed.node.map((_, i) => {
        const at = follow(spec, childOf(listed, i));
        return [at?.pointer.at(-1) ?? String(i), at];
      })
    : Object.keys(asNode(all?.node) ?? {}).map((name) => [name, follow(spec, childOf(all, name))]);
  return entries.flatMap(([name, at]) => {
    const server = asNode(at?.node);
    const host = text(server?.host);
    if (!server || !host) return [];
    const protocol = text(server.protocol) ?? "wss";
    const base = `${protocol}://${host}${text(server.pathname) ?? ""}`.replace(/\/+$/, "");
    return [
      {
        name,
        url: `${base}${address.startsWith("/") ? address : `/${address}`}`,
        ...(text(server.description) !== undefined ? { description: text(server.description)! } : {}),
      },
    ];
  });
}

/** Each message key of the channel with the actions of the operations on the channel that carry it (all of its messages when one lists none). */
function messageActions(root: SpecNode, id: string, keys: readonly string[]): Map<string, string[]> {
  const channelRef = `#/channels/${escape(id)}`;
  const messagePrefix = `${channelRef}/messages/`;
  const actions = new Map<string, string[]>();
  for (const operation of Object.values(asNode(childOf(root, "operations")?.node) ?? {})) {
    const op = asNode(operation);
    const action = text(op?.action);
    if (!op || !action || asNode(op.channel)?.$ref !== channelRef) continue;
    const refs = Array.isArray(op.messages) ? op.messages.map((message) => text(asNode(message)?.$ref)) : [];
    const carried = refs.length
      ? refs.flatMap((ref) => (ref?.startsWith(messagePrefix) ? [unescape(ref.slice(messagePrefix.length))] : []))
      : keys;
    for (const key of carried) {
      const list = actions.get(key) ?? [];
      if (!list.includes(action)) actions.set(key, [...list, action]);
    }
  }
  return actions;
}

/** A message's payload schema: AsyncAPI 3 allows a multi-format object (`schemaFormat`, `schema`) in its place. */
function payloadNode(message: SpecNode): SpecNode | undefined {
  const payload = childOf(message, "payload");
  const node = asNode(payload?.node);
  if (!payload || !node) return undefined;
  const multiFormat = "schema" in node && !("type" in node) && !("properties" in node);
  return multiFormat ? childOf(payload, "schema") : payload;
}

function childOf(at: SpecNode | undefined, key: string | number): SpecNode | undefined {
  return at && childOfNode(at, key);
}

/** Follows `$ref`s within the file until a node that is not one. */
function follow(spec: SpecData, at: SpecNode | undefined): SpecNode | undefined {
  for (let hops = 0; at && hops < 16; hops++) {
    const ref = text(asNode(at.node)?.$ref);
    if (ref === undefined) return at;
    at = refTarget(spec, at.document, ref);
  }
  return undefined;
}

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Node) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** `channelOne` as "Channel one": @mintlify/common camelToSentenceCase. */
function sentenceCase(id: string): string {
  return id
    .split(/(?=[A-Z])/)
    .map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase()))
    .join(" ");
}

function escape(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

function unescape(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}
