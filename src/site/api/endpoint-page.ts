import { extraList } from "../../render/page-extras.js";
import type { Element, ElementContent } from "hast";
import { toHtml } from "hast-util-to-html";
import { codeBlock } from "../../render/code-block.js";
import { tabs, type TabItem } from "../../render/components.js";
import { el, raw, text } from "../../render/hast.js";
import type { RenderedPage } from "../../render/types.js";
import { MAX_SECTION_TEXT_LENGTH, plainText, type TextSection } from "../../render/page-text.js";
import type { ApiPageSettings } from "./api-settings.js";
import type { CodeSample, Endpoint, EndpointAuth, EndpointParameter, PropertyView, SchemaView } from "./endpoint.js";
import { orderFields } from "./field-order.js";
import { markdownNodes } from "./markdown.js";
import { methodBadge, renderPlayground } from "./playground-html.js";
import { requestSamples, responseSample } from "./request-samples.js";
import { exampleFromSchema } from "./schema-example.js";

/** How much of the endpoint the page shows besides its own content. */
export type EndpointPageKind =
  /** From an OpenAPI operation: everything the spec says. */
  | "operation"
  /** From `api:` front matter: the page's ParamFields already document the fields. */
  | "manual";

/** Request fields and response fields: the classes ParamField and ResponseField render with. */
type FieldKind = "param" | "response";

/** The playground and the method badges are HTML already. */
const RAW = { allowDangerousHtml: true } as const;

const LOCATIONS = [
  ["path", "Path parameters"],
  ["query", "Query parameters"],
  ["header", "Headers"],
  ["cookie", "Cookies"],
] as const;

/**
 * An API page: the endpoint's header (the playground's bar, or a plain one when the playground is
 * hidden) and description above the page's own content; below it the authentication, the
 * parameters by location, the body and every response; the examples in the right-hand column
 * (the page's RequestExample/ResponseExample when it has them, else generated ones).
 */
export function endpointPage(
  page: RenderedPage,
  endpoint: Endpoint,
  kind: EndpointPageKind,
  settings: ApiPageSettings,
): RenderedPage {
  const bodyExample = endpoint.body
    ? (endpoint.body.example ?? (endpoint.body.schema ? exampleFromSchema(endpoint.body.schema, "request") : undefined))
    : undefined;
  const top: ElementContent[] = [];
  const playground = renderPlayground(endpoint, {
    mode: settings.playground,
    ...(bodyExample !== undefined ? { bodyExample } : {}),
  });
  top.push(playground ? raw(playground) : header(endpoint));
  if (kind === "operation" && endpoint.description)
    top.push(el("div", { className: ["api-description"] }, markdownNodes(endpoint.description)));
  // A page that documents its fields with ParamFields, or its response with ResponseFields, is not given a second copy.
  const bottom =
    kind === "operation"
      ? referenceSections(endpoint, settings.maintainOrder, !page.paramFields?.length, !page.responseFields)
      : [];
  const html = `<div class="api-endpoint">${toHtml(top, RAW)}</div>${page.html}${bottom.length ? toHtml(bottom, RAW) : ""}`;
  const aside = page.aside ?? examplesAside(endpoint, bodyExample);
  const words = [
    endpoint.summary,
    endpoint.description,
    ...endpoint.parameters.map((parameter) => parameter.name),
  ].filter((word): word is string => Boolean(word));
  // As Mintlify does, a page with no title of its own is titled by the operation's summary.
  const title = page.untitled && endpoint.summary ? endpoint.summary : page.title;
  return {
    ...page,
    title,
    method: endpoint.method,
    // The endpoint's header, reference sections and playground: api.css and the playground script.
    extras: extraList(page.extras ?? [], ["api"]),
    ...(page.description === undefined && endpoint.summary && title !== endpoint.summary
      ? { description: endpoint.summary }
      : {}),
    html,
    ...(aside ? { aside } : {}),
    text: [page.text, ...words].filter(Boolean).join(" "),
    // The endpoint's words go with the page itself (its text before any section), where search finds the page;
    // each reference section (parameters, body, responses: their fields' names and descriptions) is a section of
    // its own, found by its words and shown under its heading.
    textSections: [
      {
        id: "",
        text: [page.textSections?.find((section) => section.id === "")?.text ?? page.text, ...words]
          .filter(Boolean)
          .join(" ")
          .trim(),
      },
      ...(page.textSections ?? []).filter((section) => section.id !== ""),
      ...bottom.map(referenceText),
    ],
  };
}

/** A reference section's words for search: its heading, and its fields' names, types and descriptions. */
function referenceText(section: Element): TextSection {
  const [heading, ...content] = section.children;
  return {
    id: String(section.properties.id),
    heading: heading?.type === "element" ? plainText(heading.children.slice(0, 1)) : "",
    text: plainText(content).slice(0, MAX_SECTION_TEXT_LENGTH),
  };
}

function header(endpoint: Endpoint): Element {
  return el("div", { className: ["api-header"] }, [
    raw(methodBadge(endpoint.method)),
    el("code", { className: ["api-path"] }, pathParts(endpoint.path)),
    ...(endpoint.deprecated ? [badge("field-deprecated", "deprecated")] : []),
  ]);
}

/** `/users/{id}` with the parameters marked. */
function pathParts(path: string): ElementContent[] {
  return path
    .split(/(\{[^{}]+\})/)
    .filter(Boolean)
    .map((part) => (part.startsWith("{") ? el("span", { className: ["path-param"] }, [text(part)]) : text(part)));
}

function referenceSections(
  endpoint: Endpoint,
  maintainOrder: boolean,
  withFields: boolean,
  withResponses: boolean,
): Element[] {
  const sections: Element[] = [];
  if (endpoint.auth) sections.push(section("api-authorization", "Authorization", [authField(endpoint.auth)]));
  for (const [location, title] of withFields ? LOCATIONS : []) {
    const parameters = orderFields(
      endpoint.parameters.filter((parameter) => parameter.in === location),
      maintainOrder,
    );
    if (parameters.length)
      sections.push(
        section(
          `api-${location}-parameters`,
          title,
          parameters.map((parameter) => parameterField(parameter, maintainOrder)),
        ),
      );
  }
  const body = withFields ? endpoint.body : undefined;
  if (body) {
    const content: ElementContent[] = [];
    if (body.description) content.push(el("div", { className: ["api-description"] }, markdownNodes(body.description)));
    if (body.schema?.properties?.length) content.push(...propertyFields(body.schema, maintainOrder));
    else if (body.schema) content.push(schemaField("body", body.required, body.schema, maintainOrder));
    sections.push(section("api-body", "Body", content, body.contentType));
  }
  if (withResponses && endpoint.responses.length) {
    sections.push(
      section(
        "api-responses",
        "Responses",
        endpoint.responses.map((response) => {
          const content: ElementContent[] = [];
          if (response.description)
            content.push(el("div", { className: ["api-description"] }, markdownNodes(response.description)));
          if (response.schema?.properties?.length)
            content.push(...propertyFields(response.schema, maintainOrder, "response"));
          else if (response.schema)
            content.push(schemaField("response", false, response.schema, maintainOrder, "response"));
          return el("div", { className: ["api-response"] }, [
            el("div", { className: ["api-response-head"] }, [
              el("span", { className: ["status-pill", `status-${response.status[0]?.toLowerCase() ?? "d"}xx`] }, [
                text(response.status),
              ]),
              ...(response.contentType
                ? [el("code", { className: ["content-type"] }, [text(response.contentType)])]
                : []),
            ]),
            ...content,
          ]);
        }),
      ),
    );
  }
  return sections;
}

export function section(id: string, title: string, content: ElementContent[], contentType?: string): Element {
  return el("section", { className: ["api-section"], id }, [
    el("h2", {}, [
      text(title),
      ...(contentType ? [el("code", { className: ["content-type"] }, [text(contentType)])] : []),
    ]),
    ...content,
  ]);
}

function authField(auth: EndpointAuth): Element {
  const [name, location, description] =
    auth.method === "bearer"
      ? [
          "Authorization",
          "header",
          "Bearer authentication header of the form `Bearer <token>`, where `<token>` is your auth token.",
        ]
      : auth.method === "basic"
        ? [
            "Authorization",
            "header",
            `Basic authentication header of the form \`Basic <encoded-value>\`, where \`<encoded-value>\` is the base64-encoded string \`${auth.usernameName}:${auth.passwordName}\`.`,
          ]
        : [
            auth.name,
            auth.in,
            `Your API key, sent as the \`${auth.name}\` ${auth.in === "header" ? "header" : auth.in === "query" ? "query parameter" : "cookie"}.`,
          ];
  return fieldElement(
    name,
    [badge("field-location", location), badge("field-type", "string"), badge("field-required", "required")],
    markdownNodes(description),
  );
}

function parameterField(parameter: EndpointParameter, maintainOrder: boolean): Element {
  return schemaField(
    parameter.name,
    parameter.required,
    parameter.schema,
    maintainOrder,
    "param",
    parameter.description,
    parameter.deprecated,
  );
}

export function propertyFields(schema: SchemaView, maintainOrder: boolean, kind: FieldKind = "param"): Element[] {
  return orderFields(schema.properties ?? [], maintainOrder).map((property: PropertyView) =>
    schemaField(property.name, property.required, property.schema, maintainOrder, kind),
  );
}

/** One field as a ParamField renders (same classes), its nested properties in an expandable block. */
export function schemaField(
  name: string,
  required: boolean,
  schema: SchemaView,
  maintainOrder: boolean,
  kind: FieldKind = "param",
  description = schema.description,
  deprecated = schema.deprecated,
): Element {
  const badges: ElementContent[] = [];
  const type = typeLabel(schema);
  if (type) badges.push(badge("field-type", type));
  if (required) badges.push(badge("field-required", "required"));
  if (deprecated) badges.push(badge("field-deprecated", "deprecated"));
  if (schema.readOnly) badges.push(badge("field-pre", "read-only"));
  if (schema.writeOnly) badges.push(badge("field-pre", "write-only"));
  if (schema.default !== undefined)
    badges.push(
      el("span", { className: ["field-default"] }, [text("default: "), el("code", {}, [text(shown(schema.default))])]),
    );
  const body: ElementContent[] = [];
  if (description) body.push(...markdownNodes(description));
  if (schema.enum?.length) body.push(valueList("Available options", schema.enum));
  if (schema.constant !== undefined) body.push(valueList("Always", [schema.constant]));
  if (schema.constraints?.length)
    body.push(el("p", { className: ["field-constraints"] }, [text(schema.constraints.join(", "))]));
  if (schema.example !== undefined)
    body.push(
      el("p", { className: ["field-example"] }, [text("Example: "), el("code", {}, [text(shown(schema.example))])]),
    );
  if (schema.circular)
    body.push(el("p", { className: ["field-circular"] }, [text(`The same structure as ${schema.circular} above.`)]));
  const nested = schema.properties?.length ? schema : schema.items?.properties?.length ? schema.items : undefined;
  if (nested)
    body.push(
      expandable(
        schema.items === nested ? "Show item attributes" : "Show child attributes",
        propertyFields(nested, maintainOrder, kind),
      ),
    );
  const variants = schema.variants ?? schema.items?.variants;
  if (variants) {
    body.push(
      el("div", { className: ["field-variants"] }, [
        el("p", {}, [text(variants.kind === "oneOf" ? "One of:" : "Any of:")]),
        ...variants.options.map((option, i) =>
          option.properties?.length
            ? expandable(option.name ?? `Option ${i + 1}`, propertyFields(option, maintainOrder, kind))
            : el("p", {}, [
                el("code", {}, [text(option.name ?? typeLabel(option) ?? `Option ${i + 1}`)]),
                ...(option.description ? [text(` ${option.description}`)] : []),
              ]),
        ),
      ]),
    );
  }
  return fieldElement(name, badges, body, kind);
}

function fieldElement(
  name: string,
  badges: ElementContent[],
  body: ElementContent[],
  kind: FieldKind = "param",
): Element {
  return el("div", { className: ["field", `${kind}-field`] }, [
    el("div", { className: ["field-head"] }, [el("code", { className: ["field-name"] }, [text(name)]), ...badges]),
    el("div", { className: ["field-body"] }, body),
  ]);
}

function expandable(summary: string, content: ElementContent[]): Element {
  return el("details", { className: ["expandable"] }, [
    el("summary", {}, [text(summary)]),
    el("div", { className: ["expandable-content"] }, content),
  ]);
}

function valueList(label: string, values: readonly unknown[]): Element {
  const items: ElementContent[] = [text(`${label}: `)];
  values.forEach((value, i) => items.push(...(i ? [text(", ")] : []), el("code", {}, [text(shown(value))])));
  return el("p", { className: ["field-values"] }, items);
}

/** `string<date-time>`, `object[]`, `integer | null`. */
function typeLabel(schema: SchemaView): string | undefined {
  if (schema.circular && !schema.type) return schema.circular;
  const base = schema.type === "array" && schema.items ? `${typeLabel(schema.items) ?? "any"}[]` : schema.type;
  if (!base) return schema.variants ? schema.variants.kind : undefined;
  return `${base}${schema.format ? `<${schema.format}>` : ""}${schema.nullable && !base.includes("null") ? " | null" : ""}`;
}

function badge(className: string, label: string): Element {
  return el("span", { className: ["field-badge", className] }, [text(label)]);
}

function shown(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
}

/** Generated examples: the spec's code samples, then cURL, JavaScript and Python; a sample of every response. */
function examplesAside(endpoint: Endpoint, bodyExample: unknown): string | undefined {
  let serial = 0;
  const nextId = () => `api-tab-${++serial}`;
  const samples: CodeSample[] = [
    ...endpoint.codeSamples,
    ...requestSamples(endpoint, {
      baseUrl: endpoint.baseUrls[0] ?? "",
      ...(bodyExample !== undefined ? { body: bodyExample } : {}),
    }),
  ];
  const requestItems: TabItem[] = samples.map((sample) => ({
    label: [text(sample.label ?? sample.lang)],
    panel: [codeBlock({ type: "code", lang: sample.lang, value: sample.source }, false)],
  }));
  const responseItems: TabItem[] = endpoint.responses.flatMap((response) => {
    const sample = responseSample(response);
    return sample === undefined
      ? []
      : [
          {
            label: [text(response.status)],
            panel: [
              codeBlock(
                {
                  type: "code",
                  lang: response.contentType && !/json/i.test(response.contentType) ? "plaintext" : "json",
                  value: sample,
                },
                false,
              ),
            ],
          },
        ];
  });
  const parts: Element[] = [];
  if (requestItems.length)
    parts.push(tabs(requestItems, "request-example", 0, nextId, { dataComponent: "RequestExample" }));
  if (responseItems.length)
    parts.push(tabs(responseItems, "response-example", 0, nextId, { dataComponent: "ResponseExample" }));
  return parts.length ? toHtml(parts, RAW) : undefined;
}
