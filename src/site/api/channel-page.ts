import type { Element, ElementContent } from "hast";
import { toHtml } from "hast-util-to-html";
import type { ChannelLookup, ChannelMessage, ChannelView } from "./channel-view.js";
import { escapeHtml } from "../../html/escape.js";
import { iconSvg } from "../../icons/icons.js";
import { el, raw, text } from "../../render/hast.js";
import { extraList } from "../../render/page-extras.js";
import type { RenderedPage } from "../../render/types.js";
import { propertyFields, schemaField, section } from "./endpoint-page.js";
import { markdownNodes } from "./markdown.js";
import { methodBadge } from "./playground-html.js";

const RAW = { allowDangerousHtml: true } as const;

/**
 * A page with `asyncapi` front matter: the channel as Mintlify's AsyncAPI page shows it (@mintlify/components'
 * websocket playground): its title and address on its servers, its description, then its servers and messages with
 * their payloads, around the page's own content. When the channel is not found, a warning box says so instead.
 */
export function channelPage(page: RenderedPage, lookup: ChannelLookup, maintainOrder: boolean): RenderedPage {
  if (lookup.kind === "missing") {
    const box =
      `<div class="callout callout-warning api-missing-channel" role="note">${iconSvg("triangle-exclamation", "callout-icon") ?? ""}` +
      `<div class="callout-content"><p>${escapeHtml(lookup.reason)} This page's channel (its address, servers and messages) is not shown.</p></div></div>`;
    return { ...page, html: `${box}${page.html}` };
  }
  const channel = lookup.channel;
  const top: ElementContent[] = [header(channel)];
  if (channel.description) top.push(el("div", { className: ["api-description"] }, markdownNodes(channel.description)));
  top.push(
    el("p", { className: ["api-channel-note"] }, [
      text("The preview does not connect to the channel: Mintlify's WebSocket playground is not shown here."),
    ]),
  );
  const bottom: Element[] = [];
  if (channel.servers.length)
    bottom.push(
      section(
        "api-servers",
        "Servers",
        channel.servers.map((server) =>
          el("div", { className: ["field", "param-field", "api-server"] }, [
            el("div", { className: ["field-head"] }, [
              el("code", { className: ["field-name"] }, [text(server.name)]),
              el("code", { className: ["api-server-url"] }, [text(server.url)]),
            ]),
            el("div", { className: ["field-body"] }, server.description ? markdownNodes(server.description) : []),
          ]),
        ),
      ),
    );
  // As Mintlify's page: what the reader sends, then what they receive; messages no operation carries after them.
  for (const [id, title, messages] of [
    ["api-send", "Send", channel.send],
    ["api-receive", "Receive", channel.receive],
    ["api-messages", "Messages", channel.other],
  ] as const)
    if (messages.length)
      bottom.push(
        section(
          id,
          title,
          messages.map((message) => messageBlock(message, maintainOrder)),
        ),
      );
  const html = `<div class="api-endpoint api-channel">${toHtml(top, RAW)}</div>${page.html}${toHtml(bottom, RAW)}`;
  const words = [
    channel.title,
    channel.description,
    ...[...channel.send, ...channel.receive, ...channel.other].flatMap((message) => [
      message.title,
      message.description,
    ]),
  ].filter((word): word is string => Boolean(word));
  const title = page.untitled ? channel.title : page.title;
  return {
    ...page,
    title,
    extras: extraList(page.extras ?? [], ["api"]),
    html,
    text: [page.text, ...words].filter(Boolean).join(" "),
    // The channel's words go with the page's text before any section, where search finds the page.
    ...(page.textSections
      ? {
          textSections: page.textSections.map((part) =>
            part.id === "" ? { ...part, text: [part.text, ...words].join(" ").trim() } : part,
          ),
        }
      : {}),
  };
}

/** The channel's header as an endpoint's: the protocol as the badge, then the address on the first server. */
function header(channel: ChannelView): Element {
  const [server] = channel.servers;
  const protocol = server?.url.split("://")[0] ?? "ws";
  return el("div", { className: ["api-header"] }, [
    raw(methodBadge(protocol)),
    el("code", { className: ["api-path"] }, [text(server?.url ?? channel.address ?? channel.id)]),
    el("span", { className: ["api-channel-title"] }, [text(channel.title)]),
  ]);
}

/** A message: its title (and id), its description, and its payload's fields. */
function messageBlock(message: ChannelMessage, maintainOrder: boolean): Element {
  const content: ElementContent[] = [];
  if (message.description)
    content.push(el("div", { className: ["api-description"] }, markdownNodes(message.description)));
  const payload = message.payload;
  if (payload?.properties?.length) content.push(...propertyFields(payload, maintainOrder));
  else if (payload && (payload.type || payload.variants || payload.description))
    content.push(schemaField("payload", false, payload, maintainOrder));
  return el("div", { className: ["api-response", "api-message"] }, [
    el("div", { className: ["api-response-head"] }, [
      el("span", { className: ["api-message-title"] }, [text(message.title)]),
      el("code", { className: ["content-type"] }, [text(message.id)]),
    ]),
    ...content,
  ]);
}
