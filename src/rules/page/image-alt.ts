import { pageMedia } from "../../pages/media.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/image-alt",
    category: "page",
    defaultSeverity: "warning",
    description:
      "Every image has alt text: the words a screen reader speaks and a browser shows when the image cannot load.",
    editorGuidance: { section: "pages", place: 7, text: "Give every image alt text that says what it shows." },
  },
  (page, report) => {
    for (const media of pageMedia(page)) {
      if (media.element !== "markdown-image" && media.element !== "img") continue;
      if (media.alt === "given" || media.alt === "computed" || media.decorative) continue;
      const how =
        media.element === "markdown-image"
          ? `between the brackets: ![...](${media.src ?? "..."})`
          : 'in an alt attribute: alt="..."';
      report({
        message: `This image has ${media.alt === "missing" ? "no" : "empty"} alt text, so screen reader users cannot tell what it shows. Describe it in a few words ${how}.`,
        place: media.place,
      });
    }
  },
);
