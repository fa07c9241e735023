import { execFileSync } from "node:child_process";
import { load } from "js-yaml";
import { describe, expect, test } from "vitest";
import { buildEndpoint } from "../../../src/site/api/build-endpoint.js";
import type { Endpoint, EndpointAuth } from "../../../src/site/api/endpoint.js";
import { requestSamples, responseSample } from "../../../src/site/api/request-samples.js";

const CREATE: Endpoint = {
  method: "post",
  path: "/stations/{region}/{id}",
  baseUrls: ["https://api.gale.test/v1/"],
  parameters: [
    { name: "region", in: "path", required: true, schema: { type: "string" }, example: "north sea" },
    { name: "id", in: "path", required: true, schema: { type: "string" } },
    { name: "units", in: "query", required: true, schema: { type: "string" }, example: "m/s & knots" },
    {
      name: "tags",
      in: "query",
      required: true,
      schema: { type: "array", items: { type: "string", enum: ["a", "b"] } },
    },
    { name: "optional", in: "query", required: false, schema: { type: "string" }, example: "left out" },
    { name: "X-Request-Id", in: "header", required: true, schema: { type: "string", format: "uuid" } },
    { name: "X-Optional", in: "header", required: false, schema: { type: "string" } },
  ],
  body: {
    required: true,
    contentType: "application/json",
    schema: { type: "object", properties: [{ name: "name", required: true, schema: { type: "string" } }] },
    example: { name: 'Gale\'s "point"', active: true, depth: null },
  },
  responses: [{ status: "201", contentType: "application/json" }],
  auth: { method: "bearer" },
  codeSamples: [],
};

const sources = (endpoint: Endpoint, body?: unknown) =>
  requestSamples(endpoint, { baseUrl: endpoint.baseUrls[0] ?? "", ...(body !== undefined ? { body } : {}) }).map(
    (sample) => sample.source,
  );

describe("requestSamples", () => {
  test("cURL, JavaScript and Python, in that order", () => {
    expect(requestSamples(CREATE, { baseUrl: "" }).map(({ lang, label }) => [lang, label])).toEqual([
      ["bash", "cURL"],
      ["javascript", "JavaScript"],
      ["python", "Python"],
    ]);
  });

  test("a JSON POST with path, query and header parameters and a bearer token", () => {
    const [curl, javascript, python] = sources(CREATE);
    const url = "https://api.gale.test/v1/stations/north%20sea/{id}?units=m%2Fs%20%26%20knots&tags=a";
    expect(curl).toBe(
      [
        "curl --request POST \\",
        `  --url '${url}' \\`,
        "  --header 'Authorization: Bearer <API_KEY>' \\",
        "  --header 'X-Request-Id: 3fa85f64-5717-4562-b3fc-2c963f66afa6' \\",
        "  --header 'Content-Type: application/json' \\",
        "  --data '{",
        `  "name": "Gale'\\''s \\"point\\"",`,
        '  "active": true,',
        '  "depth": null',
        "}'",
      ].join("\n"),
    );
    expect(javascript).toBe(
      [
        `const response = await fetch("${url}", {`,
        '  method: "POST",',
        "  headers: {",
        '    "Authorization": "Bearer <API_KEY>",',
        '    "X-Request-Id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",',
        '    "Content-Type": "application/json",',
        "  },",
        "  body: JSON.stringify({",
        `    "name": "Gale's \\"point\\"",`,
        '    "active": true,',
        '    "depth": null',
        "  }),",
        "});",
        "",
        "console.log(await response.json());",
      ].join("\n"),
    );
    expect(python).toBe(
      [
        "import requests",
        "",
        `url = "${url}"`,
        "headers = {",
        '    "Authorization": "Bearer <API_KEY>",',
        '    "X-Request-Id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",',
        '    "Content-Type": "application/json"',
        "}",
        "payload = {",
        `    "name": "Gale's \\"point\\"",`,
        '    "active": True,',
        '    "depth": None',
        "}",
        "",
        "response = requests.post(url, headers=headers, json=payload)",
        "print(response.json())",
      ].join("\n"),
    );
  });

  test("the caller's body wins; without one, the example, else one made from the schema", () => {
    expect(sources(CREATE, { given: 1 })[0]).toContain(`--data '{\n  "given": 1\n}'`);
    const { example: _example, ...withoutExample } = CREATE.body!;
    expect(sources({ ...CREATE, body: withoutExample })[0]).toContain(`--data '{\n  "name": "string"\n}'`);
    // A JSON body written as a string of JSON text is sent as that JSON.
    expect(sources(CREATE, '{"raw":true}')[0]).toContain(`--data '{\n  "raw": true\n}'`);
  });

  test("basic auth: curl --user, btoa, an auth tuple", () => {
    const endpoint: Endpoint = {
      method: "get",
      path: "/me",
      baseUrls: [],
      parameters: [],
      responses: [{ status: "200", contentType: "text/plain" }],
      auth: { method: "basic", usernameName: "login", passwordName: "secret" },
      codeSamples: [],
    };
    const [curl, javascript, python] = sources(endpoint);
    expect(curl).toBe("curl --request GET \\\n  --url '/me' \\\n  --user '<USERNAME>:<PASSWORD>'");
    expect(javascript).toBe(
      [
        'const response = await fetch("/me", {',
        '  method: "GET",',
        "  headers: {",
        '    "Authorization": "Basic " + btoa("<USERNAME>:<PASSWORD>"),',
        "  },",
        "});",
        "",
        "console.log(await response.text());",
      ].join("\n"),
    );
    expect(python).toBe(
      [
        "import requests",
        "",
        'url = "/me"',
        "",
        'response = requests.get(url, auth=("<USERNAME>", "<PASSWORD>"))',
        "print(response.text)",
      ].join("\n"),
    );
  });

  test("API keys: a header, a query parameter or a cookie, replacing the spec's parameter of that name", () => {
    const withKey = (auth: EndpointAuth): Endpoint => ({
      method: "delete",
      path: "/x",
      baseUrls: [],
      parameters: [
        { name: "api_key", in: "query", required: true, schema: { type: "string" }, example: "from-the-spec" },
        { name: "X-Key", in: "header", required: true, schema: { type: "string" }, example: "from-the-spec" },
        { name: "sid", in: "cookie", required: true, schema: { type: "string" }, example: "from-the-spec" },
        { name: "theme", in: "cookie", required: true, schema: { type: "string" }, example: "dark" },
      ],
      responses: [],
      auth,
      codeSamples: [],
    });
    // `api_key` is named like a key: a placeholder whichever the auth is; `X-Key` only when it is the auth's.
    expect(sources(withKey({ method: "key", name: "X-Key", in: "header" }))[0]).toBe(
      "curl --request DELETE \\\n  --url '/x?api_key=<API_KEY>' \\\n  --header 'X-Key: <API_KEY>' \\\n  --header 'Cookie: sid=from-the-spec; theme=dark'",
    );
    expect(sources(withKey({ method: "key", name: "sid", in: "cookie" }))[0]).toBe(
      "curl --request DELETE \\\n  --url '/x?api_key=<API_KEY>' \\\n  --header 'X-Key: from-the-spec' \\\n  --header 'Cookie: theme=dark; sid=<API_KEY>'",
    );
    const [, , python] = sources(withKey({ method: "key", name: "session", in: "cookie" }));
    expect(python).toBe(
      [
        "import requests",
        "",
        'url = "/x?api_key=<API_KEY>"',
        "headers = {",
        '    "X-Key": "from-the-spec",',
        '    "Cookie": "sid=from-the-spec; theme=dark; session=<API_KEY>"',
        "}",
        "",
        "response = requests.delete(url, headers=headers)",
        "print(response.text)",
      ].join("\n"),
    );
  });

  test("form bodies: --data-urlencode and URLSearchParams; multipart: --form and FormData, without a Content-Type of our own", () => {
    const form = (contentType: string): Endpoint => ({
      method: "patch",
      path: "/f",
      baseUrls: [],
      parameters: [],
      body: {
        required: true,
        contentType,
        schema: {
          type: "object",
          properties: [
            { name: "a", required: false, schema: { type: "string" } },
            { name: "n", required: false, schema: { type: "integer" } },
          ],
        },
      },
      responses: [],
      codeSamples: [],
    });
    const [curl, javascript, python] = sources(form("application/x-www-form-urlencoded"));
    expect(curl).toBe(
      "curl --request PATCH \\\n  --url '/f' \\\n  --header 'Content-Type: application/x-www-form-urlencoded' \\\n  --data-urlencode 'a=string' \\\n  --data-urlencode 'n=0'",
    );
    expect(javascript).toContain('  body: new URLSearchParams({\n    "a": "string",\n    "n": "0"\n  }),');
    expect(python).toContain(
      'payload = {\n    "a": "string",\n    "n": "0"\n}\n\nresponse = requests.patch(url, headers=headers, data=payload)',
    );
    const [mCurl, mJavascript, mPython] = sources(form("multipart/form-data"));
    expect(mCurl).toBe("curl --request PATCH \\\n  --url '/f' \\\n  --form 'a=string' \\\n  --form 'n=0'");
    expect(mJavascript).toBe(
      [
        "const form = new FormData();",
        'form.append("a", "string");',
        'form.append("n", "0");',
        "",
        'const response = await fetch("/f", {',
        '  method: "PATCH",',
        "  body: form,",
        "});",
        "",
        "console.log(await response.text());",
      ].join("\n"),
    );
    expect(mPython).toContain(
      'files = {\n    "a": (None, "string"),\n    "n": (None, "0"),\n}\n\nresponse = requests.patch(url, files=files)',
    );
  });

  test("other bodies are sent as text; methods requests has no function for go through requests.request", () => {
    const endpoint: Endpoint = {
      method: "trace",
      path: "/t",
      baseUrls: [],
      parameters: [],
      body: { required: false, contentType: "text/csv", example: "a,b\n1,'2'" },
      responses: [],
      codeSamples: [],
    };
    const [curl, javascript, python] = sources(endpoint);
    expect(curl).toBe(
      "curl --request TRACE \\\n  --url '/t' \\\n  --header 'Content-Type: text/csv' \\\n  --data 'a,b\n1,'\\''2'\\'''",
    );
    expect(javascript).toContain(`  body: "a,b\\n1,'2'",`);
    expect(python).toContain(
      `payload = "a,b\\n1,'2'"\n\nresponse = requests.request("TRACE", url, headers=headers, data=payload)`,
    );
  });

  test("credentials are placeholders only: nothing from docs.json, the spec's examples or parameter names that carry one", () => {
    const SECRET = "sk_live_0123456789abcdef";
    const spec = load(`
swagger: "2.0"
host: api.test
securityDefinitions: { b: { type: basic } }
paths:
  /p:
    get:
      security: [{ b: [] }]
      parameters:
        - { name: Authorization, in: header, required: true, type: string, x-example: "Bearer ${SECRET}" }
        - { name: X-API-Key, in: header, required: true, type: string, default: ${SECRET} }
        - { name: access_token, in: query, required: true, type: string, x-example: ${SECRET} }
        - { name: client_secret, in: query, required: true, type: string, enum: [${SECRET}] }
      responses: {}
`);
    const auths: (EndpointAuth | undefined)[] = [
      undefined,
      { method: "bearer", inputPrefix: SECRET },
      { method: "basic", usernameName: SECRET, passwordName: SECRET, inputPrefix: SECRET },
      { method: "key", name: "X-API-Key", in: "header", inputPrefix: SECRET },
      { method: "key", name: "access_token", in: "query", inputPrefix: SECRET },
    ];
    for (const auth of auths) {
      const endpoint = buildEndpoint({ file: "s.yaml", documents: { "s.yaml": spec } }, "get", "/p", {
        baseUrls: [],
        ...(auth ? { auth } : {}),
      })!;
      for (const source of sources(endpoint)) {
        expect(source).not.toContain(SECRET);
        expect(source).not.toContain("sk_");
        // Every angle-bracketed word is one of the three placeholders.
        expect(
          source
            .match(/<[^>\n]*>/g)
            ?.every((placeholder) => ["<API_KEY>", "<USERNAME>", "<PASSWORD>"].includes(placeholder)),
          source,
        ).toBe(true);
      }
    }
    expect(
      sources(buildEndpoint({ file: "s.yaml", documents: { "s.yaml": spec } }, "get", "/p", { baseUrls: [] })!)[0],
    ).toBe(
      [
        "curl --request GET \\",
        "  --url 'https://api.test/p?access_token=<API_KEY>&client_secret=<API_KEY>' \\",
        "  --header 'Authorization: <API_KEY>' \\",
        "  --header 'X-API-Key: <API_KEY>' \\",
        "  --user '<USERNAME>:<PASSWORD>'",
      ].join("\n"),
    );
  });

  test("shell quoting holds against hostile examples (bash reads back exactly the arguments); header values stay on one line", () => {
    const endpoint: Endpoint = {
      method: "post",
      path: "/q",
      baseUrls: [],
      parameters: [
        {
          name: "X-Note",
          in: "header",
          required: true,
          schema: { type: "string" },
          example: "a'b\r\nInjected: yes $(echo PWNED) `echo PWNED` $HOME",
        },
      ],
      body: { required: true, contentType: "application/json", example: { cmd: "'; echo PWNED #", back: "\\'" } },
      responses: [],
      codeSamples: [],
    };
    const [curl] = sources(endpoint);
    const args = execFileSync("bash", ["-c", curl!.replace(/^curl/, "printf '%s\\0'")], { encoding: "utf8" })
      .split("\0")
      .slice(0, -1);
    expect(args).toEqual([
      "--request",
      "POST",
      "--url",
      "/q",
      "--header",
      "X-Note: a'b Injected: yes $(echo PWNED) `echo PWNED` $HOME",
      "--header",
      "Content-Type: application/json",
      "--data",
      '{\n  "cmd": "\'; echo PWNED #",\n  "back": "\\\\\'"\n}',
    ]);
  });
});

describe("responseSample", () => {
  test("the spec's example, pretty; a string of JSON text parsed; other strings as they are", () => {
    expect(responseSample({ status: "200", example: { a: [1, { b: null }] } })).toBe(
      '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ]\n}',
    );
    expect(responseSample({ status: "200", contentType: "application/json", example: '{"a":1}' })).toBe(
      '{\n  "a": 1\n}',
    );
    expect(
      responseSample({ status: "200", contentType: "application/xml", example: "<pet><name>Rex</name></pet>" }),
    ).toBe("<pet><name>Rex</name></pet>");
    expect(responseSample({ status: "200", contentType: "application/json", example: "{not json" })).toBe("{not json");
    expect(responseSample({ status: "200", example: 0 })).toBe("0");
  });

  test("else made from the schema, without write-only properties; undefined without a schema", () => {
    expect(
      responseSample({
        status: "200",
        contentType: "application/json",
        schema: {
          type: "object",
          properties: [
            { name: "id", required: true, schema: { type: "integer" } },
            { name: "password", required: true, schema: { type: "string", writeOnly: true } },
          ],
        },
      }),
    ).toBe('{\n  "id": 0\n}');
    expect(responseSample({ status: "200", contentType: "application/json", schema: { type: "string" } })).toBe(
      '"string"',
    );
    expect(responseSample({ status: "200", contentType: "text/plain", schema: { type: "string" } })).toBe("string");
    expect(responseSample({ status: "204", description: "Nothing." })).toBeUndefined();
  });
});
