/* Generated from src/config/docs-v2.schema.json by scripts/config-types.mjs; do not edit. */

/**
 * An icon: a name (Font Awesome, Lucide or Tabler), a URL or a path, or an object with its name, style and library.
 */
export type Icon =
  | string
  | {
      name: IconName;
      style?: IconStyle;
      /**
       * The library of this icon.
       */
      library?: "fontawesome" | "lucide" | "tabler";
    };
/**
 * An icon name of the configured library, a URL or a project path.
 */
export type IconName = string;
/**
 * Font Awesome icon style.
 */
export type IconStyle =
  | "brands"
  | "duotone"
  | "light"
  | "regular"
  | "sharp-duotone-solid"
  | "sharp-light"
  | "sharp-regular"
  | "sharp-solid"
  | "sharp-thin"
  | "solid"
  | "thin";
/**
 * A hex colour: # followed by 3 or 6 hexadecimal digits.
 */
export type HexColor = string;
/**
 * Automatic listing of the child pages on `root` pages at or below this entry.
 */
export type Directory = "none" | "accordion" | "card";
export type OpenapiSource =
  | string
  | {
      source: SpecSource;
      /**
       * Folder of the generated pages.
       */
      directory?: string;
      /**
       * OpenAPI overlay files; an empty list turns off auto-discovered overlays.
       */
      overlays?: SpecSource[];
    };
/**
 * A path in the project, or an http(s) URL.
 */
export type SpecSource = string;
/**
 * The language's code.
 */
export type LanguageCode =
  | "en"
  | "cn"
  | "zh"
  | "zh-Hans"
  | "zh-Hant"
  | "zh-CN"
  | "zh-TW"
  | "es"
  | "fr"
  | "fr-CA"
  | "fr-ca"
  | "ja"
  | "jp"
  | "ja-jp"
  | "ja-JP"
  | "pt"
  | "pt-BR"
  | "de"
  | "ko"
  | "it"
  | "ru"
  | "ro"
  | "cs"
  | "id"
  | "ar"
  | "tr"
  | "hi"
  | "sv"
  | "no"
  | "da"
  | "lv"
  | "nl"
  | "uk"
  | "vi"
  | "pl"
  | "uz"
  | "he"
  | "ca"
  | "fi"
  | "hu";
/**
 * A path of the site starting with / (or #), a mailto: link or a full URL.
 */
export type Href = string;
/**
 * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
 */
export type OpenapiSpec = OpenapiSource[] | OpenapiSource;
/**
 * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
 */
export type AsyncapiSpec =
  | SpecSource[]
  | (
      | string
      | {
          source: SpecSource;
          /**
           * Folder of the generated pages.
           */
          directory?: string;
        }
    );
/**
 * The languages at this level of the navigation.
 *
 * @minItems 1
 */
export type LanguagesList = [Language, ...Language[]];
/**
 * An https:// URL; not a .svg, .exe or .zip file.
 */
export type SecureUrl = string;
/**
 * A path of the site starting with /, or an https:// URL; not a .svg, .exe or .zip file.
 */
export type SecureHref = string;
/**
 * The versions at this level of the navigation.
 *
 * @minItems 1
 */
export type VersionsList = [Version, ...Version[]];
/**
 * The tabs at this level of the navigation.
 *
 * @minItems 1
 */
export type TabsList = [Tab, ...Tab[]];
/**
 * A tab; a tab with `graphql` or `sdk` takes only its own fields and `groups`.
 */
export type Tab =
  | {
      /**
       * Name of the tab.
       */
      tab: string;
      icon?: Icon;
      /**
       * Leaves the entry out of the rendered navigation.
       */
      hidden?: boolean;
      /**
       * With `hidden`, keeps the pages in search, the sitemap and llms.txt.
       */
      searchable?: boolean;
      /**
       * Where the tab sits in the tab bar.
       */
      align?: "start" | "end";
      directory?: Directory;
      graphql: Graphql;
      groups?: GroupsList;
    }
  | (
      | {
          /**
           * Name of the tab.
           */
          tab: string;
          icon?: Icon;
          /**
           * Leaves the entry out of the rendered navigation.
           */
          hidden?: boolean;
          /**
           * With `hidden`, keeps the pages in search, the sitemap and llms.txt.
           */
          searchable?: boolean;
          /**
           * Where the tab sits in the tab bar.
           */
          align?: "start" | "end";
          directory?: Directory;
          sdk: Sdk;
          groups?: GroupsList;
        }
      | {
          /**
           * Name of the tab.
           */
          tab: string;
          icon?: Icon;
          /**
           * Leaves the entry out of the rendered navigation.
           */
          hidden?: boolean;
          /**
           * With `hidden`, keeps the pages in search, the sitemap and llms.txt.
           */
          searchable?: boolean;
          /**
           * Where the tab sits in the tab bar.
           */
          align?: "start" | "end";
          directory?: Directory;
          /**
           * A path of the site starting with / (or #), a mailto: link or a full URL.
           */
          href?: string;
          /**
           * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
           */
          openapi?: OpenapiSource[] | OpenapiSource;
          /**
           * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
           */
          asyncapi?:
            | SpecSource[]
            | (
                | string
                | {
                    source: SpecSource;
                    /**
                     * Folder of the generated pages.
                     */
                    directory?: string;
                  }
              );
          global?: Global;
          languages?: LanguagesList;
          versions?: VersionsList;
          dropdowns?: DropdownsList;
          anchors?: AnchorsList;
          products?: ProductsList;
          groups?: GroupsList;
          pages?: Pages;
          menu?: MenuList;
        }
    );
/**
 * A GraphQL schema: a path in the project or an https:// URL, or `{ source, directory }`.
 */
export type Graphql =
  | string
  | {
      source: string;
      /**
       * Folder of the generated pages.
       */
      directory?: string;
    };
/**
 * Groups of pages.
 *
 * @minItems 1
 */
export type GroupsList = [Group, ...Group[]];
/**
 * Page paths (relative to the root, without extension) and nested groups, in order.
 */
export type Pages = (string | Group1)[];
/**
 * The anchors at this level of the navigation.
 *
 * @minItems 1
 */
export type AnchorsList = [Anchor, ...Anchor[]];
/**
 * The dropdowns at this level of the navigation.
 */
export type DropdownsList = Dropdown[];
/**
 * The menu items at this level of the navigation.
 */
export type MenuList = MenuItem[];
/**
 * The products at this level of the navigation.
 */
export type ProductsList = Product[];
/**
 * A full URL with its scheme, such as https://example.com.
 */
export type Url = string;
/**
 * One font for the whole site, or separate `heading` and `body` fonts.
 */
export type Fonts =
  | Font
  | {
      heading?: Font1;
      body?: Font1;
    };
/**
 * A Shiki theme.
 */
export type ShikiTheme =
  | "andromeeda"
  | "aurora-x"
  | "ayu-dark"
  | "catppuccin-frappe"
  | "catppuccin-latte"
  | "catppuccin-macchiato"
  | "catppuccin-mocha"
  | "dark-plus"
  | "dracula"
  | "dracula-soft"
  | "everforest-dark"
  | "everforest-light"
  | "github-dark"
  | "github-dark-default"
  | "github-dark-dimmed"
  | "github-dark-high-contrast"
  | "github-light"
  | "github-light-default"
  | "github-light-high-contrast"
  | "gruvbox-dark-hard"
  | "gruvbox-dark-medium"
  | "gruvbox-dark-soft"
  | "gruvbox-light-hard"
  | "gruvbox-light-medium"
  | "gruvbox-light-soft"
  | "houston"
  | "kanagawa-dragon"
  | "kanagawa-lotus"
  | "kanagawa-wave"
  | "laserwave"
  | "light-plus"
  | "material-theme"
  | "material-theme-darker"
  | "material-theme-lighter"
  | "material-theme-ocean"
  | "material-theme-palenight"
  | "min-dark"
  | "min-light"
  | "monokai"
  | "night-owl"
  | "nord"
  | "one-dark-pro"
  | "one-light"
  | "plastic"
  | "poimandres"
  | "red"
  | "rose-pine"
  | "rose-pine-dawn"
  | "rose-pine-moon"
  | "slack-dark"
  | "slack-ochin"
  | "snazzy-light"
  | "solarized-dark"
  | "solarized-light"
  | "synthwave-84"
  | "tokyo-night"
  | "vesper"
  | "vitesse-black"
  | "vitesse-dark"
  | "vitesse-light"
  | "css-variables";

/**
 * Configuration of a Mintlify documentation site in the current (v2) layout: theme, name, colours, navigation of products, languages, versions, tabs, dropdowns, anchors, groups and pages, and the site's settings. Validate the config with its `$ref`s resolved. Objects marked `x-rejects-unknown-keys` are those where Mintlify refuses a key it does not know; elsewhere Mintlify drops such a key silently (an editor using this schema flags both).
 */
export interface V2DocsConfig {
  /**
   * The JSON Schema editors use to check this file: a full URL.
   */
  $schema?: string;
  /**
   * The site's theme; every theme takes the same keys, and willow `variations` too.
   */
  theme: "mint" | "maple" | "palm" | "willow" | "linden" | "almond" | "aspen" | "luma" | "sequoia";
  /**
   * Project name; used as the site title.
   */
  name: string;
  /**
   * Description of the site, for search engines and AI tools.
   */
  description?: string;
  /**
   * Whether pages are public by default when authentication is set up.
   */
  public?: boolean;
  colors: Colors;
  /**
   * Path or URL of the logo image, or an object with the light-mode and dark-mode images.
   */
  logo?:
    | string
    | {
        /**
         * Logo shown in light mode.
         */
        light: string;
        /**
         * Logo shown in dark mode.
         */
        dark: string;
        /**
         * Target of a click on the logo; the site's home by default.
         */
        href?: string;
      };
  /**
   * Path to the favicon, or an object with the light-mode and dark-mode favicons.
   */
  favicon?:
    | string
    | {
        /**
         * Image in light mode.
         */
        light: string;
        /**
         * Image in dark mode.
         */
        dark: string;
      };
  navigation: Navigation;
  api?: Api;
  /**
   * Light and dark mode.
   */
  appearance?: {
    /**
     * Mode shown to new readers.
     */
    default?: "system" | "light" | "dark";
    /**
     * Hides the light/dark toggle.
     */
    strict?: boolean;
  };
  /**
   * Background of every page.
   */
  background?: {
    /**
     * Background image.
     */
    image?:
      | string
      | {
          /**
           * Image in light mode.
           */
          light: string;
          /**
           * Image in dark mode.
           */
          dark: string;
        };
    /**
     * Background decoration.
     */
    decoration?: "gradient" | "grid" | "windows";
    color?: ColorPair2;
  };
  navbar?: Navbar;
  footer?: Footer;
  banner?: Banner;
  /**
   * Error pages.
   */
  errors?: {
    /**
     * The page for unknown addresses.
     */
    "404": {
      /**
       * Sends unknown addresses to the home page (the default) instead of a 404 page.
       */
      redirect?: boolean;
      /**
       * Title of the 404 page.
       */
      title?: string;
      /**
       * Text of the 404 page (MDX).
       */
      description?: string;
    };
  };
  /**
   * Search settings.
   */
  search?: {
    /**
     * Placeholder of the search field.
     */
    prompt?: string;
  };
  seo?: Seo;
  fonts?: Fonts;
  /**
   * Icon library.
   */
  icons?: {
    /**
     * The icon library every icon name refers to.
     */
    library: "fontawesome" | "lucide" | "tabler";
  };
  styling?: Styling;
  /**
   * Redirects from old paths to new ones; each `source` once.
   */
  redirects?: {
    /**
     * The old path.
     */
    source: string;
    /**
     * Where it now leads.
     */
    destination: string;
    /**
     * A permanent (308, the default) rather than a temporary (307) redirect.
     */
    permanent?: boolean;
  }[];
  integrations?: Integrations;
  contextual?: Contextual;
  /**
   * Social preview images.
   */
  thumbnails?: {
    /**
     * Light or dark preview images.
     */
    appearance?: "light" | "dark";
    /**
     * Background image path or URL.
     */
    background?: string;
    /**
     * Font of the previews.
     */
    fonts?: {
      /**
       * A Google Fonts family.
       */
      family: string;
    };
  };
  /**
   * Navigation behaviour.
   */
  interaction?: {
    /**
     * Opens a group's first page when the group is expanded.
     */
    drilldown?: boolean;
  };
  /**
   * Page metadata.
   */
  metadata?: {
    /**
     * Shows the last-modified date on every page.
     */
    timestamp?: boolean;
  };
  /**
   * Values for `{{ name }}` placeholders in pages.
   */
  variables?: {
    [k: string]: string | undefined;
  };
  variations?: Variations;
  /**
   * The Markdown served to AI agents.
   */
  markdown?: {
    /**
     * Includes the full API spec in the Markdown of API pages.
     */
    schema?: boolean;
    /**
     * Instructions appended to the Markdown for agents.
     */
    instructions?: string[] | string;
  };
}
/**
 * Hex colour codes of the theme.
 */
export interface Colors {
  /**
   * The brand colour.
   */
  primary: string;
  /**
   * Accent colour in dark mode.
   */
  light?: string;
  /**
   * Accent colour in light mode: buttons, hovers.
   */
  dark?: string;
}
/**
 * The site's navigation: exactly one of products, languages, versions, tabs, dropdowns, anchors, groups, pages, with optional `global` links and `directory`. With several, Mintlify keeps the first in that order and drops the rest.
 */
export interface Navigation {
  products?: ProductsList;
  languages?: LanguagesList;
  versions?: VersionsList;
  tabs?: TabsList;
  dropdowns?: DropdownsList;
  anchors?: AnchorsList;
  groups?: GroupsList;
  pages?: Pages;
  global?: Global;
  directory?: Directory;
  graphql?: {
    [k: string]: unknown | undefined;
  };
  sdk?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A product of the product switcher.
 */
export interface Product {
  /**
   * Name of the product.
   */
  product: string;
  /**
   * Display name of the product.
   */
  name?: string;
  icon?: Icon;
  color?: ColorPair;
  /**
   * Text under the product's name.
   */
  description?: string;
  /**
   * Leaves the entry out of the rendered navigation.
   */
  hidden?: boolean;
  directory?: Directory;
  /**
   * Makes the entry a link to this address instead of a section with children. A relative path needs a leading /.
   */
  href?: string;
  /**
   * OpenAPI file(s) for the endpoint pages below; with no pages, every operation is generated.
   */
  openapi?: OpenapiSource[] | OpenapiSource;
  /**
   * AsyncAPI file(s) for the channel pages below.
   */
  asyncapi?:
    | SpecSource[]
    | (
        | string
        | {
            source: SpecSource;
            /**
             * Folder of the generated pages.
             */
            directory?: string;
          }
      );
  global?: Global;
  languages?: LanguagesList;
  versions?: VersionsList;
  tabs?: TabsList;
  anchors?: AnchorsList;
  dropdowns?: DropdownsList;
  groups?: GroupsList;
  pages?: Pages;
  menu?: MenuList;
  graphql?: {
    [k: string]: unknown | undefined;
  };
  sdk?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * Colours for light and dark mode.
 */
export interface ColorPair {
  light?: HexColor;
  dark?: HexColor;
}
/**
 * Links shown on every section, whatever the nesting: each entry needs `href`.
 */
export interface Global {
  /**
   * Global language links.
   */
  languages?: {
    language: LanguageCode;
    /**
     * The default language.
     */
    default?: boolean;
    /**
     * Leaves the entry out of the rendered navigation.
     */
    hidden?: boolean;
    href: Href;
    openapi?: OpenapiSpec;
    asyncapi?: AsyncapiSpec;
  }[];
  /**
   * Global version links.
   */
  versions?: {
    /**
     * Name of the version.
     */
    version: string;
    /**
     * The default version.
     */
    default?: boolean;
    /**
     * Badge text.
     */
    tag?: string;
    /**
     * Leaves the entry out of the rendered navigation.
     */
    hidden?: boolean;
    href: Href;
    openapi?: OpenapiSpec;
    asyncapi?: AsyncapiSpec;
  }[];
  /**
   * Global tab links.
   */
  tabs?: {
    /**
     * Name of the tab.
     */
    tab: string;
    icon?: Icon;
    /**
     * Leaves the entry out of the rendered navigation.
     */
    hidden?: boolean;
    /**
     * With `hidden`, keeps the pages in search, the sitemap and llms.txt.
     */
    searchable?: boolean;
    /**
     * Where the tab sits in the tab bar.
     */
    align?: "start" | "end";
    href: Href;
    openapi?: OpenapiSpec;
    asyncapi?: AsyncapiSpec;
  }[];
  /**
   * Global dropdown links.
   */
  dropdowns?: {
    /**
     * Name of the dropdown.
     */
    dropdown: string;
    icon?: Icon;
    color?: ColorPair;
    /**
     * Text under the entry.
     */
    description?: string;
    /**
     * Leaves the entry out of the rendered navigation.
     */
    hidden?: boolean;
    href: Href;
    openapi?: OpenapiSpec;
    asyncapi?: AsyncapiSpec;
  }[];
  /**
   * Global anchor links.
   */
  anchors?: {
    /**
     * Name of the anchor.
     */
    anchor: string;
    icon?: Icon;
    color?: ColorPair;
    /**
     * Leaves the entry out of the rendered navigation.
     */
    hidden?: boolean;
    href: Href;
    openapi?: OpenapiSpec;
    asyncapi?: AsyncapiSpec;
  }[];
  /**
   * Global product links.
   */
  products?: {
    /**
     * Name of the product.
     */
    product: string;
    /**
     * Display name.
     */
    name?: string;
    icon?: Icon;
    color?: ColorPair;
    /**
     * Text under the name.
     */
    description?: string;
    /**
     * Leaves the entry out of the rendered navigation.
     */
    hidden?: boolean;
    href: Href;
    openapi?: OpenapiSpec;
    asyncapi?: AsyncapiSpec;
  }[];
}
/**
 * A language of the language switcher.
 */
export interface Language {
  language: LanguageCode;
  /**
   * The language shown first (otherwise the first one).
   */
  default?: boolean;
  /**
   * Leaves the entry out of the rendered navigation.
   */
  hidden?: boolean;
  banner?: Banner;
  footer?: Footer;
  navbar?: Navbar;
  directory?: Directory;
  /**
   * A path of the site starting with / (or #), a mailto: link or a full URL.
   */
  href?: string;
  /**
   * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
   */
  openapi?: OpenapiSource[] | OpenapiSource;
  /**
   * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
   */
  asyncapi?:
    | SpecSource[]
    | (
        | string
        | {
            source: SpecSource;
            /**
             * Folder of the generated pages.
             */
            directory?: string;
          }
      );
  global?: Global;
  versions?: VersionsList;
  tabs?: TabsList;
  dropdowns?: DropdownsList;
  anchors?: AnchorsList;
  products?: ProductsList;
  groups?: GroupsList;
  pages?: Pages;
  graphql?: {
    [k: string]: unknown | undefined;
  };
  sdk?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A banner above every page.
 */
export interface Banner {
  /**
   * The banner's text (links, bold and italic only).
   */
  content: string;
  /**
   * Shows a close button.
   */
  dismissible?: boolean;
  /**
   * Colour scheme of the banner.
   */
  type?: "info" | "warning" | "critical";
  color?: ColorPair1;
}
/**
 * Colours for light and dark mode.
 */
export interface ColorPair1 {
  light?: HexColor;
  dark?: HexColor;
}
/**
 * Footer: social accounts and up to four columns of links.
 */
export interface Footer {
  /**
   * Social accounts: platform name to https:// URL.
   */
  socials?: {
    x?: SecureUrl;
    website?: SecureUrl;
    facebook?: SecureUrl;
    youtube?: SecureUrl;
    discord?: SecureUrl;
    slack?: SecureUrl;
    github?: SecureUrl;
    linkedin?: SecureUrl;
    instagram?: SecureUrl;
    "hacker-news"?: SecureUrl;
    medium?: SecureUrl;
    telegram?: SecureUrl;
    twitter?: SecureUrl;
    "earth-americas"?: SecureUrl;
    bluesky?: SecureUrl;
    threads?: SecureUrl;
    reddit?: SecureUrl;
    podcast?: SecureUrl;
  };
  /**
   * Columns of links.
   *
   * @minItems 1
   * @maxItems 4
   */
  links?: [
    {
      /**
       * Column title.
       */
      header?: string;
      /**
       * @minItems 1
       */
      items: [
        {
          /**
           * Link text.
           */
          label: string;
          href: SecureHref;
        },
        ...{
          /**
           * Link text.
           */
          label: string;
          href: SecureHref;
        }[]
      ];
    },
    ...{
      /**
       * Column title.
       */
      header?: string;
      /**
       * @minItems 1
       */
      items: [
        {
          /**
           * Link text.
           */
          label: string;
          href: SecureHref;
        },
        ...{
          /**
           * Link text.
           */
          label: string;
          href: SecureHref;
        }[]
      ];
    }[]
  ];
}
/**
 * Links of the top bar.
 */
export interface Navbar {
  /**
   * Links of the top bar.
   */
  links?: {
    /**
     * Link text; GitHub and Discord links may leave it out.
     */
    label?: string;
    href: Href;
    icon?: Icon;
    /**
     * `github` or `discord` shows the star or online count.
     */
    type?: string;
  }[];
  /**
   * The button at the right of the top bar: a `button` with a label, or a `github` or `discord` link.
   */
  primary?: {
    /**
     * The kind of button.
     */
    type: "button" | "github" | "discord";
    /**
     * Button text.
     */
    label?: string;
    href: Href;
  };
}
/**
 * A version of the version switcher.
 */
export interface Version {
  /**
   * Name of the version.
   */
  version: string;
  /**
   * The version shown first (otherwise the first one).
   */
  default?: boolean;
  /**
   * Badge text of the version.
   */
  tag?: string;
  /**
   * Leaves the entry out of the rendered navigation.
   */
  hidden?: boolean;
  directory?: Directory;
  /**
   * A path of the site starting with / (or #), a mailto: link or a full URL.
   */
  href?: string;
  /**
   * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
   */
  openapi?: OpenapiSource[] | OpenapiSource;
  /**
   * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
   */
  asyncapi?:
    | SpecSource[]
    | (
        | string
        | {
            source: SpecSource;
            /**
             * Folder of the generated pages.
             */
            directory?: string;
          }
      );
  global?: Global;
  languages?: LanguagesList;
  tabs?: TabsList;
  dropdowns?: DropdownsList;
  anchors?: AnchorsList;
  products?: ProductsList;
  groups?: GroupsList;
  pages?: Pages;
  graphql?: {
    [k: string]: unknown | undefined;
  };
  sdk?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A group of pages; its `pages` hold page paths and nested groups.
 */
export interface Group {
  /**
   * Name of the group.
   */
  group: string;
  pages?: Pages;
  /**
   * The page opened by a click on the group's title.
   */
  root?: string;
  /**
   * Opens a nested group by default.
   */
  expanded?: boolean;
  /**
   * Badge shown beside the group's name.
   */
  tag?: string;
  icon?: Icon;
  /**
   * Leaves the entry out of the rendered navigation.
   */
  hidden?: boolean;
  /**
   * With `hidden`, keeps the pages in search, the sitemap and llms.txt.
   */
  searchable?: boolean;
  /**
   * Public override under authentication.
   */
  public?: boolean;
  /**
   * Search ranking multiplier of the group's pages.
   */
  boost?: number;
  directory?: Directory;
  /**
   * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
   */
  openapi?: OpenapiSource[] | OpenapiSource;
  /**
   * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
   */
  asyncapi?:
    | SpecSource[]
    | (
        | string
        | {
            source: SpecSource;
            /**
             * Folder of the generated pages.
             */
            directory?: string;
          }
      );
  sdk?: Sdk;
  graphql?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A group of pages; its `pages` hold page paths and nested groups.
 */
export interface Group1 {
  /**
   * Name of the group.
   */
  group: string;
  pages?: Pages;
  /**
   * The page opened by a click on the group's title.
   */
  root?: string;
  /**
   * Opens a nested group by default.
   */
  expanded?: boolean;
  /**
   * Badge shown beside the group's name.
   */
  tag?: string;
  icon?: Icon;
  /**
   * Leaves the entry out of the rendered navigation.
   */
  hidden?: boolean;
  /**
   * With `hidden`, keeps the pages in search, the sitemap and llms.txt.
   */
  searchable?: boolean;
  /**
   * Public override under authentication.
   */
  public?: boolean;
  /**
   * Search ranking multiplier of the group's pages.
   */
  boost?: number;
  directory?: Directory;
  /**
   * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
   */
  openapi?: OpenapiSource[] | OpenapiSource;
  /**
   * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
   */
  asyncapi?:
    | SpecSource[]
    | (
        | string
        | {
            source: SpecSource;
            /**
             * Folder of the generated pages.
             */
            directory?: string;
          }
      );
  sdk?: Sdk;
  graphql?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * An SDK whose reference pages are generated.
 */
export interface Sdk {
  /**
   * The documentation format of the SDK.
   */
  format: "typedoc" | "docfx" | "javadoc" | "sphinx" | "phpdoc";
  source: string;
  /**
   * Folder of the generated pages.
   */
  directory?: string;
}
/**
 * An entry of the dropdown menu of the sidebar.
 */
export interface Dropdown {
  /**
   * Name of the dropdown.
   */
  dropdown: string;
  icon?: Icon;
  color?: ColorPair;
  /**
   * Text under the dropdown entry.
   */
  description?: string;
  /**
   * Leaves the entry out of the rendered navigation.
   */
  hidden?: boolean;
  directory?: Directory;
  /**
   * A path of the site starting with / (or #), a mailto: link or a full URL.
   */
  href?: string;
  /**
   * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
   */
  openapi?: OpenapiSource[] | OpenapiSource;
  /**
   * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
   */
  asyncapi?:
    | SpecSource[]
    | (
        | string
        | {
            source: SpecSource;
            /**
             * Folder of the generated pages.
             */
            directory?: string;
          }
      );
  global?: Global;
  languages?: LanguagesList;
  versions?: VersionsList;
  tabs?: TabsList;
  anchors?: AnchorsList;
  products?: ProductsList;
  groups?: GroupsList;
  pages?: Pages;
  graphql?: {
    [k: string]: unknown | undefined;
  };
  sdk?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * An anchor at the top of the sidebar.
 */
export interface Anchor {
  /**
   * Name of the anchor.
   */
  anchor: string;
  icon?: Icon;
  color?: ColorPair;
  /**
   * Leaves the entry out of the rendered navigation.
   */
  hidden?: boolean;
  directory?: Directory;
  /**
   * A path of the site starting with / (or #), a mailto: link or a full URL.
   */
  href?: string;
  /**
   * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
   */
  openapi?: OpenapiSource[] | OpenapiSource;
  /**
   * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
   */
  asyncapi?:
    | SpecSource[]
    | (
        | string
        | {
            source: SpecSource;
            /**
             * Folder of the generated pages.
             */
            directory?: string;
          }
      );
  global?: Global;
  languages?: LanguagesList;
  versions?: VersionsList;
  dropdowns?: DropdownsList;
  tabs?: TabsList;
  products?: ProductsList;
  groups?: GroupsList;
  pages?: Pages;
  graphql?: {
    [k: string]: unknown | undefined;
  };
  sdk?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * An item of a tab's or product's menu.
 */
export interface MenuItem {
  /**
   * Name of the menu item.
   */
  item: string;
  icon?: Icon;
  /**
   * Text under the menu item.
   */
  description?: string;
  /**
   * Leaves the entry out of the rendered navigation.
   */
  hidden?: boolean;
  directory?: Directory;
  /**
   * A path of the site starting with / (or #), a mailto: link or a full URL.
   */
  href?: string;
  /**
   * OpenAPI file(s): a path or URL, an object with `source`, or a list of them.
   */
  openapi?: OpenapiSource[] | OpenapiSource;
  /**
   * AsyncAPI file(s): a path or URL, a list of them, or an object with `source`.
   */
  asyncapi?:
    | SpecSource[]
    | (
        | string
        | {
            source: SpecSource;
            /**
             * Folder of the generated pages.
             */
            directory?: string;
          }
      );
  global?: Global;
  languages?: LanguagesList;
  versions?: VersionsList;
  dropdowns?: DropdownsList;
  anchors?: AnchorsList;
  products?: ProductsList;
  tabs?: TabsList;
  groups?: GroupsList;
  pages?: Pages;
  graphql?: {
    [k: string]: unknown | undefined;
  };
  sdk?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * API reference settings.
 */
export interface Api {
  openapi?: OpenapiSpec;
  asyncapi?: AsyncapiSpec;
  /**
   * Parameter fields.
   */
  params?: {
    /**
     * Whether nested parameters start open.
     */
    expanded?: "all" | "closed";
    /**
     * Spec keys shown as pills on each parameter.
     */
    post?: string[];
  };
  /**
   * The API playground.
   */
  playground?: {
    /**
     * How the playground is shown.
     */
    display?: "interactive" | "simple" | "none" | "auth";
    /**
     * Sends requests through Mintlify's proxy (the default).
     */
    proxy?: boolean;
    /**
     * Sends cookies on cross-origin requests when the proxy is off.
     */
    credentials?: boolean;
  };
  /**
   * `full` always shows the full base URL.
   */
  url?: "full";
  /**
   * Endpoints defined in MDX pages.
   */
  mdx?: {
    /**
     * Authentication.
     */
    auth?: {
      /**
       * Authentication method.
       */
      method?: "bearer" | "basic" | "key" | "cobo";
      /**
       * Header or parameter name.
       */
      name?: string;
    };
    /**
     * Base URL(s) of the endpoints.
     */
    server?: Url[] | Url;
  };
}
/**
 * Colours for light and dark mode.
 */
export interface ColorPair2 {
  light?: HexColor;
  dark?: HexColor;
}
/**
 * Search-engine settings.
 */
export interface Seo {
  /**
   * Meta tags added to every page: tag name to content.
   */
  metatags?: {
    [k: string]: string | undefined;
  };
  /**
   * Meta tags for the pages under a folder.
   */
  paths?: {
    path: string;
    metatags: {
      [k: string]: string | undefined;
    };
  }[];
  /**
   * The organization, emitted as JSON-LD.
   */
  organization?: {
    id?: Url;
    /**
     * Name.
     */
    name?: string;
    /**
     * Legal name.
     */
    legalName?: string;
    url?: Url;
    logo?: Url;
    sameAs?: Url[];
  };
  /**
   * Which pages search engines may index.
   */
  indexing?: "navigable" | "all";
  /**
   * Writes addresses with a trailing slash.
   */
  trailingSlash?: boolean;
}
/**
 * A font.
 */
export interface Font {
  /**
   * The font family, such as Inter.
   */
  family: string;
  /**
   * The font weight, such as 400.
   */
  weight?: number;
  /**
   * A path in the project, or an http(s) URL.
   */
  source?: string;
  /**
   * The font file's format.
   */
  format?: "woff" | "woff2";
}
/**
 * A font.
 */
export interface Font1 {
  /**
   * The font family, such as Inter.
   */
  family: string;
  /**
   * The font weight, such as 400.
   */
  weight?: number;
  /**
   * A path in the project, or an http(s) URL.
   */
  source?: string;
  /**
   * The font file's format.
   */
  format?: "woff" | "woff2";
}
/**
 * Styling.
 */
export interface Styling {
  /**
   * What is shown above a page title.
   */
  eyebrows?: "section" | "breadcrumbs";
  /**
   * Code block theme: `system`, `dark`, or an object with Shiki themes and custom languages.
   */
  codeblocks?:
    | ("system" | "dark")
    | {
        theme?:
          | (
              | "andromeeda"
              | "aurora-x"
              | "ayu-dark"
              | "catppuccin-frappe"
              | "catppuccin-latte"
              | "catppuccin-macchiato"
              | "catppuccin-mocha"
              | "dark-plus"
              | "dracula"
              | "dracula-soft"
              | "everforest-dark"
              | "everforest-light"
              | "github-dark"
              | "github-dark-default"
              | "github-dark-dimmed"
              | "github-dark-high-contrast"
              | "github-light"
              | "github-light-default"
              | "github-light-high-contrast"
              | "gruvbox-dark-hard"
              | "gruvbox-dark-medium"
              | "gruvbox-dark-soft"
              | "gruvbox-light-hard"
              | "gruvbox-light-medium"
              | "gruvbox-light-soft"
              | "houston"
              | "kanagawa-dragon"
              | "kanagawa-lotus"
              | "kanagawa-wave"
              | "laserwave"
              | "light-plus"
              | "material-theme"
              | "material-theme-darker"
              | "material-theme-lighter"
              | "material-theme-ocean"
              | "material-theme-palenight"
              | "min-dark"
              | "min-light"
              | "monokai"
              | "night-owl"
              | "nord"
              | "one-dark-pro"
              | "one-light"
              | "plastic"
              | "poimandres"
              | "red"
              | "rose-pine"
              | "rose-pine-dawn"
              | "rose-pine-moon"
              | "slack-dark"
              | "slack-ochin"
              | "snazzy-light"
              | "solarized-dark"
              | "solarized-light"
              | "synthwave-84"
              | "tokyo-night"
              | "vesper"
              | "vitesse-black"
              | "vitesse-dark"
              | "vitesse-light"
              | "css-variables"
            )
          | {
              light: ShikiTheme;
              dark: ShikiTheme;
            };
        /**
         * Extra languages.
         */
        languages?: {
          /**
           * Paths of Shiki language JSON files.
           */
          custom?: string[];
        };
      };
  /**
   * Loads the LaTeX styles (true) or not (false); unset means detected.
   */
  latex?: boolean;
}
/**
 * Analytics and chat integrations.
 */
export interface Integrations {
  adobe?: {
    launchUrl: Url;
  };
  amplitude?: {
    apiKey: string;
  };
  clarity?: {
    projectId: string;
  };
  clearbit?: {
    publicApiKey: string;
  };
  cookies?: {
    key?: string;
    value?: string;
  };
  fathom?: {
    siteId: string;
  };
  frontchat?: {
    snippetId: string;
  };
  ga4?: {
    measurementId: string;
  };
  gtm?: {
    tagId: string;
  };
  heap?: {
    appId: string;
  };
  hightouch?: {
    writeKey: string;
    apiHost?: string;
  };
  hotjar?: {
    hjid: string;
    hjsv: string;
  };
  intercom?: {
    appId: string;
  };
  koala?: {
    publicApiKey: string;
  };
  logrocket?: {
    appId: string;
  };
  mixpanel?: {
    projectToken: string;
    /**
     * Data region.
     */
    region?: "us" | "eu" | "in";
  };
  onetrust?: {
    domainScript: string;
    categoryId?: string;
    scriptSource?: string;
  };
  pirsch?: {
    id: string;
  };
  plausible?: {
    domain: string;
    server?: string;
  };
  posthog?: {
    apiKey: string;
    apiHost?: Url;
    sessionRecording?: boolean;
  };
  segment?: {
    key: string;
    cdnUrl?: string;
  };
  telemetry?: {
    enabled?: boolean;
  };
  transcend?: {
    bundleId: string;
    analyticsPurpose?: string;
  };
}
/**
 * The page's contextual menu (copy, open in an AI tool, ...).
 */
export interface Contextual {
  /**
   * The menu's entries: preset names or custom options; each once.
   */
  options: (
    | (
        | "copy"
        | "assistant"
        | "view"
        | "download-pdf"
        | "download-spec"
        | "chatgpt"
        | "claude"
        | "perplexity"
        | "grok"
        | "aistudio"
        | "devin"
        | "windsurf"
        | "mcp"
        | "add-mcp"
        | "cursor"
        | "vscode"
        | "devin-mcp"
      )
    | {
        /**
         * Title.
         */
        title: string;
        /**
         * Description.
         */
        description: string;
        icon?: Icon;
        href:
          | string
          | {
              /**
               * The address.
               */
              base: string;
              query?: {
                /**
                 * Name.
                 */
                key: string;
                /**
                 * Value.
                 */
                value: string;
              }[];
            };
      }
  )[];
  /**
   * Where the menu is shown.
   */
  display?: "header" | "toc";
}
/**
 * Variations of the content a reader can switch between (the willow theme), each shown by `<Variation>` blocks in pages.
 */
export interface Variations {
  /**
   * The variations in display order; the first is the default.
   *
   * @minItems 1
   */
  options: [
    {
      /**
       * The variation's stable id, which `<Variation>` names.
       */
      id: string;
      /**
       * The label readers pick.
       */
      label: string;
    },
    ...{
      /**
       * The variation's stable id, which `<Variation>` names.
       */
      id: string;
      /**
       * The label readers pick.
       */
      label: string;
    }[]
  ];
}
