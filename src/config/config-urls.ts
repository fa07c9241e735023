import type { JsonPath } from "../project/json-source.js";
import { isIconImage } from "../icons/icons.js";
import type { UrlKind } from "../html/url-policy.js";

export interface ConfigUrl {
  /** As written. */
  raw: string;
  path: JsonPath;
  kind: UrlKind;
}

/** The images docs.json names by place: the logo, the favicon and the background, each alone or per mode. */
const IMAGE_PLACES: readonly JsonPath[] = [["logo"], ["favicon"], ["background", "image"], ["backgroundImage"]];

/**
 * Every string docs.json gives the site as a URL, either layout: links (`href`, `url`, a
 * redirect's `destination`, the footer's social accounts), the logo, favicon and background
 * images, and icons given as an image. Walked without recursion: any depth of nesting is fine.
 */
export function configUrls(config: unknown): ConfigUrl[] {
  const found: ConfigUrl[] = [];
  const stack: { value: unknown; path: JsonPath }[] = [{ value: config, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      const kind = urlKind(path, value);
      if (kind) found.push({ raw: value, path, kind });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, path: [...path, key] });
    }
  }
  return found.reverse();
}

function urlKind(path: JsonPath, value: string): UrlKind | undefined {
  const key = path.at(-1);
  const parent = path.at(-2);
  if (
    IMAGE_PLACES.some(
      (place) => isAt(path, place) || (isAt(path.slice(0, -1), place) && (key === "light" || key === "dark")),
    )
  )
    return "image";
  if ((key === "icon" || (key === "name" && parent === "icon")) && isIconImage(value.trim())) return "image";
  if (key === "href" || key === "url" || (key === "destination" && path[0] === "redirects")) return "link";
  // `footer.socials` and the legacy `footerSocials` map each platform to its URL.
  if (
    typeof key === "string" &&
    path.length === (parent === "socials" ? 3 : 2) &&
    (parent === "socials" ? path[0] === "footer" : parent === "footerSocials")
  )
    return "link";
  return undefined;
}

function isAt(path: JsonPath, place: JsonPath): boolean {
  return path.length === place.length && place.every((segment, i) => path[i] === segment);
}
