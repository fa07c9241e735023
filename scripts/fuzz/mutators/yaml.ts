import { isMap, parseDocument, visit, type Document, type YAMLMap } from "yaml";
import type { ProjectFiles } from "../project-files.js";
import { aliasBomb } from "./markdown.js";
import { bytesOf, filesWhere, insertAt, isStyleFile, isYaml, setBytes, type Mutator } from "./mutator.js";

const yamlFiles = (files: ProjectFiles) => filesWhere(files, isYaml);

/** The file as a YAML document, or undefined when it does not parse cleanly (or nests too deep for the parser). */
function parsed(data: Buffer): Document | undefined {
  try {
    const doc = parseDocument(data.toString("utf8"), { uniqueKeys: false });
    return doc.errors.length ? undefined : doc;
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** `data` with `block` as a new top-level key at its end (after a line break, if it lacks one). */
function appendTopLevel(data: Buffer, block: string): Buffer {
  const gap = data.length === 0 || data.at(-1) === 10 ? "" : "\n";
  return insertAt(data, data.length, `${gap}${block}`);
}

const yamlAliasBomb: Mutator = {
  name: "yaml-alias-bomb",
  weight: 1,
  targets: yamlFiles,
  apply(files, file, rng) {
    const levels = rng.int(3, 10);
    const width = rng.int(2, 10);
    setBytes(files, file, appendTopLevel(bytesOf(files, file), `x-fuzz-bomb:\n${aliasBomb(levels, width, "  ")}`));
    return `an alias bomb of ${width}^${levels} nodes appended`;
  },
};

const yamlRecursiveAlias: Mutator = {
  name: "yaml-recursive-alias",
  weight: 1,
  targets: yamlFiles,
  apply(files, file, rng) {
    const block = rng.pick([
      "x-fuzz-loop: &loop\n  self: *loop\n",
      "x-fuzz-loop: &loop\n  - *loop\n",
      "x-fuzz-loop: &loop\n  properties:\n    child: *loop\n",
    ]);
    setBytes(files, file, appendTopLevel(bytesOf(files, file), block));
    return "a mapping that contains itself appended";
  },
};

const yamlDeep: Mutator = {
  name: "yaml-deep",
  weight: 1,
  targets: yamlFiles,
  apply(files, file, rng) {
    const flow = rng.chance(0.5);
    const depth = flow ? rng.logInt(10, 50_000) : rng.logInt(10, 1_000);
    const block = flow
      ? `x-fuzz-deep: ${"[".repeat(depth)}${"]".repeat(depth)}\n`
      : `x-fuzz-deep:\n${Array.from({ length: depth }, (_, i) => `${"  ".repeat(i + 1)}k${i}:`).join("\n")} v\n`;
    setBytes(files, file, appendTopLevel(bytesOf(files, file), block));
    return `a value nested ${depth} deep${flow ? " in flow style" : ""} appended`;
  },
};

/** OpenAPI `$ref`s: to themselves, to the document's root, out of the root, to the network, in a loop between files. */
function specRefTargets(file: string): string[] {
  const depth = file.split("/").length;
  const name = file.split("/").at(-1)!;
  return [
    "#/components/schemas/FuzzLoop",
    "#",
    "#/",
    "#/paths",
    `${name}#/paths`,
    name,
    "fuzz-spec-a.yaml",
    "../../../../../../etc/passwd",
    `${"../".repeat(depth)}outside/spec.yaml`,
    "/etc/passwd",
    "file:///etc/passwd",
    "http://127.0.0.1:9/spec.yaml",
    "#/components/schemas/Missing",
    "#/%ZZ",
    "",
  ];
}

const openapiRef: Mutator = {
  name: "openapi-ref",
  weight: 2,
  targets: (files) =>
    filesWhere(
      files,
      (file, data) => isYaml(file) && !isStyleFile(file) && /^(openapi|swagger):/m.test(data.toString("utf8")),
    ),
  apply(files, file, rng) {
    const target = rng.pick(specRefTargets(file));
    const doc = parsed(bytesOf(files, file));
    const maps: YAMLMap[] = [];
    if (doc) visit(doc, { Map: (_, node) => void maps.push(node) });
    if (!doc || maps.length === 0) {
      setBytes(files, file, appendTopLevel(bytesOf(files, file), `x-fuzz-ref:\n  $ref: ${JSON.stringify(target)}\n`));
      return `a $ref to ${JSON.stringify(target)} appended`;
    }
    const map = rng.pick(maps);
    map.set("$ref", target);
    if (target === "#/components/schemas/FuzzLoop")
      doc.setIn(["components", "schemas", "FuzzLoop"], doc.createNode({ $ref: "#/components/schemas/FuzzLoop" }));
    if (target === "fuzz-spec-a.yaml") {
      const dir = file.includes("/") ? `${file.slice(0, file.lastIndexOf("/"))}/` : "";
      setBytes(files, `${dir}fuzz-spec-a.yaml`, Buffer.from("$ref: fuzz-spec-b.yaml\n"));
      setBytes(files, `${dir}fuzz-spec-b.yaml`, Buffer.from("$ref: fuzz-spec-a.yaml\n"));
    }
    setBytes(files, file, Buffer.from(doc.toString({ lineWidth: 0 })));
    return `a mapping given a $ref to ${JSON.stringify(target)}`;
  },
};

/** Patterns that backtrack without end on a run of the same letter, and the text that makes them. */
const SLOW_PATTERNS = ["(a+)+$", "(a|a)+$", "(a|aa)+b", "^(\\w+\\s?)*$", "(.*a){20}"];

const styleSlowPattern: Mutator = {
  name: "style-slow-pattern",
  // Rarely: every run it makes is a hang until style patterns get a time bound, and a hang costs a minute or more.
  weight: 0.2,
  targets: (files) => filesWhere(files, isStyleFile),
  apply(files, file, rng) {
    const pattern = rng.pick(SLOW_PATTERNS);
    const doc = parsed(bytesOf(files, file));
    if (!doc || !isMap(doc.contents)) {
      setBytes(files, file, appendTopLevel(bytesOf(files, file), `tokens:\n  - ${JSON.stringify(pattern)}\n`));
    } else {
      const key = doc.has("tokens") ? "tokens" : doc.has("swap") ? "swap" : "tokens";
      if (key === "swap") doc.setIn(["swap", pattern], "x");
      else doc.set("tokens", doc.createNode([pattern]));
      setBytes(files, file, Buffer.from(doc.toString({ lineWidth: 0 })));
    }
    // A page for the pattern to run on: the canary is never damaged, so this one is new.
    setBytes(
      files,
      "fuzz-slow-text.mdx",
      Buffer.from(
        `---\ntitle: Slow text\ndescription: Text a slow pattern backtracks on.\n---\n\n${"a".repeat(rng.int(30, 5_000))}!\n`,
      ),
    );
    return `the pattern ${pattern} given to the style rule`;
  },
};

export const YAML_MUTATORS: readonly Mutator[] = [
  yamlAliasBomb,
  yamlRecursiveAlias,
  yamlDeep,
  openapiRef,
  styleSlowPattern,
];
