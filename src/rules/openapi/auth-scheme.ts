import { displayPath } from "../../text/json-words.js";

import { openApiFacts, type OpenApiRule } from "../../openapi/cross-checks/context.js";
import type { SpecIndex, SpecSecurityScheme } from "../../openapi/types.js";

type AuthMethod = "bearer" | "basic" | "key";

export const rule: OpenApiRule = {
  context: "openapi",
  meta: {
    id: "openapi/auth-scheme",
    category: "openapi",
    defaultSeverity: "warning",
    description:
      "The playground's authentication in docs.json (`api.auth.method`, and `api.auth.name` for a key) agrees with the security schemes of the OpenAPI files.",
  },
  check(context, report) {
    const { config, specs } = openApiFacts(context);
    const auth = config?.auth;
    const method = auth?.method.value.toLowerCase();
    // Any other value is a schema error, reported by the config rules.
    if (!config || !auth || (method !== "bearer" && method !== "basic" && method !== "key")) return;
    const secured = specs.filter((spec) => spec.securitySchemes.length > 0);
    const disagreeing = secured.filter((spec) => !spec.securitySchemes.some((scheme) => fits(method, scheme)));
    if (disagreeing.length > 0) {
      const what = disagreeing
        .map((spec) => `\`${spec.file}\` uses ${spec.securitySchemes.map(describe).join(" or ")}`)
        .join("; ");
      const wanted = [
        ...new Set(disagreeing.flatMap((spec) => spec.securitySchemes.map(methodFor)).filter((m) => m !== undefined)),
      ];
      const advice =
        wanted.length > 0
          ? `Set it to ${wanted.map((m) => `\`${m}\``).join(" or ")}, or fix the security scheme of the file.`
          : "Make the two agree.";
      report(
        config.at(
          auth.method.path,
          `\`${displayPath(auth.method.path)}\` is \`${auth.method.value}\`, but ${what}: the playground would ask readers for a credential the API does not take. ${advice}`,
        ),
      );
      return;
    }
    if (method !== "key") return;
    const keys = secured.flatMap((spec) =>
      spec.securitySchemes
        .filter((scheme) => scheme.type === "apiKey" && scheme.parameterName)
        .map((scheme) => ({ spec, scheme })),
    );
    if (keys.length === 0) return;
    const names = [...new Set(keys.map(({ scheme }) => `\`${scheme.parameterName}\``))].join(" or ");
    if (!auth.name) {
      report(
        config.at(
          auth.method.path,
          `\`${displayPath(auth.method.path)}\` is \`key\` but no \`name\` is set next to it, so the playground does not know which parameter carries the key. Add \`"name"\` set to ${names}, as the OpenAPI file names it.`,
        ),
      );
    } else if (!keys.some(({ scheme }) => sameName(scheme, auth.name!.value))) {
      report(
        config.at(
          auth.name.path,
          `\`${displayPath(auth.name.path)}\` is \`${auth.name.value}\`, but ${describeKeys(keys)}: the playground would send the key where the API does not read it. Set it to ${names}.`,
        ),
      );
    }
  },
};

function fits(method: AuthMethod, scheme: SpecSecurityScheme): boolean {
  return methodFor(scheme) === method;
}

/**
 * The playground method that sends what the scheme asks for. OAuth 2 and OpenID Connect end in
 * a bearer token in the `Authorization` header, which is what `bearer` sends.
 */
function methodFor(scheme: SpecSecurityScheme): AuthMethod | undefined {
  const http = scheme.scheme?.toLowerCase();
  if ((scheme.type === "http" && http === "bearer") || scheme.type === "oauth2" || scheme.type === "openIdConnect")
    return "bearer";
  if ((scheme.type === "http" && http === "basic") || scheme.type === "basic") return "basic";
  if (scheme.type === "apiKey") return "key";
  return undefined;
}

function describe(scheme: SpecSecurityScheme): string {
  // Swagger 2.0 writes HTTP basic as its own type.
  switch (scheme.type === "basic" ? "http" : scheme.type) {
    case "http":
      return `HTTP ${scheme.type === "basic" ? "basic" : (scheme.scheme ?? "authentication")} (\`${scheme.name}\`)`;
    case "oauth2":
      return `OAuth 2 (\`${scheme.name}\`)`;
    case "openIdConnect":
      return `OpenID Connect (\`${scheme.name}\`)`;
    case "apiKey":
      return `an API key${scheme.parameterName ? ` in the ${scheme.in ?? "request"} parameter \`${scheme.parameterName}\`` : ""} (\`${scheme.name}\`)`;
    default:
      return `\`${scheme.type}\` (\`${scheme.name}\`)`;
  }
}

function describeKeys(keys: { spec: SpecIndex; scheme: SpecSecurityScheme }[]): string {
  const files = [...new Set(keys.map(({ spec }) => `\`${spec.file}\``))].join(", ");
  return `${files} ${keys.length === 1 ? "takes the key as" : "take the key as"} ${[...new Set(keys.map(({ scheme }) => `\`${scheme.parameterName}\``))].join(" or ")}`;
}

/** Header names ignore case; query and cookie names do not. */
function sameName(scheme: SpecSecurityScheme, name: string): boolean {
  return scheme.in === "header"
    ? scheme.parameterName!.toLowerCase() === name.toLowerCase()
    : scheme.parameterName === name;
}
