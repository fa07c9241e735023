import type { ProjectRule } from "../../project/project.js";
import { shownUrl, urlProblem } from "../../html/url-policy.js";

import { configUrls } from "../../config/config-urls.js";
import { displayPath } from "../../text/json-words.js";
import { legacyConfig } from "../../config/legacy-config.js";
import { v2Config } from "../../config/v2-config.js";
import { rule as schema } from "./schema.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/unsafe-url",
    category: "config",
    // The site leaves the link or image out; the rest of the site still publishes.
    defaultSeverity: "warning",
    description:
      "Every link and image docs.json gives the site (logo, favicon, background, navbar, footer, anchors, tabs, icons, redirects) is one it writes: `javascript:`, `vbscript:`, `file:` and `data:` URLs (but raster images) are left out.",
  },
  check(project, report) {
    const v2 = v2Config(project);
    const legacy = v2 ? undefined : legacyConfig(project);
    const config = v2 ?? legacy;
    if (!config) return;
    const urls = configUrls(v2 ? v2.value : legacy?.value).flatMap((url) => {
      const problem = urlProblem(url.kind, url.raw);
      return problem ? [{ ...url, problem }] : [];
    });
    if (urls.length === 0) return;
    // Where docs.json's schema already refuses the value (footer links must be https://), config/schema's error says
    // it.
    const refused = new Set<string>();
    schema.check(project, (found) => refused.add(`${found.file}:${found.line}:${found.column}`));
    for (const { raw, path, kind, problem } of urls) {
      const where = path[0] === "redirects" ? "so readers sent there land nowhere" : "so the built site leaves it out";
      const instead = kind === "image" ? "the path of a file" : "the path of a page";
      const found = config.at(
        path,
        `\`${displayPath(path)}\`: the URL \`${shownUrl(raw)}\` ${problem}, ${where}. Use a web address or ${instead} instead.`,
      );
      if (!refused.has(`${found.file}:${found.line}:${found.column}`)) report(found);
    }
  },
};
