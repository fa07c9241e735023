import type { DocsConfig } from "../../project/docs-config.js";
import { lookupChannel } from "./channel-view.js";
import type { Project } from "../../project/project.js";
import type { RenderedPage } from "../../render/types.js";
import { apiPageSettings } from "./api-settings.js";
import { channelPage } from "./channel-page.js";

/** The rendered pages with every page whose front matter names an AsyncAPI channel made a channel page. */
export function withChannelPages(
  rendered: ReadonlyMap<string, RenderedPage>,
  project: Project,
  channels: ReadonlyMap<string, string>,
  config: Pick<DocsConfig, "value" | "legacy"> | undefined,
): ReadonlyMap<string, RenderedPage> {
  if (channels.size === 0) return rendered;
  const { maintainOrder } = apiPageSettings(config);
  const pages = new Map(rendered);
  for (const [file, value] of channels) {
    const page = rendered.get(file);
    if (page) pages.set(file, channelPage(page, lookupChannel(project, file, value), maintainOrder));
  }
  return pages;
}
