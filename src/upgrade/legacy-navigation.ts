import type { JsonPath } from "./leftovers.js";
import { isRecord, type Leftovers, pathText } from "./leftovers.js";

/** A group of the legacy `navigation`, read: its pages keep their order, nested groups in place. */
export interface LegacyGroup {
  /** Where it is in the legacy config. */
  path: JsonPath;
  group: string;
  pages: (string | LegacyGroup)[];
  icon?: string;
  iconType?: string;
  version?: string;
  public?: boolean;
}

/** A legacy tab or anchor, read. */
export interface LegacyDivision {
  kind: "tab" | "anchor";
  path: JsonPath;
  name: string;
  url: string;
  version?: string;
  icon?: string;
  iconType?: string;
  color?: unknown;
  hidden?: boolean;
  openapi?: unknown;
}

/** A legacy entry of `versions`, read. */
export interface LegacyVersion {
  path: JsonPath;
  name: string;
  url?: string;
  default?: boolean;
  locale?: string;
}

const GROUP_KEYS = ["group", "pages", "icon", "iconType", "version", "public"];
const DIVISION_KEYS = {
  tab: ["name", "url", "version", "isDefaultHidden", "openapi"],
  anchor: ["name", "url", "version", "isDefaultHidden", "openapi", "icon", "iconType", "color"],
};
const VERSION_KEYS = ["name", "url", "default", "locale"];

/** The legacy `navigation` array as groups; entries that are neither a page nor a group are reported and skipped. */
export function readGroups(value: unknown, leftovers: Leftovers): LegacyGroup[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    leftovers.add(["navigation"], "`navigation` is not a list of groups, so no page of it could be carried over.");
    return [];
  }
  return value.flatMap((entry, index) => {
    const group = readGroup(entry, ["navigation", index], leftovers);
    return group ? [group] : [];
  });
}

function readGroup(value: unknown, at: JsonPath, leftovers: Leftovers): LegacyGroup | undefined {
  if (!isRecord(value) || typeof value.group !== "string") {
    leftovers.add(at, `\`${pathText(at)}\` is neither a page path nor a group with a \`group\` name; it was left out.`);
    return undefined;
  }
  leftovers.unknownKeys(value, GROUP_KEYS, at);
  if (!Array.isArray(value.pages) || value.pages.length === 0) {
    leftovers.add(
      at,
      `The group "${value.group}" at \`${pathText(at)}\` has no pages, and a group without pages shows nothing; it was left out.`,
    );
    return undefined;
  }
  // The legacy layout takes an empty name as "no title"; v2 needs one.
  if (!value.group.trim())
    leftovers.add(
      [...at, "group"],
      `The group at \`${pathText(at)}\` has an empty name, which the legacy layout shows as no title and v2 refuses; give it a name in docs.json.`,
    );
  const pages: (string | LegacyGroup)[] = [];
  value.pages.forEach((page, index) => {
    if (typeof page === "string") pages.push(page);
    else {
      const nested = readGroup(page, [...at, "pages", index], leftovers);
      if (nested) pages.push(nested);
    }
  });
  return {
    path: at,
    group: value.group,
    pages,
    ...(typeof value.icon === "string" ? { icon: value.icon } : {}),
    ...(typeof value.iconType === "string" ? { iconType: value.iconType } : {}),
    ...(typeof value.version === "string" ? { version: value.version } : {}),
    ...(typeof value.public === "boolean" ? { public: value.public } : {}),
  };
}

/** The legacy `tabs` or `anchors`; an entry without a name and a url is reported and skipped. */
export function readDivisions(kind: "tab" | "anchor", value: unknown, leftovers: Leftovers): LegacyDivision[] {
  const key = kind === "tab" ? "tabs" : "anchors";
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    leftovers.add([key], `\`${key}\` is not a list, so it was left out.`);
    return [];
  }
  return value.flatMap((entry, index): LegacyDivision[] => {
    const at = [key, index];
    if (
      !isRecord(entry) ||
      typeof entry.name !== "string" ||
      typeof entry.url !== "string" ||
      !entry.name.trim() ||
      !entry.url.trim()
    ) {
      leftovers.add(at, `\`${pathText(at)}\` needs a \`name\` and a \`url\`; it was left out.`);
      return [];
    }
    leftovers.unknownKeys(entry, DIVISION_KEYS[kind], at);
    return [
      {
        kind,
        path: at,
        name: entry.name.trim(),
        url: entry.url.trim(),
        ...(typeof entry.version === "string" ? { version: entry.version } : {}),
        ...(typeof entry.icon === "string" ? { icon: entry.icon } : {}),
        ...(typeof entry.iconType === "string" ? { iconType: entry.iconType } : {}),
        ...(entry.color !== undefined ? { color: entry.color } : {}),
        ...(entry.isDefaultHidden === true ? { hidden: true } : {}),
        ...(entry.openapi !== undefined ? { openapi: entry.openapi } : {}),
      },
    ];
  });
}

/** The legacy `versions`: names, or objects with a name and perhaps a url, default and locale. */
export function readVersions(value: unknown, leftovers: Leftovers): LegacyVersion[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    leftovers.add(["versions"], "`versions` is not a list, so it was left out.");
    return [];
  }
  return value.flatMap((entry, index): LegacyVersion[] => {
    const at = ["versions", index];
    if (typeof entry === "string") return [{ path: at, name: entry }];
    if (!isRecord(entry) || typeof entry.name !== "string") {
      leftovers.add(
        at,
        `\`${pathText(at)}\` is neither a version name nor an object with a \`name\`; it was left out.`,
      );
      return [];
    }
    leftovers.unknownKeys(entry, VERSION_KEYS, at);
    return [
      {
        path: at,
        name: entry.name,
        ...(typeof entry.url === "string" ? { url: entry.url } : {}),
        ...(entry.default === true ? { default: true } : {}),
        ...(typeof entry.locale === "string" ? { locale: entry.locale } : {}),
      },
    ];
  });
}
