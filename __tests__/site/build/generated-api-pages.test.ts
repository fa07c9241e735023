import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildSiteModel } from "../../../src/site/model/build-site-model.js";
import type { NavItem, SiteModel } from "../../../src/site/model/site-model.js";
import { runSite } from "../../helpers/site-run.js";
import { page, tempProject } from "../../helpers/temp-project.js";

// The pages a v2 navigation generates from an OpenAPI file, built at the paths Mintlify gives
// them and listed where it lists them: an endpoint entry in its place; for a group whose spec no
// entry names operations of, every operation, one group per tag after the group's own pages.

const SPEC = `openapi: 3.0.3
info: { title: Tides, version: "1" }
servers: [{ url: "https://api.tides.test" }]
tags:
  - name: Stations
    x-group: Tide stations
  - name: Readings
paths:
  /stations:
    get:
      summary: List stations
      tags: [Stations]
      responses: { "200": { description: OK } }
  /readings:
    get:
      summary: List readings
      description: See [the stations](/api/stations/list-stations).
      tags: [Readings]
      parameters: [{ name: since, in: query, schema: { type: string } }]
      responses: { "200": { description: OK } }
  /stations/{id}:
    get:
      summary: Get a station
      tags: [Stations]
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { "200": { description: OK } }
  /health:
    get:
      responses: { "200": { description: OK } }
  /internal:
    get:
      summary: Internal probe
      x-hidden: true
      responses: { "200": { description: OK } }
`;

const CONFIG = {
  $schema: "https://mintlify.com/docs.json",
  theme: "mint",
  name: "Tides",
  colors: { primary: "#0D9373" },
  navigation: {
    tabs: [
      { tab: "Guides", groups: [{ group: "Start", pages: ["index"] }] },
      {
        tab: "Endpoints",
        openapi: "tides.yaml",
        groups: [{ group: "Picked", pages: ["GET /readings"] }],
      },
      {
        tab: "Everything",
        groups: [{ group: "Reference", openapi: { source: "tides.yaml", directory: "api" }, pages: ["overview"] }],
      },
    ],
  },
};

let root: string;
let outDir: string;
let built: Awaited<ReturnType<typeof runSite>>;
let model: SiteModel;

beforeAll(async () => {
  root = tempProject({
    "docs.json": JSON.stringify(CONFIG, null, 2),
    "tides.yaml": SPEC,
    "index.mdx": page("Home"),
    "overview.mdx": page("Overview"),
  });
  outDir = mkdtempSync(path.join(os.tmpdir(), "docsgate-generated-"));
  built = await runSite(root, { outDir, basePath: "", links: true });
  const site = built.result.site!;
  model = buildSiteModel({
    config: site.project.docs,
    navigation: site.project.navigation,
    files: site.project.files,
    pages: new Map([...built.built.documents.values()].map((p) => [p.file, p])),
    generated: site.project.openApiPages?.pages,
    basePath: "",
  });
});

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

const labels = (items: readonly NavItem[]): unknown[] =>
  items.map((item) =>
    item.kind === "group"
      ? { [item.name]: labels(item.items) }
      : item.kind === "page"
        ? `${item.label} ${item.href}`
        : item.label,
  );

describe("pages generated from the navigation's OpenAPI file", () => {
  test("an endpoint entry lists its operation's page in its place, titled by the summary", () => {
    const endpoints = model.sections.find((section) => section.name === "Endpoints")!;
    expect(endpoints.groups.map((group) => ({ [group.name]: labels(group.items) }))).toEqual([
      { Picked: ["List readings /api-reference/readings/list-readings/"] },
    ]);
  });

  test("a group's spec with no endpoint entry lists every operation after the group's own pages, one group per tag label in the spec's order; x-hidden is built but not listed", () => {
    const everything = model.sections.find((section) => section.name === "Everything")!;
    expect(labels(everything.groups[0]!.items)).toEqual([
      "Overview /overview/",
      { "Tide stations": ["List stations /api/stations/list-stations/", "Get a station /api/stations/get-a-station/"] },
      { Readings: ["List readings /api/readings/list-readings/"] },
      { "API Reference": ["Get health /api/get-health/"] },
    ]);
    const hidden = model.pages.find((p) => p.file === "api/internal-probe");
    expect(hidden).toMatchObject({ listed: false, title: "Internal probe", generated: true });
  });

  test("each is an endpoint page with the playground, the spec's description and no edit link to a file it lacks", () => {
    const html = readFileSync(path.join(outDir, "api-reference/readings/list-readings/index.html"), "utf8");
    expect(html).toContain("<h1>List readings</h1>");
    expect(html).toContain('aria-label="Try it: GET /readings"');
    expect(html).toContain("api-description");
    expect(existsSync(path.join(outDir, "api/stations/get-a-station/index.html"))).toBe(true);
    expect(existsSync(path.join(outDir, "api/internal-probe/index.html"))).toBe(true);
    expect(model.pages.filter((p) => p.generated).map((p) => p.file)).toEqual([
      "api-reference/readings/list-readings",
      "api/stations/list-stations",
      "api/stations/get-a-station",
      "api/readings/list-readings",
      "api/get-health",
      "api/internal-probe",
    ]);
  });

  test("the built site's links, those of the generated pages included, pass the link check", () => {
    expect(built.links?.stats.broken).toBe(0);
    expect(built.result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(built.built.pages).toBe(8);
  });
});
