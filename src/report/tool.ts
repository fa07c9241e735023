import packageJson from "../../package.json" with { type: "json" };

/** Name and version of this tool, as reports and `--version` show them. */
export const TOOL = { name: packageJson.name, version: packageJson.version } as const;
