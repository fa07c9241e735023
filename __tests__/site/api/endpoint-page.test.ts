import { describe, expect, test } from "vitest";
import { apiPageSettings } from "../../../src/site/api/api-settings.js";
import { docsConfigOf } from "../../helpers/docs-config.js";
import type { Endpoint } from "../../../src/site/api/endpoint.js";
import { endpointPage } from "../../../src/site/api/endpoint-page.js";
import { manualEndpoint } from "../../../src/site/api/manual-endpoint.js";
import type { RenderedPage } from "../../../src/render/types.js";

const PAGE: RenderedPage = {
  file: "api/create-station.mdx",
  title: "Create a station",
  html: "<p>Stations report wind.</p>",
  toc: [],
  text: "Stations report wind.",
  assets: [],
  links: [],
};

/** Fields deliberately out of alphabetical order, the required one in the middle. */
const ENDPOINT: Endpoint = {
  method: "post",
  path: "/stations/{region}",
  baseUrls: ["https://api.gale.test/v1"],
  summary: "Create a station",
  description: "Registers an **anemometer** station. <script>alert(1)</script>",
  parameters: [
    { name: "region", in: "path", required: true, schema: { type: "string" } },
    { name: "zeta", in: "query", required: false, schema: { type: "integer", default: 3 } },
    { name: "alpha", in: "query", required: false, schema: { type: "string", enum: ["calm", "gusty"] } },
    { name: "mid", in: "query", required: true, schema: { type: "string", format: "date-time" } },
  ],
  body: {
    required: true,
    contentType: "application/json",
    schema: {
      type: "object",
      properties: [
        { name: "name", required: false, schema: { type: "string", description: "Shown on the map." } },
        {
          name: "location",
          required: true,
          schema: { type: "object", properties: [{ name: "lat", required: true, schema: { type: "number" } }] },
        },
        {
          name: "kind",
          required: false,
          schema: {
            variants: {
              kind: "oneOf",
              options: [
                { type: "string", name: "Cup" },
                { type: "string", name: "Sonic" },
              ],
            },
          },
        },
      ],
    },
  },
  responses: [
    {
      status: "201",
      description: "Created.",
      contentType: "application/json",
      schema: {
        type: "object",
        properties: [{ name: "id", required: true, schema: { type: "string", example: "st_1" } }],
      },
    },
    { status: "422", description: "The location is out of range." },
  ],
  auth: { method: "bearer" },
  codeSamples: [],
};

const names = (html: string, section: string) => {
  const part = html.slice(html.indexOf(`id="${section}"`), html.indexOf("</section>", html.indexOf(`id="${section}"`)));
  return [...part.matchAll(/<code class="field-name">([^<]+)<\/code>/g)].map((match) => match[1]);
};

describe("endpointPage", () => {
  test("orders fields required first, then by name; with maintainOrder, as the spec lists them", () => {
    const sorted = endpointPage(PAGE, ENDPOINT, "operation", apiPageSettings(docsConfigOf({})));
    expect(names(sorted.html, "api-query-parameters")).toEqual(["mid", "alpha", "zeta"]);
    expect(names(sorted.html, "api-body")).toEqual(["location", "lat", "kind", "name"]);
    const kept = endpointPage(
      PAGE,
      ENDPOINT,
      "operation",
      apiPageSettings(docsConfigOf({ api: { maintainOrder: true } })),
    );
    expect(names(kept.html, "api-query-parameters")).toEqual(["zeta", "alpha", "mid"]);
    expect(names(kept.html, "api-body")).toEqual(["name", "location", "lat", "kind"]);
  });

  test("header and description above the page's content, reference sections below, in the issue's order", () => {
    const { html } = endpointPage(
      PAGE,
      ENDPOINT,
      "operation",
      apiPageSettings(docsConfigOf({ api: { playground: { mode: "hide" } } })),
    );
    const order = [
      'class="api-header"',
      "anemometer",
      "Stations report wind.",
      'id="api-authorization"',
      'id="api-path-parameters"',
      'id="api-query-parameters"',
      'id="api-body"',
      'id="api-responses"',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain(
      '<span class="method-badge method-post">POST</span><code class="api-path">/stations/<span class="path-param">{region}</span></code>',
    );
    expect(html).toContain("<strong>anemometer</strong>");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('<span class="field-badge field-type">string&#x3C;date-time></span>');
    expect(html).toContain("Available options: <code>calm</code>, <code>gusty</code>");
    expect(html).toContain("<p>One of:</p>");
    expect(html).toContain('<span class="status-pill status-4xx">422</span>');
    expect(html).toContain(
      '<div class="field response-field"><div class="field-head"><code class="field-name">id</code>',
    );
  });

  test("playground modes: show has a form and Send, simple only the URL, hide a plain header", () => {
    const show = endpointPage(PAGE, ENDPOINT, "operation", apiPageSettings(docsConfigOf({}))).html;
    expect(show).toContain('class="playground-send"');
    const simple = endpointPage(
      PAGE,
      ENDPOINT,
      "operation",
      apiPageSettings(docsConfigOf({ api: { playground: { mode: "simple" } } })),
    ).html;
    expect(simple).toContain("https://api.gale.test/v1/stations/{region}");
    expect(simple).not.toMatch(/<form|<input|playground-send/);
    const hide = endpointPage(
      PAGE,
      ENDPOINT,
      "operation",
      apiPageSettings(docsConfigOf({ api: { playground: { mode: "hide" } } })),
    ).html;
    expect(hide).not.toContain("playground");
    expect(hide).toContain('class="api-header"');
  });

  test("generated examples fill the right column unless the page has its own; credentials are placeholders", () => {
    const generated = endpointPage(PAGE, ENDPOINT, "operation", apiPageSettings(docsConfigOf({}))).aside!;
    expect([...generated.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual([
      "cURL",
      "JavaScript",
      "Python",
      "201",
    ]);
    expect(generated).toContain("Bearer &#x3C;API_KEY>");
    expect(generated).toContain("st_1");
    const own = endpointPage(
      { ...PAGE, aside: "<div>mine</div>" },
      ENDPOINT,
      "operation",
      apiPageSettings(docsConfigOf({})),
    ).aside;
    expect(own).toBe("<div>mine</div>");
  });

  test("a page with its own ParamFields is not given a second copy of the fields; search text gains the endpoint's words", () => {
    const page = endpointPage(
      { ...PAGE, paramFields: [{ in: "query", name: "mid", required: true }] },
      ENDPOINT,
      "operation",
      apiPageSettings(docsConfigOf({})),
    );
    expect(page.html).not.toContain('id="api-query-parameters"');
    expect(page.html).not.toContain('id="api-body"');
    expect(page.html).toContain('id="api-responses"');
    expect(page.text).toContain("anemometer");
    expect(page.text).toContain("zeta");
  });

  test("search text: each reference section is a section of its own, with its fields' names and descriptions", () => {
    const page = endpointPage(PAGE, ENDPOINT, "operation", apiPageSettings(docsConfigOf({})));
    const sections = new Map(page.textSections!.map((section) => [section.id, section]));
    expect(sections.get("")!.text).toContain("Stations report wind.");
    expect(sections.get("api-query-parameters")).toMatchObject({ heading: "Query parameters" });
    expect(sections.get("api-query-parameters")!.text).toContain("zeta");
    expect(sections.get("api-body")).toMatchObject({ heading: "Body" });
    expect(sections.get("api-body")!.text).toContain("Shown on the map.");
    expect(sections.get("api-responses")).toMatchObject({ heading: "Responses" });
    // A response's status and content type are two words.
    expect(sections.get("api-responses")!.text).toMatch(/^201 application\/json /);
  });

  test("a page with its own ResponseFields is not given a second, generated response section", () => {
    const own = endpointPage(
      { ...PAGE, responseFields: true },
      ENDPOINT,
      "operation",
      apiPageSettings(docsConfigOf({})),
    ).html;
    expect(own).not.toContain('id="api-responses"');
    expect(own).toContain('id="api-body"');
    expect(endpointPage(PAGE, ENDPOINT, "operation", apiPageSettings(docsConfigOf({}))).html).toContain(
      'id="api-responses"',
    );
  });

  test("a page with no title of its own takes the operation's summary; the method goes with it to the sidebar", () => {
    const untitled = endpointPage(
      { ...PAGE, untitled: true },
      ENDPOINT,
      "operation",
      apiPageSettings(docsConfigOf({})),
    );
    expect(untitled.title).toBe(ENDPOINT.summary);
    expect(untitled.method).toBe(ENDPOINT.method);
    expect(endpointPage(PAGE, ENDPOINT, "operation", apiPageSettings(docsConfigOf({}))).title).toBe(PAGE.title);
    // No summary either: the title the renderer gave from the file name stays, as on Mintlify.
    const { summary: _summary, ...unsummarised } = ENDPOINT;
    const bare = endpointPage(
      { ...PAGE, title: "Create station", untitled: true },
      unsummarised,
      "operation",
      apiPageSettings(docsConfigOf({})),
    );
    expect(bare.title).toBe("Create station");
    expect(bare.description).toBeUndefined();
  });
});

describe("manualEndpoint", () => {
  test("a full URL brings its own base; ParamFields become parameters and a JSON body", () => {
    const endpoint = manualEndpoint(
      "post",
      "https://hooks.gale.test/v2/stations/{id}/readings",
      [
        { in: "path", name: "id", required: true, type: "string" },
        { in: "query", name: "dry_run", required: false, type: "boolean", default: "false" },
        { in: "body", name: "speed", required: true, type: "number" },
        { in: "body", name: "tags", required: false, type: "string[]" },
      ],
      apiPageSettings(
        docsConfigOf({ api: { baseUrl: "https://api.gale.test", auth: { method: "key", name: "X-Gale-Key" } } }),
      ),
    );
    expect(endpoint.baseUrls).toEqual(["https://hooks.gale.test"]);
    expect(endpoint.path).toBe("/v2/stations/{id}/readings");
    expect(endpoint.parameters.map((parameter) => `${parameter.in}:${parameter.name}:${parameter.required}`)).toEqual([
      "path:id:true",
      "query:dry_run:false",
    ]);
    expect(endpoint.body?.schema?.properties?.map((property) => `${property.name}:${property.schema.type}`)).toEqual([
      "speed:number",
      "tags:array",
    ]);
    expect(endpoint.auth).toEqual({ method: "key", name: "X-Gale-Key", in: "header" });
  });

  test("a path goes under every api.baseUrl", () => {
    const endpoint = manualEndpoint(
      "get",
      "/stations",
      [],
      apiPageSettings(docsConfigOf({ api: { baseUrl: ["https://a.gale.test", "https://b.gale.test"] } })),
    );
    expect(endpoint).toMatchObject({
      baseUrls: ["https://a.gale.test", "https://b.gale.test"],
      path: "/stations",
      parameters: [],
    });
  });
});

describe("apiPageSettings", () => {
  test("defaults, both layouts, and malformed values falling back", () => {
    expect(apiPageSettings(docsConfigOf(undefined))).toEqual({
      baseUrls: [],
      playground: "show",
      maintainOrder: false,
    });
    expect(
      apiPageSettings(
        docsConfigOf({
          api: {
            baseUrl: "https://x.test",
            auth: { method: "basic", name: "client_id:client_secret", inputPrefix: "ab" },
            playground: { mode: "simple" },
            maintainOrder: true,
          },
        }),
      ),
    ).toEqual({
      baseUrls: ["https://x.test"],
      auth: { method: "basic", usernameName: "client_id", passwordName: "client_secret", inputPrefix: "ab" },
      playground: "simple",
      maintainOrder: true,
    });
    expect(
      apiPageSettings(
        docsConfigOf({
          theme: "mint",
          api: { mdx: { server: ["https://y.test"], auth: { method: "bearer" } }, playground: { display: "none" } },
        }),
      ),
    ).toEqual({ baseUrls: ["https://y.test"], auth: { method: "bearer" }, playground: "hide", maintainOrder: false });
    expect(
      apiPageSettings(docsConfigOf({ api: { auth: { method: "key" }, playground: { mode: "loud" }, baseUrl: 5 } })),
    ).toEqual({
      baseUrls: [],
      playground: "show",
      maintainOrder: false,
    });
  });
});
