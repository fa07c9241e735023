import { describe, expect, test } from "vitest";
import {
  configIconLibrary,
  iconLibraryOf,
  isKnownIcon,
  nearestIconName,
  unknownIconAdvice,
} from "../../src/icons/icon-library.js";

describe("isKnownIcon", () => {
  test("Font Awesome: free and Pro-only names, not another library's", () => {
    expect(isKnownIcon("fontawesome", "book-open")).toBe(true);
    expect(isKnownIcon("fontawesome", " discord ")).toBe(true);
    expect(isKnownIcon("fontawesome", "badge-check")).toBe(true);
    expect(isKnownIcon("fontawesome", "fa-rocket")).toBe(false);
    expect(isKnownIcon("fontawesome", "settings")).toBe(false);
  });

  test("Lucide: current names and old ones, not Font Awesome's", () => {
    expect(isKnownIcon("lucide", "house")).toBe(true);
    expect(isKnownIcon("lucide", "home")).toBe(true);
    expect(isKnownIcon("lucide", "settings")).toBe(true);
    expect(isKnownIcon("lucide", "gear")).toBe(false);
    expect(isKnownIcon("lucide", "circle-info")).toBe(false);
    // Mintlify pins Lucide 0.545.0, whose brand icons Lucide 1.0 dropped, and its pages use icons added since.
    expect(isKnownIcon("lucide", "slack")).toBe(true);
    expect(isKnownIcon("lucide", "github")).toBe(true);
    expect(isKnownIcon("lucide", "file-braces")).toBe(true);
  });

  test("Tabler: outline names, not Lucide's or Font Awesome's", () => {
    expect(isKnownIcon("tabler", "brand-github")).toBe(true);
    expect(isKnownIcon("tabler", "home")).toBe(true);
    expect(isKnownIcon("tabler", "house")).toBe(false);
    expect(isKnownIcon("tabler", "github")).toBe(false);
  });
});

describe("nearestIconName", () => {
  test("Font Awesome: a slip, the fa- prefix dropped, nothing for a name far from all", () => {
    expect(nearestIconName("fontawesome", "rockt")).toBe("rocket");
    expect(nearestIconName("fontawesome", "fa-rocket")).toBe("rocket");
    expect(nearestIconName("fontawesome", "zzzzzzzzzzzzzzzzzzzzzz")).toBeUndefined();
  });

  test("Lucide: its own names, and an old name near the slip gives the current name", () => {
    expect(nearestIconName("lucide", "settngs")).toBe("settings");
    expect(nearestIconName("lucide", "Rocket")).toBe("rocket");
    expect(nearestIconName("lucide", "hme")).toBe("house");
    expect(nearestIconName("lucide", "zzzzzzzzzzzzzzzzzzzzzz")).toBeUndefined();
  });

  test("Tabler: its own names", () => {
    expect(nearestIconName("tabler", "brand-githb")).toBe("brand-github");
    expect(nearestIconName("tabler", "zzzzzzzzzzzzzzzzzzzzzz")).toBeUndefined();
  });
});

describe("unknownIconAdvice", () => {
  test("names the library that has the name, and the name of its words there", () => {
    expect(unknownIconAdvice("lucide", "house-chimney")).toBe(
      ' It is a Font Awesome name, but this icon is drawn from Lucide. Did you mean "house"?',
    );
    expect(unknownIconAdvice("lucide", "circle-info")).toContain('Did you mean "info"?');
    expect(unknownIconAdvice("tabler", "circle-info")).toContain('Did you mean "info-circle"?');
    expect(unknownIconAdvice("fontawesome", "brand-github")).toBe(
      ' It is a Tabler name, but this icon is drawn from Font Awesome. Did you mean "github"?',
    );
  });

  test("a slip gets the name spelt alike; a name of no library, where to look", () => {
    expect(unknownIconAdvice("lucide", "rokcet")).toBe(' Did you mean "rocket"?');
    expect(unknownIconAdvice("tabler", "zzzzzzzzzzzzzzzzzzzzzz")).toBe(
      ' Pick a name from tabler.io/icons, or give an image path such as "/icons/logo.svg".',
    );
  });
});

test("the library that applies: the icon's own, else the config's, else Font Awesome", () => {
  expect(configIconLibrary({ icons: { library: "lucide" } })).toBe("lucide");
  expect(configIconLibrary({ icons: { library: "material" } })).toBe("fontawesome");
  expect(configIconLibrary({ name: "Acme" })).toBe("fontawesome");
  expect(configIconLibrary(undefined)).toBe("fontawesome");
  expect(iconLibraryOf("house", "lucide")).toBe("lucide");
  expect(iconLibraryOf({ name: "house" }, "lucide")).toBe("lucide");
  expect(iconLibraryOf({ name: "home", library: "tabler" }, "lucide")).toBe("tabler");
  expect(iconLibraryOf({ name: "home", library: "material" }, "lucide")).toBeUndefined();
});
