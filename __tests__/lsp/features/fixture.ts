/** A small docs project for the language features' tests: pages, a snippet, an OpenAPI file, and docs.json. */
export const DOCS_JSON = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#0D9373" },
  "navigation": {
    "groups": [
      {
        "group": "Start",
        "openapi": "openapi.yaml",
        "pages": ["index", "guides/setup", "api/users", "GET /users"]
      }
    ]
  }
}
`;

export const SETUP = `---
title: "Set up"
---

Intro text.

## Install the CLI

Run it.

## Configure

Edit the file.
`;

export const OPENAPI = `openapi: 3.1.0
info:
  title: Acme
  version: "1.0"
paths:
  /users:
    post:
      responses:
        "201":
          description: Created
    get:
      responses:
        "200":
          description: OK
`;

export const FILES: Record<string, string> = {
  "docs.json": DOCS_JSON,
  "index.mdx": `---
title: Welcome
---

import Intro from "/snippets/intro.mdx";

<Intro />

Read [the setup](/guides/setup).

## Overview
`,
  "guides/setup.mdx": SETUP,
  "guides/with-snippet.mdx": `---
title: With a snippet
---

import Shared from "/snippets/shared.mdx";

<Shared />
`,
  "api/users.mdx": `---
title: List users
openapi: "GET /users"
---
`,
  "snippets/intro.mdx": "Welcome to Acme.\n",
  "snippets/shared.mdx": "Shared text.\n\n## From the snippet\n",
  "snippets/button.jsx": "export const Button = () => <button>Go</button>;\n",
  "openapi.yaml": OPENAPI,
};
