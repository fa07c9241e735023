import type { AttributeSpec, ComponentSpec } from "../../components/catalogue.js";

/** What hover shows of a component: its purpose, where it stands, and every attribute it takes. */
export function componentMarkdown(spec: ComponentSpec): string {
  const lines = [`**\`<${spec.name}>\`** ${spec.purpose}`];
  if (spec.parent) lines.push("", `Goes directly inside \`<${spec.parent}>\`.`);
  if (spec.children?.kind === "components")
    lines.push("", `Holds only ${spec.children.names.map((name) => `\`<${name}>\``).join(", ")}.`);
  if (spec.onePerPage) lines.push("", "Mintlify shows only the first one of a page.");
  if (!spec.attributes) {
    lines.push("", "Mintlify does not document its attributes: docsgate checks none.");
    return lines.join("\n");
  }
  const names = Object.keys(spec.attributes);
  if (names.length > 0) {
    lines.push("", "| Attribute | Type | |", "| --- | --- | --- |");
    for (const name of names) lines.push(`| \`${name}\` | ${spec.attributes[name]!.type} | ${notes(spec, name)} |`);
  }
  if (spec.oneOf)
    lines.push(
      "",
      `${spec.oneOf.exactly ? "Exactly one" : "At least one"} of ${codeList(spec.oneOf.names)} is required.`,
    );
  return lines.join("\n");
}

/** What hover shows of one attribute of a component. */
export function attributeMarkdown(spec: ComponentSpec, name: string): string | undefined {
  const attribute = spec.attributes?.[name];
  if (!attribute) return undefined;
  const said = notes(spec, name);
  return `\`${name}\` (${attribute.type}) of \`<${spec.name}>\`${said ? `: ${said}` : ""}`;
}

/** Required, what the site shows it as, the values it takes, whether Mintlify ignores or does not document it. */
function notes(spec: ComponentSpec, name: string): string {
  const attribute: AttributeSpec = spec.attributes![name]!;
  const said: string[] = [];
  if (spec.required.includes(name)) said.push("**required**");
  if (attribute.shownAs) said.push(attribute.shownAs);
  if (attribute.allowed) said.push(`one of ${codeList(attribute.allowed.values)}`);
  if (attribute.range)
    said.push(`from ${attribute.range[0]}${attribute.range[1] === Infinity ? " up" : ` to ${attribute.range[1]}`}`);
  const ignored = spec.ignored?.[name];
  if (ignored) said.push(`ignored: ${ignored}`);
  if (!attribute.documented) said.push("not documented by Mintlify");
  return said.join("; ");
}

/** Names as inline code, comma separated. */
function codeList(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(", ");
}
