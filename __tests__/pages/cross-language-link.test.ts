import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";

const RULE = "page/cross-language-link";

function findings(files: Record<string, string>): string[] {
  const config = {
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Acme",
    colors: { primary: "#0D9373" },
    navigation: {
      languages: [
        { language: "en", groups: [{ group: "Start", pages: ["index", "setup", "shared"] }] },
        { language: "es", groups: [{ group: "Inicio", pages: ["es/index", "es/setup", "shared"] }] },
        { language: "fr", groups: [{ group: "Démarrer", pages: ["fr/index"] }] },
      ],
    },
  };
  return check({ root: tempProject({ "docs.json": JSON.stringify(config), ...files }) })
    .diagnostics.filter((d) => d.ruleId === RULE)
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);
}

const BASE = {
  "index.mdx": page("Home"),
  "setup.mdx": page("Setup"),
  "shared.mdx": page("Shared"),
  "es/setup.mdx": page("Instalación"),
};

describe("page/cross-language-link", () => {
  test("a link from one language's page to a page only another lists is a warning naming the own language's page", () => {
    const found = findings({
      ...BASE,
      "es/index.mdx": `${page("Inicio").trimEnd()}\n\nLee [la instalación](/setup) y [fr](/fr/index).\n`,
      "fr/index.mdx": page("Accueil"),
    });
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('es/index.mdx:8:5 This page is in the "es" navigation');
    expect(found[0]).toContain("Link to `/es/setup`, its es page.");
    expect(found[1]).toContain("es/index.mdx:8:32");
    expect(found[1]).toContain('leads to `/fr`, a page only the "fr" navigation lists');
    expect(found[1]).toContain("Link to `/es`, its es page.");
  });

  test("links within a language, to a page both list, and from or to pages no language lists are fine", () => {
    const found = findings({
      ...BASE,
      "es/index.mdx": `${page("Inicio").trimEnd()}\n\n[a](/es/setup) [b](/shared) [c](/hidden)\n`,
      "fr/index.mdx": page("Accueil"),
      "hidden.mdx": `${page("Hidden").trimEnd()}\n\n[d](/fr/index)\n`,
    });
    expect(found).toEqual([]);
  });
});
