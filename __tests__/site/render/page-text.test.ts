import { h } from "hastscript";
import { expect, test } from "vitest";
import { MAX_SECTION_TEXT_LENGTH, sectionTexts } from "../../../src/render/page-text.js";

test("the page's words split at its listed h2 and h3: the opening words first, a heading the list lacks stays inside", () => {
  const body = [
    h("p", "Opening words."),
    h("h2", { id: "setup" }, "Setup"),
    h("p", "Install it."),
    h("h4", { id: "detail" }, "Detail"),
    h("p", "More."),
    h("h3", { id: "unlisted" }, "Unlisted"),
    h("p", "Still setup."),
    h("h3", { id: "limits" }, "Limits"),
    h("ul", [h("li", "Ten"), h("li", "a second")]),
  ];
  expect(sectionTexts(body, new Set(["setup", "limits"]))).toEqual([
    { id: "", text: "Opening words." },
    { id: "setup", text: "Install it. Detail More. Unlisted Still setup." },
    { id: "limits", text: "Ten a second" },
  ]);
});

test("no opening words: no empty first part; a long section is cut", () => {
  const long = "word ".repeat(1000);
  const parts = sectionTexts([h("h2", { id: "a" }, "A"), h("p", long)], new Set(["a"]));
  expect(parts.map((part) => part.id)).toEqual(["a"]);
  expect(parts[0]!.text.length).toBe(MAX_SECTION_TEXT_LENGTH);
});
