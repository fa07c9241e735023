import path from "node:path";
import type { FileIndex } from "../../project/file-index.js";
import { pageMedia, type MediaFact } from "../../pages/media.js";
import { filePart, resolveFromPage } from "../../pages/page-path.js";
import { definePageRule } from "../../pages/page-rule.js";
import { SIGNED_GITHUB_IMAGE_URL } from "../../parse/signed-github-image.js";

const NOUN: Record<MediaFact["element"], string> = {
  "markdown-image": "image",
  img: "image",
  video: "video",
  audio: "audio",
  source: "media source",
  iframe: "embedded page",
  script: "script",
};

export const rule = definePageRule(
  {
    id: "page/missing-asset",
    category: "page",
    defaultSeverity: "error",
    description: "Every image, video, audio file and script a page loads from the docs folder exists there.",
    onRecoveredPage: true,
    editorGuidance: { section: "pages", place: 8, text: "Show only images and videos that exist in the docs folder." },
  },
  (page, report) => {
    for (const media of pageMedia(page)) {
      // An iframe shows a page served by someone else, not a file of the docs.
      if (media.src === undefined || media.element === "iframe") continue;
      const src = media.src.trim();
      if (!src || src.startsWith("#")) continue;
      const noun = NOUN[media.element];
      if (SIGNED_GITHUB_IMAGE_URL.test(src)) {
        report({
          message: `The ${noun} "${src.slice(0, 60)}…" is a signed GitHub link that expires minutes after it was made, so it no longer loads. Save the file into the docs folder and point at it there.`,
          place: media.srcPlace,
        });
        continue;
      }
      const target = resolveFromPage(filePart(src), page.file, page.files);
      if (target.kind === "url") continue;
      if (target.kind === "outside") {
        report({
          message: `The ${noun} "${src}" points outside the docs root (${target.reason}); files there are not published. Move the file under the root and point at it there.`,
          place: media.srcPlace,
        });
        continue;
      }
      // A file whose name really holds a `%` escape is found as written, too.
      const asWritten = resolveFromPage(src.replace(/[?#].*$/s, ""), page.file, page.files);
      if (page.files.has(target.path) || (asWritten.kind === "local" && page.files.has(asWritten.path))) continue;
      const meant = likelyMeant(src, target.path, page.file, page.files);
      report({
        message: `The ${noun} "${src}" does not exist under the docs root, so it will not load. ${meant ?? "Add the file, or correct the path (a leading / starts at the docs root; other paths start at this page's folder)."}`,
        place: media.srcPlace,
      });
    }
  },
);

/** A file that is probably the one meant: other capitals, from the root, or another extension. */
function likelyMeant(src: string, target: string, pageFile: string, files: FileIndex): string | undefined {
  const sameLetters = files.caseInsensitive(target)[0];
  if (sameLetters) return `Did you mean "/${sameLetters}"? The server tells capital letters apart.`;
  if (!src.startsWith("/")) {
    const fromRoot = resolveFromPage("/" + filePart(src), pageFile, files);
    if (fromRoot.kind === "local" && files.has(fromRoot.path))
      return `Did you mean "/${fromRoot.path}"? A path without a leading / starts at this page's folder.`;
  }
  const stem = target.slice(0, target.length - path.posix.extname(target).length) + ".";
  for (const file of files.all()) {
    if (file.startsWith(stem) && !file.includes("/", stem.length))
      return `Did you mean "/${file}"? Only the extension differs.`;
  }
  return undefined;
}
