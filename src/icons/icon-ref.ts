import type { IconLibrary } from "./icon-library.js";

export type IconStyle = "brands" | "duotone" | "light" | "sharp-solid" | "solid" | "thin" | "regular";

export interface IconRef {
  name: string;
  style?: IconStyle;
  /** The library that draws it; Font Awesome when absent. */
  library?: IconLibrary;
}
