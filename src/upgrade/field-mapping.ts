import type { JsonPath } from "./leftovers.js";
import { isRecord, type Leftovers, pathText } from "./leftovers.js";

type Config = Record<string, unknown>;

/** Mintlify's colour when a legacy config has none: v2 requires `colors.primary`. */
export const DEFAULT_PRIMARY = "#16A34A";

/** The top-level keys of the legacy layout that have no place in v2. */
const NO_EQUIVALENT = ["mintlify", "topbar", "sidebar", "rounded", "feedback", "isWhiteLabeled"];

/** The top-level keys the field mappings handle: the navigation's keys are the navigation upgrade's. */
export const FIELD_KEYS = [
  ...NO_EQUIVALENT,
  "$schema",
  "name",
  "theme",
  "layout",
  "logo",
  "favicon",
  "colors",
  "backgroundImage",
  "background",
  "modeToggle",
  "eyebrow",
  "codeBlock",
  "topbarLinks",
  "topbarCtaButton",
  "search",
  "metadata",
  "seo",
  "footer",
  "footerSocials",
  "analytics",
  "integrations",
  "font",
  "redirects",
  "openapi",
  "api",
];

/** The integrations v2 knows; its `integrations` refuses any other key. */
const INTEGRATIONS = [
  "adobe",
  "amplitude",
  "clarity",
  "clearbit",
  "cookies",
  "fathom",
  "frontchat",
  "ga4",
  "gtm",
  "heap",
  "hightouch",
  "hotjar",
  "intercom",
  "koala",
  "logrocket",
  "mixpanel",
  "onetrust",
  "pirsch",
  "plausible",
  "posthog",
  "segment",
  "telemetry",
  "transcend",
];

/** The platforms v2's `footer.socials` accepts. */
const SOCIALS = [
  "x",
  "website",
  "facebook",
  "youtube",
  "discord",
  "slack",
  "github",
  "linkedin",
  "instagram",
  "hacker-news",
  "medium",
  "telegram",
  "twitter",
  "x-twitter",
  "earth-americas",
  "bluesky",
  "threads",
  "reddit",
  "podcast",
];

/** Every setting of the legacy config but the navigation, in its v2 place (v2.md §7.1). */
export function upgradeFields(legacy: Config, leftovers: Leftovers): Config {
  const out: Config = {};
  for (const key of NO_EQUIVALENT) {
    if (key in legacy) leftovers.add([key], `\`${key}\` has no equivalent in the v2 layout; it was left out.`);
  }
  out.theme = theme(legacy.theme, legacy.layout);
  if (typeof legacy.name === "string") out.name = legacy.name;
  colors(legacy.colors, out, leftovers);
  if (legacy.logo !== undefined) out.logo = legacy.logo;
  if (legacy.favicon !== undefined) out.favicon = legacy.favicon;
  appearance(legacy.modeToggle, out, leftovers);
  background(legacy, out, leftovers);
  styling(legacy, out);
  fonts(legacy.font, out);
  navbar(legacy, out, leftovers);
  footer(legacy, out, leftovers);
  search(legacy.search, out, leftovers);
  seo(legacy, out, leftovers);
  api(legacy, out, leftovers);
  integrations(legacy, out, leftovers);
  if (legacy.redirects !== undefined) out.redirects = legacy.redirects;
  return out;
}

/** The legacy themes' v2 look-alikes; a layout decides over the theme. */
export function theme(legacyTheme: unknown, layout: unknown): string {
  if (layout === "sidenav") return "maple";
  if (layout === "solidSidenav") return "willow";
  if (legacyTheme === "venus") return "palm";
  if (legacyTheme === "quill") return "willow";
  return "mint";
}

function set(out: Config, path: string[], value: unknown): void {
  let object = out;
  for (const key of path.slice(0, -1)) {
    if (!isRecord(object[key])) object[key] = {};
    object = object[key] as Config;
  }
  object[path.at(-1)!] = value;
}

function colors(value: unknown, out: Config, leftovers: Leftovers): void {
  if (!isRecord(value)) {
    out.colors = { primary: DEFAULT_PRIMARY };
    return;
  }
  const picked: Config = {};
  for (const key of ["primary", "light", "dark"]) if (value[key] !== undefined) picked[key] = value[key];
  out.colors = { primary: DEFAULT_PRIMARY, ...picked };
  if (isRecord(value.background)) {
    const color: Config = {};
    for (const key of ["light", "dark"]) if (value.background[key] !== undefined) color[key] = value.background[key];
    set(out, ["background", "color"], color);
  }
  if (value.anchors !== undefined)
    leftovers.add(
      ["colors", "anchors"],
      "`colors.anchors` (the anchors' colour) has no equivalent in v2, where each anchor has its own `color`; it was left out.",
    );
  leftovers.unknownKeys(value, ["primary", "light", "dark", "background", "anchors"], ["colors"]);
}

function appearance(value: unknown, out: Config, leftovers: Leftovers): void {
  if (!isRecord(value)) return;
  if (value.default !== undefined) set(out, ["appearance", "default"], value.default);
  if (value.isHidden !== undefined) set(out, ["appearance", "strict"], value.isHidden);
  leftovers.unknownKeys(value, ["default", "isHidden"], ["modeToggle"]);
}

function background(legacy: Config, out: Config, leftovers: Leftovers): void {
  if (legacy.backgroundImage !== undefined) set(out, ["background", "image"], legacy.backgroundImage);
  if (!isRecord(legacy.background)) return;
  if (legacy.background.style !== undefined) set(out, ["background", "decoration"], legacy.background.style);
  leftovers.unknownKeys(legacy.background, ["style"], ["background"]);
}

function styling(legacy: Config, out: Config): void {
  const { eyebrow, codeBlock } = legacy;
  if (isRecord(eyebrow) && eyebrow.display !== undefined)
    set(out, ["styling", "eyebrows"], eyebrow.display === "breadcrumbs" ? "breadcrumbs" : "section");
  if (isRecord(codeBlock) && codeBlock.mode !== undefined)
    set(out, ["styling", "codeblocks"], codeBlock.mode === "dark" ? "dark" : "system");
}

function fonts(value: unknown, out: Config): void {
  if (!isRecord(value)) return;
  const font = (details: unknown) => {
    if (!isRecord(details)) return details;
    const { url, ...others } = details;
    return { ...others, ...(url !== undefined ? { source: url } : {}) };
  };
  if ("family" in value) out.fonts = font(value);
  else
    out.fonts = {
      ...(value.headings !== undefined ? { heading: font(value.headings) } : {}),
      ...(value.body !== undefined ? { body: font(value.body) } : {}),
    };
}

function navbar(legacy: Config, out: Config, leftovers: Leftovers): void {
  if (Array.isArray(legacy.topbarLinks)) {
    set(
      out,
      ["navbar", "links"],
      legacy.topbarLinks.map((link: unknown, index) => {
        if (!isRecord(link)) return link;
        leftovers.unknownKeys(
          link,
          ["type", "name", "url"],
          ["topbarLinks", index],
          "has no equivalent in v2's navbar links",
        );
        const label = link.type === undefined || link.type === "link" ? link.name : capitalize(String(link.type));
        return { label, href: link.url };
      }),
    );
  }
  const cta = legacy.topbarCtaButton;
  if (isRecord(cta)) {
    leftovers.unknownKeys(
      cta,
      ["type", "name", "url"],
      ["topbarCtaButton"],
      "has no equivalent in v2's `navbar.primary`",
    );
    set(
      out,
      ["navbar", "primary"],
      cta.type === undefined || cta.type === "link"
        ? { type: "button", label: cta.name, href: cta.url }
        : { type: cta.type, href: cta.url },
    );
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function footer(legacy: Config, out: Config, leftovers: Leftovers): void {
  const legacyFooter = isRecord(legacy.footer) ? legacy.footer : {};
  if (isRecord(legacy.footer)) leftovers.unknownKeys(legacy.footer, ["socials", "links"], ["footer"]);
  const [socials, at] =
    legacyFooter.socials !== undefined
      ? [legacyFooter.socials, ["footer", "socials"]]
      : [legacy.footerSocials, ["footerSocials"]];
  if (legacyFooter.socials !== undefined && legacy.footerSocials !== undefined)
    leftovers.add(["footerSocials"], "`footerSocials` is overridden by `footer.socials`; it was left out.");
  if (socials !== undefined) set(out, ["footer", "socials"], footerSocials(socials, at, leftovers));
  if (Array.isArray(legacyFooter.links)) {
    set(
      out,
      ["footer", "links"],
      legacyFooter.links.map((column: unknown) =>
        isRecord(column)
          ? {
              ...(column.title !== undefined ? { header: column.title } : {}),
              items: (Array.isArray(column.links) ? column.links : []).map((link: unknown) =>
                isRecord(link) ? { label: link.label, href: link.url } : link,
              ),
            }
          : column,
      ),
    );
  }
}

/** The social links as v2's record of platform to https address; what v2 refuses is reported and left out. */
function footerSocials(value: unknown, at: JsonPath, leftovers: Leftovers): Config {
  const entries: [string, unknown, JsonPath][] = Array.isArray(value)
    ? value.flatMap((entry: unknown, index): [string, unknown, JsonPath][] =>
        isRecord(entry) && typeof entry.type === "string" ? [[entry.type, entry.url, [...at, index]]] : [],
      )
    : isRecord(value)
      ? Object.entries(value).map(([key, url]): [string, unknown, JsonPath] => [key, url, [...at, key]])
      : [];
  const socials: Config = {};
  for (const [platform, url, where] of entries) {
    if (!SOCIALS.includes(platform))
      leftovers.add(
        where,
        `\`${pathText(where)}\`: v2's footer has no "${platform}" link (it knows ${SOCIALS.join(", ")}); it was left out.`,
      );
    else if (typeof url !== "string" || !url.startsWith("https://"))
      leftovers.add(
        where,
        `\`${pathText(where)}\`: v2 accepts only https addresses for social links, not ${JSON.stringify(url)}; it was left out.`,
      );
    else socials[platform] = url;
  }
  return socials;
}

function search(value: unknown, out: Config, leftovers: Leftovers): void {
  if (!isRecord(value)) return;
  if (value.prompt !== undefined) set(out, ["search", "prompt"], value.prompt);
  leftovers.unknownKeys(value, ["prompt"], ["search"]);
}

/**
 * `metadata` becomes `seo.metatags`, and `seo.indexHiddenPages` `seo.indexing`. A legacy `seo`
 * already written the v2 way (`metatags`, `indexing`) is kept: Mintlify's legacy reader ignored it,
 * v2 reads it.
 */
function seo(legacy: Config, out: Config, leftovers: Leftovers): void {
  const legacySeo = isRecord(legacy.seo) ? legacy.seo : {};
  const metatags = {
    ...(isRecord(legacy.metadata) ? legacy.metadata : {}),
    ...(isRecord(legacySeo.metatags) ? legacySeo.metatags : {}),
  };
  if (Object.keys(metatags).length) set(out, ["seo", "metatags"], metatags);
  if (legacySeo.indexHiddenPages !== undefined)
    set(out, ["seo", "indexing"], legacySeo.indexHiddenPages === true ? "all" : "navigable");
  else if (legacySeo.indexing === "all" || legacySeo.indexing === "navigable")
    set(out, ["seo", "indexing"], legacySeo.indexing);
  if (isRecord(legacy.seo)) leftovers.unknownKeys(legacy.seo, ["indexHiddenPages", "metatags", "indexing"], ["seo"]);
}

function api(legacy: Config, out: Config, leftovers: Leftovers): void {
  if (legacy.openapi !== undefined) set(out, ["api", "openapi"], legacy.openapi);
  const value = legacy.api;
  if (!isRecord(value)) return;
  leftovers.unknownKeys(value, ["baseUrl", "auth", "playground", "request", "paramFields"], ["api"]);
  const { playground, request, auth, paramFields } = value;
  if (isRecord(playground)) {
    const display = { show: "interactive", hide: "none", simple: "simple" }[String(playground.mode)];
    if (display) set(out, ["api", "playground", "display"], display);
    if (typeof playground.disableProxy === "boolean")
      set(out, ["api", "playground", "proxy"], !playground.disableProxy);
    leftovers.unknownKeys(playground, ["mode", "disableProxy"], ["api", "playground"]);
  }
  if (isRecord(request)) {
    leftovers.unknownKeys(request, ["example"], ["api", "request"]);
    if (isRecord(request.example)) {
      if (request.example.languages !== undefined)
        set(out, ["api", "examples", "languages"], request.example.languages);
      leftovers.unknownKeys(request.example, ["languages"], ["api", "request", "example"]);
    }
  }
  if (value.baseUrl !== undefined) set(out, ["api", "mdx", "server"], value.baseUrl);
  if (isRecord(auth)) {
    for (const key of ["method", "name"]) if (auth[key] !== undefined) set(out, ["api", "mdx", "auth", key], auth[key]);
    leftovers.unknownKeys(auth, ["method", "name"], ["api", "auth"]);
  }
  if (isRecord(paramFields)) {
    const expanded = { all: "all", none: "closed" }[String(paramFields.expanded)];
    if (expanded) set(out, ["api", "params", "expanded"], expanded);
    else if (paramFields.expanded !== undefined)
      leftovers.add(
        ["api", "paramFields", "expanded"],
        `\`api.paramFields.expanded\` "${String(paramFields.expanded)}" has no equivalent in v2, which has "all" and "closed"; it was left out.`,
      );
    if (paramFields.post !== undefined) set(out, ["api", "params", "post"], paramFields.post);
    leftovers.unknownKeys(paramFields, ["expanded", "post"], ["api", "paramFields"]);
  }
}

/** `analytics` and `integrations` together as v2's `integrations`. */
function integrations(legacy: Config, out: Config, leftovers: Leftovers): void {
  const merged: Config = {};
  if (isRecord(legacy.analytics)) {
    for (const [key, value] of Object.entries(legacy.analytics)) {
      if (INTEGRATIONS.includes(key)) merged[key] = value;
      else leftovers.add(["analytics", key], `\`analytics.${key}\` is not an integration v2 knows; it was left out.`);
    }
  }
  if (isRecord(legacy.integrations)) {
    const { intercom, frontchat } = legacy.integrations;
    if (intercom !== undefined) merged.intercom = { appId: intercom };
    if (frontchat !== undefined) merged.frontchat = { snippetId: frontchat };
    leftovers.unknownKeys(legacy.integrations, ["intercom", "frontchat"], ["integrations"]);
  }
  if (Object.keys(merged).length) out.integrations = merged;
}
