import { describe, expect, test } from "vitest";
import { MAX_JSON_DEPTH } from "../../../src/project/json-source.js";
import {
  childOf,
  cutDeepNesting,
  deref,
  field,
  nodeId,
  refOf,
  refTarget,
  specRoot,
  type SpecData,
} from "../../../src/openapi/spec-data.js";

const PET = { type: "object", title: "Pet" };
const SPEC: SpecData = {
  file: "api/openapi.yaml",
  documents: {
    "api/openapi.yaml": {
      paths: { "/users/{id}": { get: {} }, "/a~b": { get: {} }, "/with space": {} },
      components: {
        schemas: {
          Pet: PET,
          Alias: { $ref: "#/components/schemas/Pet" },
          Loop1: { $ref: "#/components/schemas/Loop2" },
          Loop2: { $ref: "#/components/schemas/Loop1" },
          Self: { $ref: "#/components/schemas/Self" },
        },
      },
      servers: [{ url: "https://one.test" }, { url: "https://two.test" }],
    },
    "api/other.yaml": { Pet: { type: "string" }, Far: { $ref: "../common.yaml#/components/x" } },
    "api/schemas/pet.yaml": { title: "Whole file", next: { $ref: "../other.yaml#/Pet" } },
    "common.yaml": { components: { x: { type: "integer" } } },
  },
};

const at = (document: string, ...pointer: string[]) => ({
  document,
  pointer,
  node: pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], SPEC.documents[document]),
});

describe("refTarget", () => {
  test("a local pointer", () => {
    expect(refTarget(SPEC, "api/openapi.yaml", "#/components/schemas/Pet")).toEqual({
      document: "api/openapi.yaml",
      pointer: ["components", "schemas", "Pet"],
      node: PET,
    });
  });

  test("files relative to the directory of the document the ref sits in", () => {
    expect(refTarget(SPEC, "api/openapi.yaml", "other.yaml#/Pet")).toEqual({
      document: "api/other.yaml",
      pointer: ["Pet"],
      node: { type: "string" },
    });
    expect(refTarget(SPEC, "api/openapi.yaml", "./schemas/pet.yaml")?.document).toBe("api/schemas/pet.yaml");
    expect(refTarget(SPEC, "api/openapi.yaml", "./schemas/pet.yaml")?.pointer).toEqual([]);
    expect(refTarget(SPEC, "api/openapi.yaml", "../common.yaml#/components/x")).toEqual({
      document: "common.yaml",
      pointer: ["components", "x"],
      node: { type: "integer" },
    });
    expect(refTarget(SPEC, "api/schemas/pet.yaml", "../other.yaml#/Pet")?.document).toBe("api/other.yaml");
    expect(refTarget(SPEC, "api/other.yaml", "../common.yaml#/components/x")?.node).toEqual({ type: "integer" });
  });

  test("URL keys resolve as URLs do", () => {
    const remote: SpecData = {
      file: "https://specs.test/v1/openapi.yaml",
      documents: {
        "https://specs.test/v1/openapi.yaml": {},
        "https://specs.test/v1/pet.yaml": { Pet: 1 },
        "https://specs.test/common.yaml": { x: 2 },
        "https://elsewhere.test/s.json": { y: 3 },
      },
    };
    expect(refTarget(remote, remote.file, "./pet.yaml#/Pet")).toEqual({
      document: "https://specs.test/v1/pet.yaml",
      pointer: ["Pet"],
      node: 1,
    });
    expect(refTarget(remote, remote.file, "../common.yaml#/x")?.node).toBe(2);
    expect(refTarget(remote, remote.file, "https://elsewhere.test/s.json#/y")?.node).toBe(3);
    // A local file's ref to a URL is looked up by the URL.
    expect(
      refTarget(
        { file: "a.yaml", documents: { "a.yaml": {}, "https://elsewhere.test/s.json": { y: 3 } } },
        "a.yaml",
        "https://elsewhere.test/s.json#/y",
      )?.node,
    ).toBe(3);
  });

  test("JSON pointer escapes: ~1, ~0 and percent-encoding", () => {
    expect(refTarget(SPEC, SPEC.file, "#/paths/~1users~1{id}/get")?.pointer).toEqual(["paths", "/users/{id}", "get"]);
    expect(refTarget(SPEC, SPEC.file, "#/paths/~1users~1%7Bid%7D")?.pointer).toEqual(["paths", "/users/{id}"]);
    expect(refTarget(SPEC, SPEC.file, "#/paths/~1a~0b")?.pointer).toEqual(["paths", "/a~b"]);
    expect(refTarget(SPEC, SPEC.file, "#/paths/~1with%20space")?.pointer).toEqual(["paths", "/with space"]);
    // A malformed percent-escape stays as written (and then names nothing here).
    expect(refTarget(SPEC, SPEC.file, "#/paths/%E0%A4%A")).toBeUndefined();
  });

  test("array indexes, the root and whole documents", () => {
    expect(refTarget(SPEC, SPEC.file, "#/servers/1")?.node).toEqual({ url: "https://two.test" });
    expect(refTarget(SPEC, SPEC.file, "#")?.node).toBe(SPEC.documents[SPEC.file]);
    expect(refTarget(SPEC, SPEC.file, "#/")?.node).toBe(SPEC.documents[SPEC.file]);
  });

  test("refs that lead nowhere give undefined", () => {
    for (const ref of [
      "#/components/schemas/Nope",
      "missing.yaml#/Pet",
      "#Pet",
      "/etc/passwd",
      "../../outside.yaml",
      "#/servers/9",
      "#/components/__proto__",
      "#/components/constructor",
      "#/servers/length",
    ]) {
      expect(refTarget(SPEC, SPEC.file, ref), ref).toBeUndefined();
    }
  });
});

describe("deref", () => {
  test("follows chains of refs, across files", () => {
    expect(deref(SPEC, at(SPEC.file, "components", "schemas", "Alias"))?.node).toBe(PET);
    expect(deref(SPEC, at("api/other.yaml", "Far"))).toEqual({
      document: "common.yaml",
      pointer: ["components", "x"],
      node: { type: "integer" },
    });
    expect(deref(SPEC, at("api/schemas/pet.yaml", "next"))?.node).toEqual({ type: "string" });
  });

  test("a node that is no ref is itself", () => {
    const pet = at(SPEC.file, "components", "schemas", "Pet");
    expect(deref(SPEC, pet)).toBe(pet);
  });

  test("loops and dead ends give undefined", () => {
    expect(deref(SPEC, at(SPEC.file, "components", "schemas", "Loop1"))).toBeUndefined();
    expect(deref(SPEC, at(SPEC.file, "components", "schemas", "Self"))).toBeUndefined();
    expect(deref(SPEC, { document: SPEC.file, pointer: ["x"], node: { $ref: "#/nowhere" } })).toBeUndefined();
  });
});

describe("helpers", () => {
  test("specRoot, childOf, field, refOf, nodeId", () => {
    expect(specRoot(SPEC)?.node).toBe(SPEC.documents[SPEC.file]);
    expect(specRoot({ file: "gone.yaml", documents: {} })).toBeUndefined();
    const root = specRoot(SPEC)!;
    expect(childOf(root, "servers")?.pointer).toEqual(["servers"]);
    expect(childOf(childOf(root, "servers")!, 0)?.node).toEqual({ url: "https://one.test" });
    // Numbers index arrays only, strings objects only.
    expect(childOf(childOf(root, "servers")!, "0")).toBeUndefined();
    expect(childOf(root, 0)).toBeUndefined();
    expect(childOf({ document: "x", pointer: [], node: "text" }, "length")).toBeUndefined();
    expect(field(SPEC, childOf(root, "components"), "schemas")?.pointer).toEqual(["components", "schemas"]);
    expect(field(SPEC, field(SPEC, field(SPEC, root, "components"), "schemas"), "Alias")?.node).toBe(PET);
    expect(field(SPEC, undefined, "x")).toBeUndefined();
    expect(refOf({ $ref: "#/a" })).toBe("#/a");
    expect(refOf({ $ref: 3 })).toBeUndefined();
    expect(refOf([{ $ref: "#/a" }])).toBeUndefined();
    expect(nodeId({ document: "a.yaml", pointer: ["paths", "/x/{y}", "a~b"], node: null })).toBe(
      "a.yaml#/paths/~1x~1{y}/a~0b",
    );
  });
});

describe("cutDeepNesting", () => {
  const depthOf = (value: unknown): number => {
    let deepest = 0;
    for (let node = value, depth = 1; node !== null && typeof node === "object"; depth++) {
      deepest = depth;
      node = Object.values(node).find((child) => child !== null && typeof child === "object") ?? null;
    }
    return deepest;
  };

  test("a document nested 100,000 deep keeps its first levels and can be cloned for another thread", () => {
    const document = JSON.parse('{"items":'.repeat(100_000) + '"leaf"' + "}".repeat(100_000));
    expect(() => structuredClone(document)).toThrow(RangeError);
    const cut = cutDeepNesting(document);
    expect(depthOf(cut)).toBe(MAX_JSON_DEPTH);
    expect(() => structuredClone(cut)).not.toThrow();
  });

  test("a node shared by many parents (a YAML alias) is walked once", () => {
    let shared: unknown = { type: "string" };
    // 60 levels of two references to the same node: 2^60 paths, 60 nodes.
    for (let i = 0; i < 60; i++) shared = { a: shared, b: shared };
    expect(cutDeepNesting({ root: shared })).toEqual({ root: shared });
  });

  test("a shallow document is left as it is", () => {
    const document = { paths: { "/a": { get: { responses: { "200": { description: "OK" } } } } } };
    expect(cutDeepNesting(document)).toBe(document);
    expect(document.paths["/a"].get.responses["200"].description).toBe("OK");
  });
});
