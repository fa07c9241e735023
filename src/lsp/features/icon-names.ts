import { fontAwesomeNames } from "../../icons/icons.js";
import type { IconLibrary } from "../../icons/icon-ref.js";
import { strokeIconNames } from "../../icons/stroke-icons.js";

const names = new Map<IconLibrary, readonly string[]>();

/** Every icon name of a library, once each (Font Awesome: free styles, then Pro; Lucide and Tabler: current names). */
export function iconNames(library: IconLibrary): readonly string[] {
  let list = names.get(library);
  if (!list) {
    list = library === "fontawesome" ? [...new Set(fontAwesomeNames().flat())] : strokeIconNames(library).names.slice();
    names.set(library, list);
  }
  return list;
}
