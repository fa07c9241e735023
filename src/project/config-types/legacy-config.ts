/* Generated from src/config/docs.schema.json by scripts/config-types.mjs; do not edit. */

/**
 * Icon style.
 */
export type IconType =
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
 * A link button (`type` `link`, the default, with `name` and `url`), or with `type` `github` a button showing the code repository at `url` with its star count.
 */
export type Button = Button1 & {
  /**
   * `link` shows a button; `github` shows information (including star count) of the code repository found at `url`.
   */
  type?: "link" | "github";
};
export type Button1 =
  | {
      type?: unknown;
      /**
       * The repository to load information from.
       */
      url: string;
    }
  | {
      type?: unknown;
      /**
       * Button text.
       */
      name: string;
      /**
       * The button target: a URL or a path of the site.
       */
      url: string;
      style?: "pill" | "roundedRectangle";
      arrow?: boolean;
    };
/**
 * A link button (`type` `link`, the default, with `name` and `url`), or with `type` `github` a button showing the code repository at `url` with its star count.
 */
export type Button2 = (
  | {
      type?: unknown;
      /**
       * The repository to load information from.
       */
      url: string;
    }
  | {
      type?: unknown;
      /**
       * Button text.
       */
      name: string;
      /**
       * The button target: a URL or a path of the site.
       */
      url: string;
      style?: "pill" | "roundedRectangle";
      arrow?: boolean;
    }
) & {
  /**
   * `link` shows a button; `github` shows information (including star count) of the code repository found at `url`.
   */
  type?: "link" | "github";
};
/**
 * A hex colour, or an object with `from`, an optional `via` and `to`, each a hex colour, for a gradient.
 */
export type AnchorColor = string | Gradient;
/**
 * The OpenAPI file whose operations this section shows: a path from the docs root starting with /, or an http(s) URL.
 */
export type SectionOpenapiFile = string;
/**
 * A full URL with its scheme, such as https://example.com (mailto: links work too).
 */
export type Url = string;
/**
 * A relative path or an http(s) URL of an OpenAPI file.
 */
export type OpenapiFile = string;
/**
 * Map of social platform key to account URL (or, deprecated, a list of `{ "type", "url" }`). The format's specification lists nine platforms: website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news; Mintlify shows ten more.
 */
export type FooterSocials = (
  | {
      type: FooterPlatform;
      url: Url;
    }[]
  | {
      x?: Url;
      website?: Url;
      facebook?: Url;
      youtube?: Url;
      discord?: Url;
      slack?: Url;
      github?: Url;
      linkedin?: Url;
      instagram?: Url;
      "hacker-news"?: Url;
      medium?: Url;
      telegram?: Url;
      twitter?: Url;
      "earth-americas"?: Url;
      bluesky?: Url;
      threads?: Url;
      reddit?: Url;
      podcast?: Url;
    }
) & {
  twitter?: unknown;
  youtube?: BeyondSpecPlatform;
  medium?: BeyondSpecPlatform;
  telegram?: BeyondSpecPlatform;
  "earth-americas"?: BeyondSpecPlatform;
  bluesky?: BeyondSpecPlatform;
  threads?: BeyondSpecPlatform;
  reddit?: BeyondSpecPlatform;
  podcast?: BeyondSpecPlatform;
};
export type FooterPlatform =
  | "x"
  | "website"
  | "facebook"
  | "youtube"
  | "discord"
  | "slack"
  | "github"
  | "linkedin"
  | "instagram"
  | "hacker-news"
  | "medium"
  | "telegram"
  | "twitter"
  | "x-twitter"
  | "earth-americas"
  | "bluesky"
  | "threads"
  | "reddit"
  | "podcast";
export type BeyondSpecPlatform = unknown;
/**
 * Map of social platform key to account URL (or, deprecated, a list of `{ "type", "url" }`). The format's specification lists nine platforms: website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news; Mintlify shows ten more.
 */
export type FooterSocials1 =
  | {
      type: FooterPlatform;
      url: Url;
    }[]
  | {
      x?: Url;
      website?: Url;
      facebook?: Url;
      youtube?: Url;
      discord?: Url;
      slack?: Url;
      github?: Url;
      linkedin?: Url;
      instagram?: Url;
      "hacker-news"?: Url;
      medium?: Url;
      telegram?: Url;
      twitter?: Url;
      "earth-americas"?: Url;
      bluesky?: Url;
      threads?: Url;
      reddit?: Url;
      podcast?: Url;
    };
/**
 * One font for the whole site, or separate fonts for `headings` and `body`.
 */
export type Font =
  | FontDetails
  | {
      headings?: FontDetails1;
      body?: FontDetails1;
    };

/**
 * Configuration of a documentation site: name, navigation, theme colours, logo, top bar, anchors, tabs, versions, API settings, OpenAPI files, footer, feedback buttons, mode toggle, background, analytics and more. It accepts what Mintlify's validator of this layout accepts. Keys marked `x-rejects-unknown-keys` are objects where Mintlify refuses a key it does not know; elsewhere it ignores such keys. `x-beyond-spec` marks what Mintlify accepts beyond the format's specification; `x-unvalidated` marks keys Mintlify accepts with any value.
 */
export interface LegacyDocsConfig {
  /**
   * The JSON Schema editors use to check this file: a full URL.
   */
  $schema?: string;
  /**
   * The Mintlify version the site was written for.
   */
  mintlify?: string;
  /**
   * Project name; used as the global title.
   */
  name: string;
  /**
   * The groups of the navigation, each with its pages.
   *
   * @minItems 1
   */
  navigation: [NavigationGroup, ...NavigationGroup[]];
  /**
   * Path to a logo image, or an object with light-mode and dark-mode logo paths.
   */
  logo?: string | LogoObject;
  /**
   * Path to the favicon image.
   */
  favicon?: string;
  colors?: Colors;
  /**
   * Site theme.
   */
  theme?: "venus" | "quill" | "prism";
  /**
   * Page layout.
   */
  layout?: "topnav" | "sidenav" | "solidSidenav";
  /**
   * Corner style.
   */
  rounded?: "default" | "sharp";
  /**
   * Top bar style.
   */
  topbar?: {
    style?: "gradient" | "default";
  };
  /**
   * Sidebar style.
   */
  sidebar?: {
    items?: "container" | "card" | "border" | "undecorated";
  };
  /**
   * What is shown above a page title.
   */
  eyebrow?: {
    display?: "section" | "breadcrumbs";
  };
  /**
   * Code block style.
   */
  codeBlock?: {
    mode?: "auto" | "dark";
  };
  /**
   * Links shown in the top bar.
   */
  topbarLinks?: Button[];
  topbarCtaButton?: Button2;
  /**
   * Version names; shows a version dropdown in the navigation bar. Use only when several doc versions are shown.
   *
   * @minItems 1
   */
  versions?: [string | VersionObject, ...(string | VersionObject)[]];
  /**
   * Anchors: links shown at the top of the sidebar.
   */
  anchors?: Anchor[];
  topAnchor?: TopAnchor;
  /**
   * Overrides the name of the first tab.
   */
  primaryTab?: {
    /**
     * Label of the first tab.
     */
    name: string;
    isDefaultHidden?: boolean;
  };
  /**
   * Navigational tabs.
   */
  tabs?: Tab[];
  api?: Api;
  /**
   * URL(s) or relative path(s) of OpenAPI file(s).
   */
  openapi?: string | OpenapiFile[];
  footerSocials?: FooterSocials;
  footer?: Footer;
  feedback?: Feedback;
  modeToggle?: ModeToggle;
  /**
   * Background decoration.
   */
  background?: {
    style?: "gradient" | "grid" | "windows";
  };
  /**
   * Image displayed behind every page.
   */
  backgroundImage?: string;
  font?: Font;
  analytics?: Analytics;
  /**
   * Chat widgets.
   */
  integrations?: {
    /**
     * Intercom app ID.
     */
    intercom?: string;
    /**
     * Front chat snippet ID.
     */
    frontchat?: string;
  };
  /**
   * Hides the generator's branding.
   */
  isWhiteLabeled?: boolean;
  /**
   * Meta tags added to every page: tag name to content.
   */
  metadata?: {
    [k: string]: string | undefined;
  };
  /**
   * Search settings.
   */
  search?: {
    /**
     * Placeholder of the search field.
     */
    prompt?: string;
    location?: "side" | "top";
  };
  /**
   * Search-engine settings.
   */
  seo?: {
    /**
     * Lets search engines index pages no navigation lists.
     */
    indexHiddenPages?: boolean;
  };
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
     * A permanent (308) rather than a temporary (307) redirect.
     */
    permanent?: boolean;
  }[];
}
/**
 * A group of pages. Its `pages` hold page paths and, nested, more groups. (Its type, an object, is stated where it is used, so that errors name what is expected there.)
 */
export interface NavigationGroup {
  /**
   * Group name; empty hides the title of a top-level group.
   */
  group: string;
  /**
   * Relative paths (without extension) of the pages of the group, and nested groups.
   *
   * @minItems 1
   */
  pages: [string | NavigationGroup1, ...(string | NavigationGroup1)[]];
  /**
   * Hides the group until the matching docs version is selected. Not in the specification; docsgate checks it against `versions`.
   */
  version?: string;
  /**
   * Group icon.
   */
  icon?: string;
  iconType?: IconType;
  /**
   * Shows the group to readers who are not logged in.
   */
  public?: boolean;
}
/**
 * A group of pages. Its `pages` hold page paths and, nested, more groups. (Its type, an object, is stated where it is used, so that errors name what is expected there.)
 */
export interface NavigationGroup1 {
  /**
   * Group name; empty hides the title of a top-level group.
   */
  group: string;
  /**
   * Relative paths (without extension) of the pages of the group, and nested groups.
   *
   * @minItems 1
   */
  pages: [string | NavigationGroup1, ...(string | NavigationGroup1)[]];
  /**
   * Hides the group until the matching docs version is selected. Not in the specification; docsgate checks it against `versions`.
   */
  version?: string;
  /**
   * Group icon.
   */
  icon?: string;
  iconType?: IconType;
  /**
   * Shows the group to readers who are not logged in.
   */
  public?: boolean;
}
/**
 * Logo paths for light and dark mode.
 */
export interface LogoObject {
  /**
   * Logo path in light mode.
   */
  light: string;
  /**
   * Logo path in dark mode.
   */
  dark: string;
  /**
   * Target of a click on the logo.
   */
  href?: string;
}
/**
 * Hex colour codes for the global theme.
 */
export interface Colors {
  /**
   * Primary colour in light mode: highlights, section headers, accents.
   */
  primary: string;
  /**
   * Primary colour for dark mode.
   */
  light?: string;
  /**
   * Primary colour for important buttons.
   */
  dark?: string;
  /**
   * Background colours; the format's specification expects both when `background` is given.
   */
  background?: {
    /**
     * Light-mode background.
     */
    light?: string;
    /**
     * Dark-mode background.
     */
    dark?: string;
  };
  /**
   * Colour of every anchor icon that sets none itself.
   */
  anchors?: string | Gradient;
  /**
   * A very light shade; deprecated: Mintlify accepts any value and ignores it.
   */
  ultraLight?: {
    [k: string]: unknown | undefined;
  };
  /**
   * A very dark shade; deprecated: Mintlify accepts any value and ignores it.
   */
  ultraDark?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A gradient between hex colours.
 */
export interface Gradient {
  /**
   * Start colour of the gradient.
   */
  from: string;
  /**
   * Middle colour of the gradient.
   */
  via?: string;
  /**
   * End colour of the gradient.
   */
  to: string;
}
/**
 * A version with options: Mintlify reads it; the format's specification lists names only.
 */
export interface VersionObject {
  name: string;
  /**
   * Makes the version a link to another site.
   */
  url?: string;
  /**
   * The version shown first; at most one.
   */
  default?: true;
  locale?:
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
}
/**
 * An anchor: a link at the top of the sidebar, to a section of the docs or to an outside page.
 */
export interface Anchor {
  /**
   * Anchor label.
   */
  name: string;
  /**
   * Name of an icon from an external icon set.
   */
  icon?: string;
  /**
   * Icon style; the format's specification lists brands, duotone, light, sharp-solid, solid and thin.
   */
  iconType?:
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
   * Start of the URL that decides which pages belong to the anchor; generally the folder name of the pages.
   */
  url: string;
  color?: AnchorColor;
  /**
   * Hides the anchor until the matching docs version is selected.
   */
  version?: string;
  /**
   * When true, the anchor is hidden until a user is linked directly to docs inside it.
   */
  isDefaultHidden?: boolean;
  openapi?: SectionOpenapiFile;
}
/**
 * Overrides defaults of the top-most anchor.
 */
export interface TopAnchor {
  /**
   * Label of the top-most anchor.
   */
  name: string;
  /**
   * Icon of the top-most anchor.
   */
  icon?: string;
  /**
   * Icon style; the format's specification lists brands, duotone, light, sharp-solid, solid and thin.
   */
  iconType?:
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
}
/**
 * A navigational tab.
 */
export interface Tab {
  /**
   * Tab label.
   */
  name: string;
  /**
   * Start of the URL that decides which pages belong to the tab; generally the folder name.
   */
  url: string;
  /**
   * Hides the tab until the matching docs version is selected.
   */
  version?: string;
  /**
   * Hides the tab until a user is linked directly to docs inside it.
   */
  isDefaultHidden?: boolean;
  openapi?: SectionOpenapiFile;
}
/**
 * API settings.
 */
export interface Api {
  /**
   * Base URL of all API endpoints. When an array, the user can toggle between the base URLs.
   */
  baseUrl?: string | Url[];
  /**
   * Authentication used by the API playground for all documented endpoints.
   */
  auth?: {
    /**
     * Authentication strategy for all documented endpoints.
     */
    method?: "bearer" | "basic" | "key" | "cobo";
    /**
     * Name of the authentication parameter in the playground. When `method` is `basic`, the format is `[usernameName]:[passwordName]`.
     */
    name?: string;
    /**
     * Default prefix placed in the authentication input field.
     */
    inputPrefix?: string;
  };
  /**
   * API playground settings.
   */
  playground?: {
    /**
     * `show`: playground displayed; `hide`: hidden; `simple`: endpoint displayed without added interactivity.
     */
    mode?: "show" | "simple" | "hide";
    /**
     * Sends playground requests straight from the browser rather than through a proxy.
     */
    disableProxy?: boolean;
  };
  /**
   * Request example settings.
   */
  request?: {
    example?: {
      showOptionalParams?: boolean;
      languages?: string[];
    };
  };
  /**
   * When enabled, key order on OpenAPI pages matches the order in the OpenAPI file.
   */
  maintainOrder?: boolean;
  /**
   * Parameter field settings.
   */
  paramFields?: {
    expanded?: "all" | "topLevel" | "topLevelOneOfs" | "none";
    post?: string[];
  };
}
/**
 * Footer: social accounts and up to four columns of links.
 */
export interface Footer {
  socials?: FooterSocials1;
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
      title?: string;
      /**
       * @minItems 1
       */
      links: [
        {
          label: string;
          /**
           * A full URL, or a path of the site starting with /.
           */
          url: string;
        },
        ...{
          label: string;
          /**
           * A full URL, or a path of the site starting with /.
           */
          url: string;
        }[]
      ];
    },
    ...{
      /**
       * Column title.
       */
      title?: string;
      /**
       * @minItems 1
       */
      links: [
        {
          label: string;
          /**
           * A full URL, or a path of the site starting with /.
           */
          url: string;
        },
        ...{
          label: string;
          /**
           * A full URL, or a path of the site starting with /.
           */
          url: string;
        }[]
      ];
    }[]
  ];
}
/**
 * Feedback buttons.
 */
export interface Feedback {
  /**
   * Enables a button to suggest edits through pull requests.
   */
  suggestEdit?: boolean;
  /**
   * Enables a button to raise an issue about the documentation.
   */
  raiseIssue?: boolean;
  /**
   * Enables a thumbs-up/down rating of each page.
   */
  thumbsRating?: boolean;
}
/**
 * Dark/light toggle settings.
 */
export interface ModeToggle {
  /**
   * Mode shown to new users. Unset: follows the user's operating system.
   */
  default?: "light" | "dark";
  /**
   * Hides the toggle. With `default` set, it forces a single mode.
   */
  isHidden?: boolean;
}
/**
 * A font.
 */
export interface FontDetails {
  /**
   * The font family, such as "Open Sans".
   */
  family: string;
  /**
   * The font weight, such as 400.
   */
  weight?: number;
  /**
   * A full URL with its scheme, such as https://example.com (mailto: links work too).
   */
  url?: string;
  format?: "woff" | "woff2";
}
/**
 * A font.
 */
export interface FontDetails1 {
  /**
   * The font family, such as "Open Sans".
   */
  family: string;
  /**
   * The font weight, such as 400.
   */
  weight?: number;
  /**
   * A full URL with its scheme, such as https://example.com (mailto: links work too).
   */
  url?: string;
  format?: "woff" | "woff2";
}
/**
 * Analytics integrations.
 */
export interface Analytics {
  adobe?: AnalyticsTool;
  amplitude?: AnalyticsTool1;
  clarity?: AnalyticsTool2;
  clearbit?: AnalyticsTool3;
  fathom?: AnalyticsTool4;
  ga4?: AnalyticsTool5;
  gtm?: AnalyticsTool6;
  heap?: AnalyticsTool7;
  hightouch?: AnalyticsTool8;
  hotjar?: AnalyticsTool9;
  koala?: AnalyticsTool10;
  logrocket?: AnalyticsTool11;
  mixpanel?: AnalyticsTool12;
  pirsch?: AnalyticsTool13;
  posthog?: AnalyticsTool14;
  plausible?: AnalyticsTool15;
  segment?: AnalyticsTool16;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool {
  launchUrl: Url;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool1 {
  apiKey: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool2 {
  projectId: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool3 {
  publicApiKey: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool4 {
  siteId: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool5 {
  measurementId: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool6 {
  tagId: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool7 {
  appId: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool8 {
  writeKey: string;
  apiHost?: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool9 {
  hjid: string;
  hjsv: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool10 {
  publicApiKey: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool11 {
  appId: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool12 {
  projectToken: string;
  region?: "us" | "eu" | "in";
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool13 {
  id: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool14 {
  apiKey: string;
  apiHost?: Url;
  sessionRecording?: boolean;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool15 {
  domain: string;
  server?: string;
}
/**
 * The settings of one analytics integration.
 */
export interface AnalyticsTool16 {
  key: string;
  /**
   * A full URL with its scheme, such as https://example.com (mailto: links work too).
   */
  cdnUrl?: string;
}
