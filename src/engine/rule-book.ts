import type { RuleMeta, SeveritySetting } from "../diagnostics/diagnostic.js";

/**
 * The rules of one run: what every stage asks whether a rule is on and at what severity (the page pass, the rules, the
 * site build, the engine), so no stage reads the settings' severities on its own.
 */
export interface RuleBook {
  /** The rule's metadata; throws for an id no rule has (a programmer error). */
  meta(ruleId: string): RuleMeta;
  /** The severity docsgate.config.json gives the rule, when it names it. */
  setting(ruleId: string): SeveritySetting | undefined;
  /** The severity the rule runs with in this project: its setting, else its default. */
  severity(ruleId: string): SeveritySetting;
  /** Whether the rule runs in this project: a stage skips the rules that are off. */
  isOn(ruleId: string): boolean;
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
  const meta = (ruleId: string): RuleMeta => {
    const found = byId.get(ruleId) ?? fallback?.(ruleId);
    if (!found) throw new Error(`A report names no rule: ${ruleId}`);
    return found;
  };
  const severity = (ruleId: string): SeveritySetting => settings.get(ruleId) ?? meta(ruleId).defaultSeverity;
  return {
    meta,
    setting: (ruleId) => settings.get(ruleId),
    severity,
    isOn: (ruleId) => severity(ruleId) !== "off",
  };
}
