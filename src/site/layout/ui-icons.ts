import { iconSvg } from "../../icons/icons.js";
import type { IconRef } from "../../icons/icon-ref.js";

/** An icon of the layout's own chrome; these names are in the free set, so the SVG is always there. */
export function uiIcon(name: string, style: IconRef["style"] = "solid", className = "icon"): string {
  return iconSvg({ name, style }, className) ?? "";
}
