import postcss, { type Rule } from "postcss";
import features from "tailwindcss-v3/lib/processTailwindFeatures.js";
import resolveConfig from "tailwindcss-v3/resolveConfig.js";
import type { SiteModel } from "../model/site-model.js";

/** Where the compiled Tailwind rules are written, relative to the site's root. */
export const TAILWIND_STYLESHEET = "_docsgate/tailwind.css";

/** An arbitrary property (Tailwind compiles `[--x:1]` to `.\[--x\:1\] { --x: 1 }`) that no page can mean. */
const PLACEHOLDER = "[--docsgate-placeholder:1]";
const PLACEHOLDER_SELECTOR = "html .\\[--docsgate-placeholder\\:1\\]";

// Node (and esbuild, for a package of `"type": "module"`) gives the CommonJS module's exports object; Vite, which runs
// the tests, follows its `__esModule` flag and gives `exports.default`.
const processTailwindFeatures = "default" in features ? features.default : features;

/** The theme's own backgrounds (theme.css `--bg`), for `bg-background-light`/`-dark` when docs.json sets none. */
const THEME_BACKGROUND = { light: "#ffffff", dark: "#0d0f12" };

/**
 * Tailwind's rules for the classes the pages use, compiled as Mintlify compiles a page's classes
 * (@mintlify/common css/tailwind.js, getDynamicTailwindCss): Tailwind 3.4, no preflight, `dark:` following a `.dark`
 * class on an ancestor (the layout sets it on <html> in dark mode), plus the colours Mintlify's own stylesheet adds to
 * Tailwind's (`primary`, `primary-light`, `primary-dark`, `background-light`, `background-dark`) from docs.json. Empty
 * when no class is one of Tailwind's.
 */
export async function tailwindCss(candidates: Iterable<string>, colors: SiteModel["colors"]): Promise<string> {
  const raw = [...candidates].join(" ");
  if (raw === "") return "";
  const config = resolveConfig({
    content: [],
    corePlugins: { preflight: false },
    darkMode: "class",
    // Each rule one element more specific (`html .mt-0`): on Mintlify a class wins over the typography and the
    // components' own styles, which are classes of the same kind or `:where()`; the theme's rules for the prose and the
    // components (`.prose p`, `.frame img`) name an element too, and Tailwind's, linked after them, win the tie.
    important: "html",
    theme: {
      extend: {
        colors: {
          primary: { DEFAULT: colors.primary, light: colors.light, dark: colors.dark },
          "background-light": colors.background?.light ?? THEME_BACKGROUND.light,
          "background-dark": colors.background?.dark ?? THEME_BACKGROUND.dark,
        },
      },
    },
  });
  // One class always compiles, and is then dropped: with none, Tailwind warns on the console that the content has no
  // class, which says nothing to the build's user.
  const expand = processTailwindFeatures(
    ({ createContext }) =>
      () =>
        createContext(config, [{ content: `${raw} ${PLACEHOLDER}`, extension: "html" }]),
  );
  const plugin = {
    postcssPlugin: "tailwindcss",
    Once: (root: postcss.Root, { result }: { result: postcss.Result }) => expand(root, result),
  };
  const result = await postcss([plugin]).process("@tailwind base;@tailwind utilities;", { from: undefined });
  const root = result.root;
  root.walkRules(PLACEHOLDER_SELECTOR, (rule) => void rule.remove());
  const defaults = root.nodes.filter((node): node is Rule => node.type === "rule" && isDefaults(node));
  if (defaults.length === root.nodes.length) return "";
  // The defaults serve the rules that read Tailwind's variables (a transform, a shadow); with none, they go.
  let readsVariables = false;
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith("--tw-") && decl.value.includes("var(--tw-")) readsVariables = true;
  });
  if (!readsVariables) for (const rule of defaults) rule.remove();
  const borders = borderWidthSelectors(root);
  // Tailwind's border widths count on its preflight giving every element a solid, zero-width border; without it
  // (the theme keeps its own base styles) a `border` class would draw nothing. Only the elements that ask for a border
  // get that reset, at no specificity, so any other rule wins over it.
  const reset = borders.length
    ? `:where(${borders.join(",")}){border-width:0;border-style:solid;border-color:#e5e7eb}\n`
    : "";
  return `${reset}${root.toString().trim()}\n`;
}

/** Tailwind's defaults of its variables (`*, ::before, ::after { --tw-… }`): not a rule any class asked for. */
function isDefaults(rule: Rule): boolean {
  return rule.nodes.every((node) => node.type === "decl" && node.prop.startsWith("--tw-"));
}

/** The selectors of the rules that set a border's width (`border`, `border-t-2`, `md:border`, `divide-y`). */
function borderWidthSelectors(root: postcss.Root): string[] {
  const selectors = new Set<string>();
  root.walkRules((rule) => {
    if (
      rule.some(
        (node) =>
          node.type === "decl" &&
          /^border(?:-(?:top|right|bottom|left|x|y|inline|block))?(?:-(?:start|end))?-width$/.test(node.prop),
      )
    )
      selectors.add(rule.selector);
  });
  return [...selectors];
}
