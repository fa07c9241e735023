import type { Code } from "mdast";
import { codeTitle } from "../../parse/code-title.js";

/**
 * Languages an API call is shown in, by the names an info string gives them. Data, markup and
 * output (`json`, `yaml`, `text`, `console`) are left out: a block in one of them next to code
 * is the code's input or result, not the same example in another language.
 */
const CLIENT_LANGUAGES = new Map(
  Object.entries({
    bash: "shell",
    sh: "shell",
    shell: "shell",
    zsh: "shell",
    curl: "shell",
    python: "Python",
    py: "Python",
    python3: "Python",
    javascript: "JavaScript",
    js: "JavaScript",
    node: "JavaScript",
    jsx: "JavaScript",
    mjs: "JavaScript",
    typescript: "TypeScript",
    ts: "TypeScript",
    tsx: "TypeScript",
    go: "Go",
    golang: "Go",
    java: "Java",
    kotlin: "Kotlin",
    kt: "Kotlin",
    scala: "Scala",
    ruby: "Ruby",
    rb: "Ruby",
    php: "PHP",
    csharp: "C#",
    cs: "C#",
    "c#": "C#",
    swift: "Swift",
    rust: "Rust",
    rs: "Rust",
    dart: "Dart",
    elixir: "Elixir",
    powershell: "PowerShell",
  }),
);

/** A shell block shows the call itself only when it sends the request with curl; else it installs or runs something. */
const SENDS_REQUEST = /^\s*(?:\$\s*)?curl\s/m;
/** A title that names a file: `server.py`. */
const FILE_NAME = /^(.+)\.[A-Za-z0-9]+$/;

/**
 * The language a block shows a client call in, or undefined when it is not such a block: data,
 * output, or a shell block that does not send a request (`pip install ...`).
 */
export function clientLanguage(code: Code): string | undefined {
  const language = code.lang ? CLIENT_LANGUAGES.get(code.lang.toLowerCase()) : undefined;
  if (language !== "shell") return language;
  return SENDS_REQUEST.test(code.value) ? "cURL" : undefined;
}

/**
 * Whether adjacent blocks show one example in several languages: each in a different client
 * language, and not titled as different files (`server.py` and `client.js` are two programs).
 */
export function showOneExample(blocks: readonly Code[]): boolean {
  const languages = blocks.map(clientLanguage);
  if (languages.some((language) => language === undefined) || new Set(languages).size !== blocks.length) return false;
  const stems = new Set<string>();
  for (const block of blocks) {
    const stem = FILE_NAME.exec(codeTitle(block) ?? "")?.[1];
    if (stem) stems.add(stem.toLowerCase());
  }
  return stems.size <= 1;
}
