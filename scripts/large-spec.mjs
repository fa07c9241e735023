// Writes a docs project whose OpenAPI file (block YAML) is about N MB and has three lint problems
// per operation (no operationId, no summary, an unused schema), for measuring how the lint scales:
//   node scripts/large-spec.mjs OUT --mb 19
//   /usr/bin/time -v node dist/cli.js check OUT
// The same text is what __tests__/openapi/spec-limits.test.ts lints, at a smaller size.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** One operation's path entry and its unused schema, `index` making each name unique. */
function operation(index) {
  const path = `  /items${index}/{itemId}:
    get:
      description: Returns item ${index} of the catalogue, with its price, its stock and the warehouse that holds it.
      parameters:
        - name: itemId
          in: path
          required: true
          schema:
            type: string
      responses:
        "200":
          description: The item.
          content:
            application/json:
              schema:
                type: object
                properties:
                  id:
                    type: string
                  price:
                    type: number
        "404":
          description: No such item.
`;
  const schema = `    Unused${index}:
      type: object
      properties:
        name:
          type: string
`;
  return { path, schema };
}

/** An OpenAPI file of about `bytes` bytes, and how many operations it has. */
export function largeSpec(bytes) {
  const head = `openapi: 3.1.0
info:
  title: Catalogue API
  version: 1.0.0
  license:
    name: MIT
    url: https://opensource.org/licenses/MIT
servers:
  - url: https://api.example.test
security: []
paths:
`;
  const paths = [];
  const schemas = [];
  let size = head.length + 30;
  let count = 0;
  while (size < bytes) {
    const { path, schema } = operation(count++);
    paths.push(path);
    schemas.push(schema);
    size += path.length + schema.length;
  }
  return { text: `${head}${paths.join("")}components:\n  schemas:\n${schemas.join("")}`, operations: count };
}

/** A docs project (docs.json, one page, openapi.yaml) around a spec of about `bytes` bytes. */
export function largeSpecProject(bytes) {
  const { text, operations } = largeSpec(bytes);
  const docs = {
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Catalogue",
    colors: { primary: "#0D9373" },
    navigation: { groups: [{ group: "Start", pages: ["index"], openapi: "openapi.yaml" }] },
  };
  return {
    files: {
      "docs.json": JSON.stringify(docs, null, 2) + "\n",
      "index.mdx": "---\ntitle: Catalogue\ndescription: What the catalogue API offers.\n---\n\nThe catalogue.\n",
      "openapi.yaml": text,
    },
    operations,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [out, flag, mb] = process.argv.slice(2);
  if (!out || flag !== "--mb" || !(Number(mb) > 0)) {
    console.error("usage: node scripts/large-spec.mjs OUT --mb N");
    process.exit(1);
  }
  const { files, operations } = largeSpecProject(Number(mb) * 1024 * 1024);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
  }
  console.log(
    `${out}: openapi.yaml ${(files["openapi.yaml"].length / 1024 / 1024).toFixed(1)} MB, ${operations} operations`,
  );
}
