import { describe, expect, test } from "vitest";
import type { Endpoint, EndpointParameter } from "../../../src/site/api/endpoint.js";
import { methodBadge, renderPlayground, type PlaygroundData } from "../../../src/site/api/playground-html.js";

function endpoint(extra: Partial<Endpoint> = {}): Endpoint {
  return {
    method: "get",
    path: "/things",
    baseUrls: ["https://api.example.com/v1/"],
    parameters: [],
    responses: [],
    codeSamples: [],
    ...extra,
  };
}

function parameter(
  name: string,
  location: EndpointParameter["in"],
  extra: Partial<EndpointParameter> = {},
): EndpointParameter {
  return { name, in: location, required: false, schema: { type: "string" }, ...extra };
}

function dataOf(html: string): PlaygroundData {
  const match = /<script type="application\/json" class="playground-data">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error("no playground data");
  return JSON.parse(match[1]!) as PlaygroundData;
}

/** The opening tag of the control a label names, by the label's visible name. */
function controlOf(html: string, name: string): string {
  const id = new RegExp(`<label for="([^"]+)"><span class="playground-name">${name}</span>`).exec(html)?.[1];
  if (!id) throw new Error(`no label ${name}`);
  const tag = new RegExp(`<(input|select|textarea)[^>]* id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no control #${id}`);
  return tag;
}

/** The HTML of a select, options included, by its label's name. */
function selectOf(html: string, name: string): string {
  const tag = controlOf(html, name);
  return html.slice(html.indexOf(tag), html.indexOf("</select>", html.indexOf(tag)) + "</select>".length);
}

describe("playground modes", () => {
  const users = endpoint({
    method: "delete",
    path: "/users/{id}",
    parameters: [parameter("id", "path", { required: true })],
  });

  test("hide writes nothing", () => {
    expect(renderPlayground(users, { mode: "hide" })).toBe("");
  });

  test("simple: the method badge and the full URL only", () => {
    expect(renderPlayground(users, { mode: "simple" })).toBe(
      '<div class="playground playground-simple"><div class="playground-bar"><span class="method-badge method-delete">DELETE</span><code class="playground-url">https://api.example.com/v1/users/{id}</code></div></div>',
    );
    expect(renderPlayground({ ...users, baseUrls: [] }, { mode: "simple" })).toContain(
      '<code class="playground-url">/users/{id}</code>',
    );
  });

  test("show: a form with the URL bar, the parameters, Send, and an empty hidden response panel", () => {
    const html = renderPlayground(users, { mode: "show" });
    expect(html).toMatch(/^<section class="playground" aria-label="Try it: DELETE \/users\/\{id\}" data-playground>/);
    expect(html).toContain(
      '<div class="playground-bar"><span class="method-badge method-delete">DELETE</span><code class="playground-url"><span class="playground-base">https://api.example.com/v1</span><span class="playground-path">/users/<span class="playground-path-param">{id}</span></span></code><button type="submit" class="playground-send">Send</button></div>',
    );
    expect(html).toContain("<legend>Path parameters</legend>");
    expect(html).toContain('<div class="playground-response" aria-live="polite" hidden>');
    expect(html).toContain('<div class="playground-message" role="alert" hidden></div>');
    expect(dataOf(html)).toEqual({
      method: "DELETE",
      path: "/users/{id}",
      baseUrls: ["https://api.example.com/v1/"],
      parameters: [{ name: "id", in: "path", required: true, array: false }],
    });
  });

  test("the same endpoint renders the same bytes; another endpoint gets other ids", () => {
    const a = renderPlayground(users, { mode: "show" });
    expect(renderPlayground(users, { mode: "show" })).toBe(a);
    const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    const b = renderPlayground({ ...users, method: "get" }, { mode: "show" });
    expect(ids(a)).toHaveLength(1);
    expect(ids(b)).toHaveLength(1);
    expect(ids(a)[0]).not.toBe(ids(b)[0]);
  });

  test("method badges are coloured per method; an odd method gets no class of its own", () => {
    expect(methodBadge("patch")).toBe('<span class="method-badge method-patch">PATCH</span>');
    expect(methodBadge("x-<b>")).toBe('<span class="method-badge">X-&lt;B&gt;</span>');
  });
});

describe("the server", () => {
  test("several base URLs: a select of them, in order", () => {
    const html = renderPlayground(endpoint({ baseUrls: ["https://eu.example.com", "https://us.example.com"] }), {
      mode: "show",
    });
    expect(html).toMatch(
      /<select class="playground-base" id="pg-\w+-base" aria-label="Server"><option value="https:\/\/eu.example.com">https:\/\/eu.example.com<\/option><option value="https:\/\/us.example.com">https:\/\/us.example.com<\/option><\/select>/,
    );
  });

  test("none: a required field for it", () => {
    const html = renderPlayground(endpoint({ baseUrls: [] }), { mode: "show" });
    expect(html).toMatch(
      /<input class="playground-base" id="pg-\w+-base" type="url" aria-label="Server URL" placeholder="https:\/\/api.example.com" required spellcheck="false">/,
    );
  });
});

describe("parameter fields", () => {
  const html = renderPlayground(
    endpoint({
      parameters: [
        parameter("id", "path", { required: true, schema: { type: "integer", example: 7 }, example: 42 }),
        parameter("from", "query", { schema: { type: "string", format: "date", example: "2024-05-01" } }),
        parameter("limit", "query", { schema: { type: "integer", default: 20 } }),
        parameter("units", "query", { required: true, schema: { type: "string", enum: ["metric", "imperial"] } }),
        parameter("order", "query", { schema: { type: "string", enum: ["asc", "desc"], default: "desc" } }),
        parameter("verbose", "query", { schema: { type: "boolean", default: false } }),
        parameter("fields", "query", {
          schema: { type: "array", items: { type: "string" } },
          example: ["name", "size"],
        }),
        parameter("filter", "query", { schema: { type: "object" }, example: { a: 1 } }),
        parameter("cursor", "query", { deprecated: true }),
        parameter("X-Trace", "header"),
        parameter("session", "cookie", { required: true }),
      ],
    }),
    { mode: "show" },
  );

  test("every control has a label naming it (for= the control's id), grouped by location", () => {
    const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]* id="([^"]+)"/g)].map((match) => match[1]);
    const labelled = [...html.matchAll(/<label for="([^"]+)">/g)].map((match) => match[1]);
    expect(ids).toHaveLength(10);
    expect(labelled).toEqual(ids);
    expect(html.indexOf("<legend>Path parameters</legend>")).toBeLessThan(
      html.indexOf("<legend>Query parameters</legend>"),
    );
    expect(html.indexOf("<legend>Query parameters</legend>")).toBeLessThan(html.indexOf("<legend>Headers</legend>"));
    expect(html).toMatch(
      /<label for="pg-\w+-p0"><span class="playground-name">id<\/span> <span class="playground-type">integer<\/span> <span class="playground-required">required<\/span><\/label>/,
    );
    expect(html).toMatch(
      /<span class="playground-name">from<\/span> <span class="playground-type">string · date<\/span><\/label>/,
    );
    expect(html).toMatch(
      /<span class="playground-name">cursor<\/span> <span class="playground-type">string<\/span> <span class="playground-deprecated">deprecated<\/span><\/label>/,
    );
  });

  test("prefill: the parameter's example, else the schema's example, default or first enum value, else empty", () => {
    expect(controlOf(html, "id")).toMatch(/ value="42"/);
    expect(controlOf(html, "id")).toContain('inputmode="decimal"');
    expect(controlOf(html, "id")).toContain(" required");
    expect(controlOf(html, "from")).toContain(' value="2024-05-01"');
    expect(controlOf(html, "limit")).toContain(' value="20"');
    expect(controlOf(html, "fields")).toContain(' value="name,size"');
    expect(controlOf(html, "filter")).toContain(' value="{&quot;a&quot;:1}"');
    expect(controlOf(html, "X-Trace")).not.toContain("value=");
    expect(controlOf(html, "cursor")).not.toContain("value=");
  });

  test("an enum is a select, with an empty choice when optional; a boolean is a select of true and false", () => {
    expect(selectOf(html, "units")).toMatch(
      /<select id="pg-\w+-p3" data-param="3" required><option value="metric" selected>metric<\/option><option value="imperial">imperial<\/option><\/select>/,
    );
    expect(selectOf(html, "order")).toMatch(
      /<option value="">—<\/option><option value="asc">asc<\/option><option value="desc" selected>desc<\/option><\/select>$/,
    );
    expect(selectOf(html, "verbose")).toMatch(
      /<option value="">—<\/option><option value="true">true<\/option><option value="false" selected>false<\/option><\/select>$/,
    );
  });

  test("an array is typed as comma-separated and sent as one", () => {
    expect(html).toMatch(
      /<span class="playground-name">fields<\/span> <span class="playground-type">array of string, comma-separated<\/span>/,
    );
    expect(dataOf(html).parameters.find((each) => each.name === "fields")).toEqual({
      name: "fields",
      in: "query",
      required: false,
      array: true,
    });
  });

  test("cookies are listed with a note, and not among what the client sends", () => {
    expect(html).toContain(
      '<legend>Cookies</legend><ul class="playground-cookies"><li><code>session</code> <span class="playground-type">string</span> <span class="playground-required">required</span></li></ul><p class="playground-note">This cookie: browsers do not let a page set cookies',
    );
    expect(dataOf(html).parameters.map((each) => each.name)).toEqual([
      "id",
      "from",
      "limit",
      "units",
      "order",
      "verbose",
      "fields",
      "filter",
      "cursor",
      "X-Trace",
    ]);
    expect(html).not.toMatch(/<label for="[^"]+"><span class="playground-name">session</);
  });
});

describe("auth fields", () => {
  const idOf = (html: string, name: string) =>
    new RegExp(`<label for="([^"]+)"><span class="playground-name">${name}</span>`).exec(html)?.[1];

  test("bearer: one token field, prefilled with the input prefix only", () => {
    const html = renderPlayground(endpoint({ auth: { method: "bearer", inputPrefix: "Bearer " } }), { mode: "show" });
    expect(html).toContain("<legend>Authorization</legend>");
    expect(controlOf(html, "Bearer token")).toMatch(
      /^<input id="pg-\w+-auth0" type="text" data-auth="0" autocomplete="off" spellcheck="false" value="Bearer ">$/,
    );
    expect(idOf(html, "Bearer token")).toMatch(/-auth0$/);
  });

  test("basic: two fields labelled as docs.json names them, the second a password field", () => {
    const html = renderPlayground(
      endpoint({ auth: { method: "basic", usernameName: "Client ID", passwordName: "Client <secret>" } }),
      { mode: "show" },
    );
    expect(controlOf(html, "Client ID")).toMatch(/ type="text" data-auth="0"/);
    expect(controlOf(html, "Client &lt;secret&gt;")).toMatch(/ type="password" data-auth="1"/);
    expect(controlOf(html, "Client ID")).not.toContain("value=");
    expect(controlOf(html, "Client &lt;secret&gt;")).not.toContain("value=");
  });

  test("key: a field named after the header or query parameter; a cookie key gets a note and no field", () => {
    const header = renderPlayground(endpoint({ auth: { method: "key", name: "X-API-Key", in: "header" } }), {
      mode: "show",
    });
    expect(header).toMatch(
      /<span class="playground-name">X-API-Key<\/span> <span class="playground-type">header<\/span>/,
    );
    const query = renderPlayground(endpoint({ auth: { method: "key", name: "api_key", in: "query" } }), {
      mode: "show",
    });
    expect(query).toMatch(
      /<span class="playground-name">api_key<\/span> <span class="playground-type">query parameter<\/span>/,
    );
    const cookie = renderPlayground(endpoint({ auth: { method: "key", name: "sid", in: "cookie" } }), { mode: "show" });
    expect(cookie).toContain("The API key goes in the cookie <code>sid</code>: browsers do not let a page set cookies");
    expect(cookie).not.toContain("data-auth");
  });

  test("header parameters the playground sets itself get no field of their own", () => {
    const html = renderPlayground(
      endpoint({
        method: "post",
        auth: { method: "key", name: "X-API-Key", in: "header" },
        body: { required: false, contentType: "application/json" },
        parameters: [
          parameter("x-api-key", "header"),
          parameter("Content-Type", "header"),
          parameter("Authorization", "header"),
          parameter("Accept", "header"),
        ],
      }),
      { mode: "show" },
    );
    expect(dataOf(html).parameters.map((each) => each.name)).toEqual(["Authorization", "Accept"]);
    const bearer = renderPlayground(
      endpoint({
        auth: { method: "bearer" },
        parameters: [parameter("Authorization", "header"), parameter("Content-Type", "header")],
      }),
      { mode: "show" },
    );
    expect(dataOf(bearer).parameters.map((each) => each.name)).toEqual(["Content-Type"]);
  });

  test("no auth: no Authorization group", () => {
    expect(renderPlayground(endpoint(), { mode: "show" })).not.toContain("Authorization");
  });
});

describe("the body", () => {
  const post = endpoint({
    method: "post",
    body: { required: true, contentType: "application/json", example: { from: "spec" } },
  });

  test("prefilled with the caller's example as pretty JSON, else the endpoint's, in a labelled textarea", () => {
    const html = renderPlayground(post, { mode: "show", bodyExample: { name: "Ada", tags: ["x"] } });
    expect(html).toMatch(
      /<legend>Body<\/legend><div class="playground-field"><label for="(pg-\w+-body)"><span class="playground-name">application\/json<\/span> <span class="playground-required">required<\/span><\/label><textarea id="\1" data-body rows="7" spellcheck="false" required>\n\{\n {2}"name": "Ada",\n {2}"tags": \[\n {4}"x"\n {2}\]\n\}<\/textarea>/,
    );
    expect(renderPlayground(post, { mode: "show" })).toContain('required>\n{\n  "from": "spec"\n}</textarea>');
    expect(dataOf(html).body).toEqual({ contentType: "application/json", required: true });
  });

  test("no example: an empty textarea; a form body is written as a JSON object; text as it is", () => {
    expect(
      renderPlayground(endpoint({ method: "put", body: { required: false, contentType: "application/json" } }), {
        mode: "show",
      }),
    ).toMatch(/<textarea id="pg-\w+-body" data-body rows="4" spellcheck="false">\n<\/textarea>/);
    const form = renderPlayground(
      endpoint({
        method: "post",
        body: { required: false, contentType: "application/x-www-form-urlencoded", example: { a: "1" } },
      }),
      { mode: "show" },
    );
    expect(form).toContain(
      '<span class="playground-name">application/x-www-form-urlencoded</span> <span class="playground-type">fields as a JSON object</span>',
    );
    expect(form).toContain('>\n{\n  "a": "1"\n}</textarea>');
    const text = renderPlayground(
      endpoint({ method: "post", body: { required: false, contentType: "text/plain", example: "\nhello <b>" } }),
      { mode: "show" },
    );
    expect(text).toContain('spellcheck="false">\n\nhello &lt;b&gt;</textarea>');
  });

  test("GET and HEAD send no body, so none is shown", () => {
    const html = renderPlayground(
      endpoint({ body: { required: true, contentType: "application/json", example: {} } }),
      { mode: "show" },
    );
    expect(html).not.toContain("<textarea");
    expect(dataOf(html).body).toBeUndefined();
  });
});

describe("escaping", () => {
  const nasty = "</script><script>alert(1)</script>";
  const html = renderPlayground(
    endpoint({
      method: "post",
      path: `/a/{id}/"${nasty}`,
      baseUrls: [`https://x.test/${nasty}`, "https://y.test"],
      parameters: [
        parameter(`q${nasty}`, "query", { example: `"${nasty}` }),
        parameter("e", "query", { schema: { type: "string", enum: [nasty] } }),
      ],
      body: { required: false, contentType: "application/json", example: { text: nasty } },
      auth: { method: "basic", usernameName: nasty, passwordName: "p", inputPrefix: nasty },
    }),
    { mode: "show" },
  );

  test("the data script cannot be closed early, and still parses to the original text", () => {
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    const data = dataOf(html);
    expect(data.path).toBe(`/a/{id}/"${nasty}`);
    expect(data.parameters[0]!.name).toBe(`q${nasty}`);
    expect(data.baseUrls[0]).toBe(`https://x.test/${nasty}`);
  });

  test("text and attributes are escaped everywhere else", () => {
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain(`value="&quot;&lt;/script&gt;`);
    expect(html).toContain(`aria-label="Try it: POST /a/{id}/&quot;&lt;/script&gt;`);
    expect(renderPlayground(endpoint({ path: nasty }), { mode: "simple" })).not.toContain("<script");
  });
});

describe("credentials", () => {
  test("nothing but the input prefix is ever written into a credential field, and the data holds names only", () => {
    for (const auth of [
      { method: "bearer", inputPrefix: "Token " },
      { method: "basic", usernameName: "user", passwordName: "pass" },
      { method: "key", name: "X-Key", in: "header", inputPrefix: "k-" },
    ] as const) {
      const html = renderPlayground(endpoint({ auth }), { mode: "show" });
      const fields = [...html.matchAll(/<input[^>]*data-auth[^>]*>/g)].map((match) => match[0]);
      expect(fields.length).toBeGreaterThan(0);
      for (const tag of fields)
        expect(tag.match(/ value="([^"]*)"/)?.[1]).toBe(
          tag.includes('data-auth="0"') && "inputPrefix" in auth ? auth.inputPrefix : undefined,
        );
      expect(dataOf(html).auth).toEqual(auth);
    }
  });
});

describe("body fields", () => {
  const body = {
    required: true,
    contentType: "application/json",
    schema: {
      type: "object",
      properties: [
        { name: "name", required: true, schema: { type: "string" } },
        { name: "count", required: false, schema: { type: "integer" } },
        { name: "unit", required: false, schema: { type: "string", enum: ["c", "f"] } },
        { name: "on", required: false, schema: { type: "boolean" } },
        { name: "tags", required: false, schema: { type: "array", items: { type: "string" } } },
        {
          name: "at",
          required: false,
          schema: { type: "object", properties: [{ name: "lat", required: true, schema: { type: "number" } }] },
        },
      ],
    },
  };

  test("an object body gets an input per field (nested objects as groups), hidden until the script shows them", () => {
    const html = renderPlayground(endpoint({ method: "post", body }), { mode: "show" });
    expect(html).toContain('<div class="playground-body-fields" data-body-fields hidden>');
    expect(html).toContain(
      '<label class="playground-raw-switch" hidden><input type="checkbox" data-body-raw> Raw JSON</label>',
    );
    expect(controlOf(html, "name")).toMatch(
      /^<input [^>]*data-body-field="\[&quot;name&quot;\]" data-kind="string" required/,
    );
    expect(controlOf(html, "count")).toContain('data-kind="number"');
    expect(selectOf(html, "unit")).toContain('<option value="&quot;f&quot;">f</option>');
    expect(selectOf(html, "on")).toContain('<option value="true">true</option>');
    expect(controlOf(html, "tags")).toMatch(/^<textarea [^>]*data-kind="json"/);
    expect(html).toMatch(/<fieldset class="playground-body-object"><legend>at<\/legend>/);
    expect(controlOf(html, "lat")).toContain('data-body-field="[&quot;at&quot;,&quot;lat&quot;]"');
    // The JSON text stays the control the request is built from.
    expect(html).toContain("data-body");
  });

  test("a body without properties, or one that is not JSON or a form, stays one text area", () => {
    const plain = renderPlayground(endpoint({ method: "post", body: { ...body, schema: { type: "string" } } }), {
      mode: "show",
    });
    expect(plain).not.toContain("data-body-fields");
    const xml = renderPlayground(endpoint({ method: "post", body: { ...body, contentType: "application/xml" } }), {
      mode: "show",
    });
    expect(xml).not.toContain("data-body-fields");
  });
});
