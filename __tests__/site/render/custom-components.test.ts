import { beforeAll, describe, expect, test } from "vitest";
import { compileModule, parseCodeFile } from "../../../src/render/component-compiler.js";
import { CALL_LIMIT_MS, loadComponentSandbox, PageSandbox } from "../../../src/render/component-sandbox.js";
import { renderBody } from "./render.js";

beforeAll(async () => {
  await loadComponentSandbox();
});

/** A sandbox holding one code file, `c.jsx`, compiled from `source`. */
function sandboxOf(source: string): PageSandbox {
  return new PageSandbox(() => {
    const program = parseCodeFile(source);
    if (typeof program === "string") return program;
    const compiled = compileModule([program], (source) =>
      source === "react" ? { kind: "react" } : { kind: "unavailable", reason: "not loaded" },
    );
    return compiled.ok ? compiled : compiled.reason;
  });
}

describe("the compiler", () => {
  test("turns JSX into h() calls and exports into the names the module returns, without running anything", () => {
    const program = parseCodeFile(
      'import { useState } from "react";\nimport Chart from "chart-lib";\nexport const Hero = ({ title }) => <div className="hero"><h2>{title}</h2><></></div>;\nexport default function Box() { return <Hero title="x" />; }',
    );
    if (typeof program === "string") throw new Error(program);
    const compiled = compileModule([program], (source) =>
      source === "react" ? { kind: "react" } : { kind: "unavailable", reason: "no chart-lib" },
    );
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    expect(compiled.body).toContain('const useState = __React["useState"];');
    expect(compiled.body).toContain('const Chart = __unavailable("no chart-lib");');
    expect(compiled.body).toContain(
      'const Hero = ({title}) => h("div", {\n  className: "hero"\n}, h("h2", null, title), h(Fragment));',
    );
    expect(compiled.body).toContain("h(Fragment");
    expect(compiled.body).not.toMatch(/\bexport\b|\bimport\b/);
    expect(compiled.body).toMatch(/return \{ .*"Hero": Hero.*"default": Box/);
  });

  test("says why a file it cannot read is not drawn", () => {
    expect(parseCodeFile("export const A = (props: Props) => <div />;")).toMatch(/does not parse as JavaScript/);
  });
});

describe("the sandbox", () => {
  test("draws a component with its props and the slot of its children", () => {
    const sandbox = sandboxOf(
      'export const Hero = ({ title, count, children }) => <a className="hero" href="/start" style={{ color: "red" }}>{title} {count}{children}</a>;',
    );
    const result = sandbox.render("c.jsx", "Hero", { title: "Go", count: 3, children: { $slot: 1 } });
    sandbox.dispose();
    expect(result).toEqual({
      ok: true,
      nodes: [
        {
          type: "a",
          props: { className: "hero", href: "/start", style: { color: "red" } },
          children: ["Go", " ", "3", { slot: 1 }],
        },
      ],
    });
  });

  test("gives React's hooks their first-render meaning and draws built-in components by name", () => {
    const sandbox = sandboxOf(`
      import React, { useState, useEffect, useMemo, useRef, useId, useContext, createContext } from "react";
      const Theme = createContext("light");
      export function Counter() {
        const [count, setCount] = useState(() => 2);
        useEffect(() => { throw new Error("effects never run"); }, []);
        const doubled = useMemo(() => count * 2, [count]);
        const ref = useRef(null);
        return <Card title={"n=" + doubled} data-id={useId()} data-theme={useContext(Theme)}>{ref.current === null ? "ref" : "?"}</Card>;
      }`);
    const result = sandbox.render("c.jsx", "Counter", {});
    sandbox.dispose();
    expect(result).toEqual({
      ok: true,
      nodes: [{ type: "Card", props: { title: "n=4", "data-id": ":r0:", "data-theme": "light" }, children: ["ref"] }],
    });
  });

  test("stops a loop that does not end within the deadline", () => {
    const sandbox = sandboxOf("export const Spin = () => { for (;;) {} };");
    const started = performance.now();
    const result = sandbox.render("c.jsx", "Spin", {});
    const took = performance.now() - started;
    sandbox.dispose();
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/ran longer than 1000 ms/) });
    expect(took).toBeLessThan(CALL_LIMIT_MS + 500);
  });

  test("stops a huge allocation at the memory limit", () => {
    const sandbox = sandboxOf("export const Big = () => <p>{new Array(1e8).fill(0).length}</p>;");
    const result = sandbox.render("c.jsx", "Big", {});
    sandbox.dispose();
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/more than the sandbox's 32 MB/) });
  });

  test("gives the guest nothing of the host: no process, require, fetch, timers or window", () => {
    const sandbox = sandboxOf(
      "export const Probe = () => <p>{[typeof globalThis.process, typeof require, typeof fetch, typeof setTimeout, typeof window, typeof globalThis.std, typeof globalThis.os].join(',')}{atob(btoa('ok'))}</p>;",
    );
    const result = sandbox.render("c.jsx", "Probe", {});
    sandbox.dispose();
    expect(result).toEqual({
      ok: true,
      nodes: [
        {
          type: "p",
          props: {},
          children: ["undefined,undefined,undefined,undefined,undefined,undefined,undefined", "ok"],
        },
      ],
    });
  });

  test("says which browser API a component reached for", () => {
    const sandbox = sandboxOf("export const Size = () => <p>{window.innerWidth}</p>;");
    const result = sandbox.render("c.jsx", "Size", {});
    sandbox.dispose();
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/uses `window`/) });
  });

  test("a call after one stopped by a limit starts from a fresh context", () => {
    const sandbox = sandboxOf("export const Spin = () => { for (;;) {} };\nexport const Fine = () => <b>ok</b>;");
    expect(sandbox.render("c.jsx", "Spin", {}).ok).toBe(false);
    expect(sandbox.render("c.jsx", "Fine", {})).toEqual({
      ok: true,
      nodes: [{ type: "b", props: {}, children: ["ok"] }],
    });
    sandbox.dispose();
  });
});

describe("a page's custom components", () => {
  test("render as the published site draws them: HTML, built-in components, links resolved", () => {
    const { page, reports } = renderBody(
      [
        "export const HeroCard = ({ title, href, children }) => (",
        '  <a className="group block rounded-xl border p-4" href={href}>',
        '    <h3 className="font-semibold">{title}</h3>',
        "    <div>{children}</div>",
        "  </a>",
        ");",
        'export const Pair = () => <CardGroup cols={2}><Card title="One" href="/one">First</Card><HeroCard title="Two" href="/two" /></CardGroup>;',
        "",
        '<HeroCard title="Quickstart" href="/quickstart">Start **here**.</HeroCard>',
        "",
        "<Pair />",
      ].join("\n"),
      { "quickstart.mdx": "---\ntitle: Quickstart\n---\n" },
    );
    expect(reports).toEqual([]);
    expect(page.html).toContain('<a class="group block rounded-xl border p-4" href="/quickstart/">');
    expect(page.html).toContain('<h3 class="font-semibold">Quickstart</h3>');
    expect(page.html).toContain("<strong>here</strong>");
    expect(page.html).toMatch(/class="card[^"]*"[^>]*href="\/one\/"|href="\/one\/"[^>]*class="card/);
    expect(page.html).toContain('href="/two/"');
  });

  test("one imported from a .jsx snippet gets the page's children", () => {
    const { page, reports } = renderBody(
      'import { Callout } from "/snippets/callout.jsx";\n\n<Callout kind="tip">Read the *guide* first.</Callout>',
      {
        "snippets/callout.jsx":
          'export const Callout = ({ kind, children }) => <div className={"callout callout-" + kind} role="note">{children}</div>;\n',
      },
    );
    expect(reports).toEqual([]);
    expect(page.html).toMatch(/<div class="callout callout-tip" role="note">[\s\S]*<em>guide<\/em>/);
  });

  test("one defined in an MDX snippet works for the page that imports it by name", () => {
    const { page } = renderBody('import { Badge2 } from "/snippets/badge.mdx";\n\n<Badge2 label="New" />', {
      "snippets/badge.mdx": 'export const Badge2 = ({ label }) => <span className="badge2">{label}</span>;\n',
    });
    expect(page.html).toContain('<span class="badge2">New</span>');
  });

  test("props given as code run in the scope of the page: names it binds, markup, spreads, other components", () => {
    const { page, reports } = renderBody(
      [
        'export const links = ["a", "b"].map((name) => ({ name, href: "/" + name }));',
        'export const extra = { tone: "warm" };',
        "export const Shell = ({ children, ...props }) => <section {...props}>{children}</section>;",
        "export const List = ({ items, icon, tone, Wrapper }) => (",
        "  <Wrapper className={tone}>{icon}{items.map((item) => <a key={item.name} href={item.href}>{item.name}</a>)}</Wrapper>",
        ");",
        "",
        "<List items={links} icon={<b>*</b>} {...extra} Wrapper={Shell} />",
      ].join("\n"),
      { "a.mdx": "---\ntitle: A\n---\n", "b.mdx": "---\ntitle: B\n---\n" },
    );
    expect(reports).toEqual([]);
    expect(page.html).toContain('<section class="warm"><b>*</b><a href="/a/">a</a><a href="/b/">b</a></section>');
  });

  test("what a component draws passes the page's markup policy: no script, handler or script URL reaches the page", () => {
    const { page } = renderBody(
      [
        "export const Sneaky = () => (",
        '  <div onclick="steal()" onClick={() => 1}>',
        '    <script>{"steal()"}</script>',
        '    <a href="javascript:steal()">go</a>',
        '    <iframe srcdoc="<script>steal()</script>" />',
        "  </div>",
        ");",
        "",
        "<Sneaky />",
      ].join("\n"),
    );
    expect(page.html).not.toMatch(/steal|onclick|<script/i);
    expect(page.html).toContain(">go</a>");
  });

  test("one that throws is a labelled placeholder holding its children, and a warning at the usage", () => {
    const { page, reports } = renderBody(
      'export const Broken = () => { throw new Error("no data"); };\n\n<Broken>\n  Kept text.\n</Broken>',
    );
    expect(page.html).toContain('class="component-placeholder"');
    expect(page.html).toContain(
      "Custom component <code>&#x3C;Broken></code> is not shown in this preview: it throws Error: no data.",
    );
    expect(page.html).toContain("Kept text.");
    expect(reports).toEqual([
      expect.objectContaining({ ruleId: "site/unrendered-component", file: "page.mdx", line: 8, column: 1 }),
    ]);
  });

  test("one that imports a package other than React says so", () => {
    const { reports } = renderBody('import { Chart } from "recharts";\n\n<Chart />');
    expect(reports).toEqual([
      expect.objectContaining({
        ruleId: "site/unrendered-component",
        message: expect.stringContaining('"recharts", a package the preview does not load'),
      }),
    ]);
  });
});
