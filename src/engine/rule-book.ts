import type { RuleMeta, SeveritySetting } from "../diagnostics/diagnostic.js";

/** The rules of one run, as the engine needs them. */
export interface RuleBook {
  /** The rule's metadata; throws for an id no rule has (a programmer error). */
  meta(ruleId: string): RuleMeta;
  /** The severity docsgate.config.json gives the rule, when it names it. */
  setting(ruleId: string): SeveritySetting | undefined;
}

/**
 * A rule book from metadata and the settings' severities; `fallback` makes the metadata of ids
 * no list can hold (redocly's rules, those a redocly.yaml defines).
 */
export function createRuleBook(
  metas: Iterable<RuleMeta>,
  settings: ReadonlyMap<string, SeveritySetting>,
  fallback?: (ruleId: string) => RuleMeta | undefined,
): RuleBook {
  const byId = new Map([...metas].map((meta) => [meta.id, meta]));
  return {
    meta(ruleId) {
      const meta = byId.get(ruleId) ?? fallback?.(ruleId);
      if (!meta) throw new Error(`A report names no rule: ${ruleId}`);
      return meta;
    },
    setting: (ruleId) => settings.get(ruleId),
  };
}

/**
 * The severity a rule runs with in this project: its setting, else its default. A stage skips the rules that are off.
 */
export function ruleSeverity(book: RuleBook, ruleId: string): SeveritySetting {
  return book.setting(ruleId) ?? book.meta(ruleId).defaultSeverity;
}
