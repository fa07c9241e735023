/**
 * Tailwind 3's compiler without its PostCSS plugin (lib/plugin.js), which also loads config files from disk (through
 * jiti and sucrase, 3 MB of bundle the build never runs): given the Tailwind context the build makes, it expands the
 * stylesheet's `@tailwind` directives. `setupContext` returns what makes the context (lib/plugin.js's
 * setupTrackingContext has it look for changed files first).
 */
declare module "tailwindcss-v3/lib/processTailwindFeatures.js" {
  import type { Result, Root } from "postcss";

  interface ChangedContent {
    content: string;
    extension: string;
  }
  interface SetupHelpers {
    createContext(config: unknown, changedContent: ChangedContent[]): unknown;
  }
  type ProcessTailwindFeatures = (
    setupContext: (helpers: SetupHelpers) => () => unknown,
  ) => (root: Root, result: Result) => Promise<void>;
  const features: ProcessTailwindFeatures | { default: ProcessTailwindFeatures };
  export default features;
}
