/** The icon libraries docs.json may pick (`icons.library`, or an icon's own `library`). */
export type IconLibrary = "fontawesome" | "lucide" | "tabler";

export type IconStyle = "brands" | "duotone" | "light" | "sharp-solid" | "solid" | "thin" | "regular";

export interface IconRef {
  name: string;
  style?: IconStyle;
  /** The library that draws it; Font Awesome when absent. */
  library?: IconLibrary;
}
