import { pageMedia } from "../../pages/media.js";
import { filePart } from "../../pages/page-path.js";
import { definePageRule } from "../../pages/page-rule.js";

const VIDEO_FILE = /\.(?:mp4|webm|mov|m4v|ogv)$/i;
/** Pages of video sites, which a `<video>` element cannot play: they need the site's embed. */
const VIDEO_SITE_PAGE =
  /^(?:https?:)?\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch|embed|shorts)|youtu\.be\/|(?:www\.)?vimeo\.com\/\d|player\.vimeo\.com\/video\/|(?:www\.)?loom\.com\/(?:share|embed)\/)/i;

export const rule = definePageRule(
  {
    id: "page/video",
    category: "page",
    defaultSeverity: "warning",
    description:
      "A video file plays in a `<video>` element, named for screen readers by `aria-label` or `title`; a video from a video site is embedded with an `<iframe>` that has a `title`.",
    editorGuidance: {
      section: "pages",
      place: 9,
      text: "Play a video file with a `<video>` element; embed a video from a video site with an `<iframe>` that has a `title`.",
    },
  },
  (page, report) => {
    for (const media of pageMedia(page)) {
      const src = media.src === undefined ? undefined : filePart(media.src.trim());
      if ((media.element === "markdown-image" || media.element === "img") && src && VIDEO_FILE.test(src)) {
        report({
          message: `"${media.src}" is a video shown as an image, which browsers do not play. Use a video element: <video src="${media.src}" controls />.`,
          place: media.place,
        });
      } else if (
        (media.element === "video" || media.element === "source") &&
        media.src &&
        VIDEO_SITE_PAGE.test(media.src.trim())
      ) {
        report({
          message: `"${media.src}" is a page on a video site, not a video file, so a <video> element cannot play it. Embed it with the site's <iframe> embed code, and give the iframe a title.`,
          place: media.srcPlace,
        });
      } else if (media.element === "video" && !media.named && !media.decorative) {
        report({
          message:
            'This <video> has no accessible name, so screen reader users hear only "video" and cannot tell what it shows. Add an aria-label that says what it shows, such as aria-label="Creating an API key".',
          place: media.place,
        });
      } else if (media.element === "iframe" && (media.title === "missing" || media.title === "empty")) {
        report({
          message:
            'This <iframe> has no title, so screen reader users hear only "frame" and cannot tell what it holds. Add a title that says what it shows, such as title="Product demo".',
          place: media.place,
        });
      }
    }
  },
);
