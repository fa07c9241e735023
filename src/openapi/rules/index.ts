import type { Rule } from "../../diagnostics/diagnostic.js";
import type { OpenApiContext } from "../cross-checks/context.js";
import { rule as authScheme } from "./auth-scheme.js";
import { rule as baseUrl } from "./base-url.js";
import { rule as errorResponses } from "./error-responses.js";
import { rule as secret } from "./secret.js";
import { rule as undocumentedOperation } from "./undocumented-operation.js";
import { rule as unknownOperation } from "./unknown-operation.js";

/** Rules that hold the OpenAPI files against the pages and docs.json, run once the specs and pages are read. */
export const OPENAPI_CROSS_RULES: readonly Rule<OpenApiContext>[] = [unknownOperation, undocumentedOperation, errorResponses, authScheme, baseUrl, secret];
