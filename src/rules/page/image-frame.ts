import { pageMedia } from "../../pages/media.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/image-frame",
    category: "page",
    defaultSeverity: "warning",
    description:
      "Images that stand on their own line are wrapped in a `<Frame>`, which gives them the site's border, spacing and optional caption.",
    editorGuidance: {
      section: "pages",
      place: 6,
      text: "Wrap every image that stands on its own line in `<Frame>`; add a `caption` when the image needs one.",
    },
  },
  (page, report) => {
    for (const media of pageMedia(page)) {
      if (
        (media.element !== "markdown-image" && media.element !== "img") ||
        media.inFrame ||
        media.inLink ||
        media.styled ||
        !media.standalone
      )
        continue;
      report({
        message:
          "This image is not inside a `<Frame>`, so it shows without the site's image border and spacing. Wrap it: `<Frame>` on the line above, `</Frame>` on the line below.",
        place: media.place,
      });
    }
  },
);
