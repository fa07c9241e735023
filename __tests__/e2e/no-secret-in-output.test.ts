import { randomBytes, randomInt } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import * as esbuild from "esbuild";
import { afterAll, beforeAll, expect, test } from "vitest";
import { findSecrets } from "../../src/parse/secrets.js";
import { startFakeGitHub, type FakeGitHub } from "../helpers/fake-github.js";
import { quietEnv, REPO } from "./spawn.js";
import { parseOutputs } from "./spawn.js";

/**
 * A secret never reaches an output. A project holds a fresh, random (never real) key of every kind the
 * detectors know, in every place a page can hold one (prose, inline code, code blocks, attributes,
 * front matter, tables, headings, links), in OpenAPI examples, and credentials in the URLs docs.json
 * names; every report format, the build and the action then run, and every byte they print, write or
 * send is searched for every key.
 *
 * The CLI and the action run bundled from the sources, as users run dist/ (the page workers, the
 * OpenAPI worker and the site server are separate scripts), so the test sees the code as it is.
 */

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const URL_SAFE = `${ALNUM}_-`;

function random(alphabet: string, length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** A value `make` draws again until the detectors find it whole in `context` (a random draw may look like a placeholder). */
function detected(make: () => string, context = (key: string) => key, isCode = false): string {
  for (;;) {
    const key = make();
    if (findSecrets(context(key), isCode).some((finding) => finding.secret === key)) return key;
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const awsId = detected(() => `AKIA${random(UPPER_DIGITS, 16)}`);
const KEYS = {
  awsId,
  awsSecret: detected(
    () => random(`${ALNUM}/+`, 40),
    (key) => `aws_access_key_id = ${awsId}\naws_secret_access_key = ${key}`,
  ),
  github: detected(() => `ghp_${random(ALNUM, 36)}`),
  githubPat: detected(() => `github_pat_${random(ALNUM, 22)}_${random(ALNUM, 59)}`),
  stripe: detected(() => `sk_live_${random(ALNUM, 32)}`),
  stripeRestricted: detected(() => `rk_live_${random(ALNUM, 32)}`),
  slack: detected(() => `xoxb-${random("0123456789", 12)}-${random("0123456789", 13)}-${random(ALNUM, 24)}`),
  slackApp: detected(
    () => `xapp-1-${random(UPPER_DIGITS, 11)}-${random("0123456789", 13)}-${random("0123456789abcdef", 64)}`,
  ),
  slackWebhook: detected(
    () =>
      `https://hooks.slack.com/services/T${random(UPPER_DIGITS, 8)}/B${random(UPPER_DIGITS, 10)}/${random(ALNUM, 24)}`,
  ),
  google: detected(() => `AIza${random(URL_SAFE, 35)}`),
  openai: detected(() => `sk-proj-${random(URL_SAFE, 120)}`),
  openaiLegacy: detected(() => `sk-${random(ALNUM, 20)}T3BlbkFJ${random(ALNUM, 20)}`),
  anthropic: detected(() => `sk-ant-api03-${random(URL_SAFE, 93)}`),
  jwt: detected(
    () =>
      `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ sub: random(ALNUM, 12), iat: 1_760_000_000 })}.${random(URL_SAFE, 43)}`,
  ),
  bearer: detected(
    () => random(ALNUM, 40),
    (key) => `Authorization: Bearer ${key}`,
  ),
  bearerAttribute: detected(
    () => random(ALNUM, 40),
    (key) => `Bearer ${key}`,
  ),
  assigned: detected(
    () => random(ALNUM, 32),
    (key) => `api_key = "${key}"`,
    true,
  ),
  frontMatter: detected(() => `sk_live_${random(ALNUM, 32)}`),
  heading: detected(() => `ghp_${random(ALNUM, 36)}`),
  table: detected(() => `AIza${random(URL_SAFE, 35)}`),
  openapiExample: detected(() => `ghp_${random(ALNUM, 36)}`),
  openapiHeader: detected(
    () => random(ALNUM, 40),
    (key) => `Bearer ${key}`,
  ),
  openapiKey: detected(() => `sk_live_${random(ALNUM, 32)}`),
  remoteExample: detected(() => `ghp_${random(ALNUM, 36)}`),
  title: detected(() => `ghp_${random(ALNUM, 36)}`),
  untitled: detected(() => `ghp_${random(ALNUM, 36)}`),
  snippet: detected(() => `sk_live_${random(ALNUM, 32)}`),
  expression: detected(() => `ghp_${random(ALNUM, 36)}`),
  exported: detected(() => `AIza${random(URL_SAFE, 35)}`),
};
/** A private key's body: every line of it is secret. */
const PRIVATE_KEY_LINES = Array.from({ length: 12 }, () => randomBytes(48).toString("base64"));
const PRIVATE_KEY = ["-----BEGIN RSA PRIVATE KEY-----", ...PRIVATE_KEY_LINES, "-----END RSA PRIVATE KEY-----"].join(
  "\n",
);

/** Two more keys: one written in a string with `\n` escapes, one in a YAML block of an OpenAPI example. */
const ESCAPED_KEY_LINES = Array.from({ length: 4 }, () => randomBytes(48).toString("base64"));
const YAML_KEY_LINES = Array.from({ length: 4 }, () => randomBytes(48).toString("base64"));

/** Credentials in URLs the project names: the user info's password and the query's tokens. */
const URL_SECRETS = {
  specPassword: `pw${random(ALNUM, 22)}`,
  specToken: random(ALNUM, 32),
  remoteToken: random(ALNUM, 32),
  refSignature: random("0123456789abcdef", 64),
  refCredential: `AKIA${random(UPPER_DIGITS, 16)}`,
  linkPassword: `pw${random(ALNUM, 22)}`,
  linkKey: random(ALNUM, 32),
};

let server: Server;
let origin: string;
let github: FakeGitHub;
const temp = mkdtempSync(path.join(tmpdir(), "docsgate-secrets-"));
const bundle = path.join(temp, "bundle");
const workspace = path.join(temp, "repo");
const root = path.join(workspace, "docs");

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await github?.close();
  rmSync(temp, { recursive: true, force: true });
});

beforeAll(async () => {
  // One remote spec is there; every other address answers 404: the other spec, the `$ref`, the external link.
  server = createServer((request, response) => {
    if (request.url?.startsWith("/remote.yaml?")) response.writeHead(200).end(REMOTE_SPEC);
    else response.writeHead(404).end("missing");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  github = await startFakeGitHub({
    files: ["docs/index.mdx", "docs/keys.mdx", "docs/openapi.yaml", "docs/docs.json"].map((filename) => ({
      filename,
      status: "modified",
    })),
  });
  writeProject();
  const { buildOptions } = await import(path.join(REPO, "scripts", "build.mjs"));
  await esbuild.build(buildOptions(bundle));
});

function writeProject(): void {
  const files: Record<string, string> = {
    "docs.json": JSON.stringify(
      {
        $schema: "https://mintlify.com/docs.json",
        theme: "mint",
        name: "Acme",
        colors: { primary: "#0D9373" },
        navigation: {
          tabs: [
            { tab: "Guides", groups: [{ group: "Start", pages: ["index", "keys", "untitled"] }] },
            { tab: "API", openapi: "openapi.yaml" },
            { tab: "Remote", openapi: `http://${origin}/remote.yaml?access_token=${URL_SECRETS.remoteToken}` },
            {
              tab: "Gone",
              openapi: `http://reader:${URL_SECRETS.specPassword}@${origin}/spec.yaml?access_token=${URL_SECRETS.specToken}`,
            },
          ],
        },
      },
      null,
      2,
    ),
    "index.mdx": `---
title: Keys everywhere
description: Every kind of key, in every place a page holds text.
apiKey: ${KEYS.frontMatter}
---

Prose with a GitHub token ${KEYS.github} in it, and a Stripe key \`${KEYS.stripe}\` in inline code.

## Rotate ${KEYS.heading} first

| Service | Key |
| --- | --- |
| Google | ${KEYS.table} |
| Slack | \`${KEYS.slack}\` |

\`\`\`bash
export AWS_ACCESS_KEY_ID=${KEYS.awsId}
export AWS_SECRET_ACCESS_KEY=${KEYS.awsSecret}
curl -H "Authorization: Bearer ${KEYS.bearer}" https://api.example.com/v1/things
\`\`\`

\`\`\`python
api_key = "${KEYS.assigned}"
openai = OpenAI(key="${KEYS.openai}")
legacy = "${KEYS.openaiLegacy}"
claude = "${KEYS.anthropic}"
pem = "-----BEGIN PRIVATE KEY-----\\n${ESCAPED_KEY_LINES.join("\\n")}\\n-----END PRIVATE KEY-----\\n"
\`\`\`

<ParamField header="Authorization" type="string" default="Bearer ${KEYS.bearerAttribute}">
  The token.
</ParamField>

<Card title="Slack app" icon="slack" href="/keys">
  Install with \`${KEYS.slackApp}\`.
</Card>

Post to \`${KEYS.slackWebhook}\` and sign with ${KEYS.jwt}.

import Key from "/snippets/key.mdx";

<Key />

export const shared = "${KEYS.exported}";

The shared key is {shared}, and this one {"${KEYS.expression}"}.

See [the status page](http://user:${URL_SECRETS.linkPassword}@${origin}/status?api_key=${URL_SECRETS.linkKey}).
`,
    // Errors on the lines around the keys: each of their code frames shows the keys' lines too.
    "keys.mdx": `---
title: More keys, such as ${KEYS.title}
description: Keys next to other problems.
---

A [broken link](/nowhere) above a key: ${KEYS.githubPat}
Restricted key: ${KEYS.stripeRestricted} beside [another](/gone).

\`\`\`pem
${PRIVATE_KEY}
\`\`\`

[Last broken link](/missing) after the key block.
`,
    "snippets/key.mdx": `The snippet's key: \`${KEYS.snippet}\`.\n`,
    // No front matter: the heading is the title, and page/heading-h1's fix would copy it into the front matter.
    "untitled.mdx": `# Rotate ${KEYS.untitled}\n\nText.\n`,
    "openapi.yaml": `openapi: 3.0.3
info:
  title: Acme API
  version: "1"
servers:
  - url: https://api.example.com
paths:
  /things:
    get:
      summary: List things
      operationId: listThings
      parameters:
        - name: Authorization
          in: header
          schema:
            type: string
          example: Bearer ${KEYS.openapiHeader}
      responses:
        "200":
          description: The things.
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Missing"
              example:
                token: ${KEYS.openapiExample}
                key: ${KEYS.openapiKey}
                pem: |
                  -----BEGIN EC PRIVATE KEY-----
                  ${YAML_KEY_LINES.join("\n                  ")}
                  -----END EC PRIVATE KEY-----
        "404":
          description: Gone.
          content:
            application/json:
              schema:
                $ref: "http://${origin}/schemas.yaml?X-Amz-Credential=${URL_SECRETS.refCredential}%2F20250101&X-Amz-Signature=${URL_SECRETS.refSignature}#/Thing"
`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

/** A remote spec with a problem (no operationId) and a key in an example. */
const REMOTE_SPEC = `openapi: 3.0.3
info:
  title: Remote API
  version: "1"
paths:
  /remote:
    get:
      summary: Remote thing
      responses:
        "200":
          description: OK
          content:
            application/json:
              example:
                token: ${KEYS.remoteExample}
`;

interface Output {
  /** Where the bytes came from, for the failure message. */
  source: string;
  text: string;
}

/** Runs a bundled entry point from the workspace and collects what it prints. */
function run(script: string, args: string[], env: Record<string, string> = {}): Promise<Output[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(bundle, script), ...args], {
      cwd: workspace,
      env: quietEnv({ DOCSGATE_SITE_ASSETS: process.env.DOCSGATE_SITE_ASSETS!, DOCSGATE_NO_CACHE: "1", ...env }),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", () => {
      const name = `${script} ${args.join(" ")}`;
      resolve([
        { source: `${name}: stdout`, text: stdout },
        { source: `${name}: stderr`, text: stderr },
      ]);
    });
  });
}

/** Every file under `dir`, as text (a key is ASCII: it is found in any file that holds it). */
function filesUnder(dir: string, label: string): Output[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { source: `${label}/${path.relative(dir, file)}`, text: readFileSync(file, "latin1") };
    });
}

async function cliOutputs(): Promise<Output[]> {
  const outputs: Output[] = [];
  for (const format of ["console", "json", "sarif", "junit", "compact", "github"])
    outputs.push(...(await run("cli.js", ["check", "docs", "--format", format])));
  outputs.push(...(await run("cli.js", ["check", "docs", "--verbose"])));
  outputs.push(...(await run("cli.js", ["check", "docs", "--verbose", "--fetch-remote"])));
  const reportFile = path.join(temp, "report.json");
  outputs.push(...(await run("cli.js", ["check", "docs", "--format", "json", "--output-file", reportFile])));
  outputs.push({ source: "check --output-file", text: readFileSync(reportFile, "utf8") });
  const site = path.join(temp, "site");
  outputs.push(
    ...(await run("cli.js", [
      "build",
      "docs",
      "--out",
      site,
      "--verbose",
      "--fetch-remote",
      "--allow-private-addresses",
      "--external",
    ])),
  );
  outputs.push(...filesUnder(site, "build"));
  return outputs;
}

/** The action on a pull request: its log, summary, outputs and report files, its site, and all it sent to GitHub. */
async function actionOutputs(checkRun: "auto" | "false"): Promise<Output[]> {
  const step = mkdtempSync(path.join(temp, "step-"));
  const files = { summary: path.join(step, "summary.md"), output: path.join(step, "output.txt") };
  const event = path.join(step, "event.json");
  writeFileSync(files.summary, "");
  writeFileSync(files.output, "");
  writeFileSync(
    event,
    JSON.stringify({
      action: "synchronize",
      number: 7,
      pull_request: {
        number: 7,
        head: { sha: "a".repeat(40), ref: "feature", repo: { full_name: "acme/docs" } },
        base: { sha: "b".repeat(40), ref: "main", repo: { full_name: "acme/docs" } },
      },
      repository: { full_name: "acme/docs" },
    }),
  );
  const runnerTemp = path.join(step, "runner-temp");
  mkdirSync(runnerTemp);
  const siteDir = path.join(step, "site");
  const inputs: Record<string, string> = {
    root: "docs",
    "github-token": "ghs_fakeTokenForTheFakeGitHub0000",
    build: "true",
    "site-dir": path.relative(workspace, siteDir),
    links: "true",
    "external-links": "true",
    "fetch-remote": "true",
    "allow-private-addresses": "true",
    baseline: "false",
    cache: "false",
    "check-run": checkRun,
  };
  const env: Record<string, string> = {
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: "acme/docs",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: github.url,
    GITHUB_RUN_ID: "4242",
    RUNNER_TEMP: runnerTemp,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const before = github.received.length;
  const outputs = await run("index.js", [], env);
  const stepOutputs = parseOutputs(readFileSync(files.output, "utf8"));
  outputs.push(
    { source: `action (${checkRun}): summary`, text: readFileSync(files.summary, "utf8") },
    { source: `action (${checkRun}): outputs`, text: JSON.stringify(stepOutputs) },
    ...["report", "sarif", "junit", "run-report"].map((name) => ({
      source: `action (${checkRun}): ${name}`,
      text: readFileSync(stepOutputs[name]!, "utf8"),
    })),
    ...github.received.slice(before).map((request) => ({
      source: `action (${checkRun}): ${request.method} ${request.path}`,
      text: JSON.stringify(request.body) ?? "",
    })),
    ...filesUnder(siteDir, `action (${checkRun}) site`),
  );
  return outputs;
}

const KNOWN_PREFIX =
  /^(?:https:\/\/hooks\.slack\.com\/services\/|sk-ant-api03-|sk-proj-|github_pat_|[rs]k_live_|ghp_|xoxb-|xapp-1-|AKIA|AIza|sk-|pw)/;

/**
 * Pieces of `key` that no output may hold: 16 characters at every 8th offset, so a copy cut short (a cropped code
 * frame, a shortened title) is found too, while a masked key's last four characters are not.
 */
function pieces(key: string): string[] {
  // What every key of the kind starts with is no secret (the placeholders keep it).
  const secret = key.replace(KNOWN_PREFIX, "");
  if (secret.length <= 16) return [secret.toLowerCase()];
  const found: string[] = [];
  for (let at = 0; at + 16 <= secret.length; at += 8) found.push(secret.slice(at, at + 16).toLowerCase());
  found.push(secret.slice(-16).toLowerCase());
  return found;
}

test("no key, token, private key or credential in a URL reaches any output", async () => {
  const outputs = [...(await cliOutputs()), ...(await actionOutputs("auto")), ...(await actionOutputs("false"))];
  // The runs did what they are for: reported the keys, masked, and built the sites.
  const console_ = outputs.find((output) => output.source === "cli.js check docs --format console: stdout")!.text;
  expect(console_).toContain("page/secret");
  expect(console_).toContain("openapi/secret");
  expect(outputs.filter((output) => output.source.endsWith("index.html")).length).toBeGreaterThanOrEqual(2);

  const secrets: [string, string][] = [
    ...Object.entries(KEYS),
    ...[...PRIVATE_KEY_LINES, ...ESCAPED_KEY_LINES, ...YAML_KEY_LINES].map((line, index): [string, string] => [
      `private key line ${index + 1}`,
      line,
    ]),
    ...Object.entries(URL_SECRETS),
  ];
  const leaks: string[] = [];
  for (const output of outputs) {
    // The page links to this address itself: the site holds it as the link's target, as written.
    const published = output.source.includes(" site/") || output.source.startsWith("build/");
    const text = output.text.toLowerCase();
    for (const [name, secret] of secrets) {
      if (published && (name === "linkPassword" || name === "linkKey")) continue;
      const piece = pieces(secret).find((p) => text.includes(p));
      if (piece) leaks.push(`${name} in ${output.source}: …${excerpt(text, piece)}…`);
    }
  }
  expect(leaks).toEqual([]);
});

function excerpt(text: string, piece: string): string {
  const at = text.indexOf(piece);
  return text.slice(Math.max(0, at - 60), at + piece.length + 20).replace(/\s+/g, " ");
}
