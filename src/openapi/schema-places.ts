import {
  detectSpec,
  getTypes,
  normalizeTypes,
  normalizeVisitors,
  resolveDocument,
  walkDocument,
  type BaseResolver,
  type Config,
  type Document,
  type Oas3Visitor,
} from "@redocly/openapi-core";

/**
 * In OpenAPI 3.1 a Schema Object is a JSON Schema, and the OpenAPI schema Mintlify validates a
 * spec with leaves what is inside it alone: a keyword JSON Schema does not define (`nullable`,
 * `min_items`) or a keyword's odd value does not keep the file from being published. redocly's
 * `struct` reports them all the same; this tells them apart.
 *
 * Returns a test of whether a place (file and JSON pointer) lies inside a Schema Object, or
 * undefined for files before 3.1, whose schema Mintlify holds to the letter. The Schema Objects
 * are found by redocly's own walker, which knows every place one can stand (`$ref`s included).
 */
export async function schemaTest31(
  document: Document,
  resolver: BaseResolver,
  config: Config,
): Promise<((absoluteRef: string, pointer: string) => boolean) | undefined> {
  const specVersion = detectSpec(document.parsed);
  if (specVersion !== "oas3_1" && specVersion !== "oas3_2") return undefined;
  const types = normalizeTypes(getTypes(specVersion));
  const resolvedRefMap = await resolveDocument({
    rootDocument: document,
    rootType: types.Root,
    externalRefResolver: resolver,
  });
  const schemas = new Set<string>();
  const visitor: Oas3Visitor = {
    Schema: { enter: (_node, { location }) => void schemas.add(`${location.source.absoluteRef}${location.pointer}`) },
  };
  walkDocument({
    document,
    rootType: types.Root,
    normalizedVisitors: normalizeVisitors<Oas3Visitor>([{ severity: "warn", ruleId: "schema-places", visitor }], types),
    resolvedRefMap,
    ctx: { problems: [], specVersion, config, visitorsData: {} },
  });
  return (absoluteRef, pointer) => {
    const segments = pointer.split("/");
    for (let end = segments.length - 1; end >= 1; end--) {
      if (schemas.has(`${absoluteRef}${segments.slice(0, end).join("/")}`)) return true;
    }
    return false;
  };
}
