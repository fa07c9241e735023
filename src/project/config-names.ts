/** The config's names, in the order a docs root is searched for them. */
export const CONFIG_NAMES = ["docs.json", "mint.json"] as const;

export type ConfigName = (typeof CONFIG_NAMES)[number];
