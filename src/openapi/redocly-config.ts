import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  createConfig,
  getLineColLocation,
  loadIgnoreConfig,
  makeDocumentFromString,
  YamlParseError,
  type Config,
  type Document,
} from "@redocly/openapi-core";
import { unreadableYaml } from "../project/yaml-guard.js";
import { REDOCLY_CONFIG_ID, REDOCLY_UNSUPPORTED_ID } from "./rule-ids.js";
import type { RootResolver } from "./root-resolver.js";
import { escapePointer } from "./spec-documents.js";
import type { SpecProblem } from "./types.js";

/** redocly's own rulesets: the only `extends` entries docsgate applies. */
const PRESETS = new Set(["recommended", "recommended-strict", "minimal", "all", "spec"]);
/** The parts of a redocly config that say which rules run, and how. */
const RULE_KEYS = ["rules", "oas2Rules", "oas3_0Rules", "oas3_1Rules", "oas3_2Rules"] as const;
const IGNORE_FILE = ".redocly.lint-ignore.yaml";

/**
 * createConfig loads `@theme/plugin.js` from the folder of the config path it is given (by
 * default the working directory, which in the action is the repository). Naming a config file
 * in docsgate's own folder keeps that from ever running code from the docs repository.
 */
const OWN_CONFIG_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "redocly.yaml");

type RawConfig = Record<string, unknown>;

/**
 * The redocly rules for each spec: the docs root's redocly.yaml when there is one (its
 * `extends` of redocly's rulesets, its rules, and an `apis` entry whose `root` is the spec),
 * else the recommended ruleset. Plugins are never run and other config files never read; each
 * part left out is reported, and a config that cannot be read falls back to the recommended set.
 */
export class RedoclyConfigs {
  readonly problems: SpecProblem[] = [];
  private readonly configs = new Map<string, Promise<Config>>();
  private raw: RawConfig = { extends: ["recommended"] };
  private apis: { root: string; raw: RawConfig }[] = [];

  private constructor(
    private readonly root: string,
    private readonly resolver: RootResolver,
    private readonly file?: string,
  ) {}

  static load(root: string, resolver: RootResolver, file?: string): RedoclyConfigs {
    const configs = new RedoclyConfigs(root, resolver, file);
    if (file) configs.read(file);
    return configs;
  }

  /**
   * The redocly rules whose level the team's config sets for a spec (in `rules` or a per-version
   * rule map, at the top or in the spec's `apis` entry). Only these keep redocly's level; the
   * rulesets' levels give way to docsgate's defaults.
   */
  teamRules(spec: string): ReadonlySet<string> {
    const api = this.apis.find((entry) => entry.root === spec);
    const ids = new Set<string>();
    for (const raw of api ? [this.raw, api.raw] : [this.raw]) {
      for (const key of RULE_KEYS) {
        const rules = raw[key];
        if (rules !== null && typeof rules === "object" && !Array.isArray(rules))
          for (const id of Object.keys(rules)) ids.add(id);
      }
    }
    return ids;
  }

  /** The config for a spec, by its path relative to the docs root (or its URL). */
  forSpec(spec: string): Promise<Config> {
    const api = this.apis.find((entry) => entry.root === spec);
    const key = api ? `api:${spec}` : "";
    let config = this.configs.get(key);
    if (!config) {
      config = this.create(api ? { ...this.raw, ...api.raw } : this.raw);
      this.configs.set(key, config);
    }
    return config;
  }

  private async create(raw: RawConfig): Promise<Config> {
    let config: Config;
    try {
      config = await createConfig(withoutDuplicates(raw), {
        configPath: OWN_CONFIG_PATH,
        externalRefResolver: this.resolver,
      });
    } catch (error) {
      this.problem(
        REDOCLY_CONFIG_ID,
        `${this.file} cannot be applied: ${(error as Error).message} docsgate uses redocly's recommended rules instead.`,
        { line: 1, column: 1 },
      );
      config = await createConfig(withoutDuplicates({ extends: ["recommended"] }), { configPath: OWN_CONFIG_PATH });
    }
    if (this.file && existsSync(path.join(this.root, IGNORE_FILE))) {
      config.ignore = await loadIgnoreConfig(path.join(this.root, this.file), this.resolver);
    }
    return config;
  }

  private read(file: string): void {
    let document: Document;
    try {
      const text = readFileSync(path.join(this.root, file), "utf8");
      const unreadable = unreadableYaml(text);
      if (unreadable) {
        this.problem(
          REDOCLY_CONFIG_ID,
          `${unreadable.message(file)} docsgate uses redocly's recommended rules instead.`,
          { line: unreadable.line, column: unreadable.column },
        );
        return;
      }
      document = makeDocumentFromString(text, path.join(this.root, file));
    } catch (error) {
      const at =
        error instanceof YamlParseError && error.line
          ? { line: error.line, column: error.col }
          : { line: 1, column: 1 };
      const reason =
        error instanceof YamlParseError
          ? `it is not valid YAML: ${error.message.replace(/\s*in "[^"]*"\s*\(\d+:\d+\)$/, "").replace(/\s*\(\d+:\d+\)$/, "")}`
          : (error as Error).message;
      this.problem(
        REDOCLY_CONFIG_ID,
        `${file} cannot be read, so docsgate uses redocly's recommended rules: ${reason}. Correct the file.`,
        at,
      );
      return;
    }
    const value = document.parsed;
    if (value === null || value === undefined) return;
    if (typeof value !== "object" || Array.isArray(value)) {
      this.problem(
        REDOCLY_CONFIG_ID,
        `${file} must be a YAML mapping (keys such as \`extends\` and \`rules\`); docsgate uses redocly's recommended rules instead.`,
        { line: 1, column: 1 },
      );
      return;
    }
    const config = value as RawConfig;
    const at = (pointer: string) => {
      const { start } = getLineColLocation({ source: document.source, pointer, reportOnKey: true });
      return { line: start.line, column: start.col };
    };
    this.raw = this.ruleParts(config, "#", at);
    if ("plugins" in config) {
      this.problem(
        REDOCLY_UNSUPPORTED_ID,
        `The plugins in ${file} are not run: docsgate never runs code from the repository, so rules and rulesets from plugins are not applied.`,
        at("#/plugins"),
      );
    }
    const apis = config.apis;
    if (apis !== null && typeof apis === "object" && !Array.isArray(apis)) {
      for (const [name, api] of Object.entries(apis as Record<string, unknown>)) {
        if (api === null || typeof api !== "object" || typeof (api as RawConfig).root !== "string") continue;
        const specRoot = path.posix.normalize(((api as RawConfig).root as string).replace(/^\.\//, ""));
        this.apis.push({ root: specRoot, raw: this.ruleParts(api as RawConfig, `#/apis/${escapePointer(name)}`, at) });
      }
    }
  }

  /** `extends` (redocly's rulesets only) and the rule settings of one level of the config. */
  private ruleParts(
    config: RawConfig,
    pointer: string,
    at: (pointer: string) => { line: number; column: number },
  ): RawConfig {
    const parts: RawConfig = {};
    for (const key of RULE_KEYS) if (config[key] !== undefined) parts[key] = config[key];
    const extendsValue = config.extends;
    if (extendsValue === undefined) {
      if (pointer === "#") parts.extends = ["recommended"];
      return parts;
    }
    const names = Array.isArray(extendsValue) ? extendsValue : [extendsValue];
    parts.extends = names.filter((name, i) => {
      if (typeof name === "string" && PRESETS.has(name)) return true;
      this.problem(
        REDOCLY_UNSUPPORTED_ID,
        `\`extends\` entry ${JSON.stringify(name)} in ${this.file} is not applied: docsgate applies redocly's own rulesets (${[...PRESETS].join(", ")}), not other config files or plugins.`,
        at(Array.isArray(extendsValue) ? `${pointer}/extends/${i}` : `${pointer}/extends`),
      );
      return false;
    });
    return parts;
  }

  private problem(ruleId: string, message: string, at: { line: number; column: number }): void {
    this.problems.push({ ruleId, message, place: { file: this.file!, ...at } });
  }
}

/**
 * docsgate's openapi/error-responses checks both a success and an error response per operation,
 * so redocly's two rules for the same are off unless the team's redocly.yaml sets them.
 */
const COVERED_BY_DOCSGATE = { "operation-2xx-response": "off", "operation-4xx-response": "off" };

function withoutDuplicates(raw: RawConfig): RawConfig {
  const rules =
    raw.rules !== null && typeof raw.rules === "object" && !Array.isArray(raw.rules) ? (raw.rules as RawConfig) : {};
  return { ...raw, rules: { ...COVERED_BY_DOCSGATE, ...rules } };
}
