import { describe, expect, test } from "vitest";
import type { RuledReport } from "../../../src/diagnostics/diagnostic.js";
import { renderBody } from "./render.js";

// Mintlify draws markup given as an icon (`icon={<svg …/>}`) where the component's icon goes; the preview draws it
// too when it is static, through the markup policy the page's own inline SVG goes through.

const KITE = `<svg className="h-6 w-6" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
  <path d="M12 2 L22 12 L12 22 L2 12 Z" fill="#2A7F62" fillRule="evenodd" clipRule="evenodd"/>
</svg>`;

const unrendered = (reports: RuledReport[]) =>
  reports.filter((report) => report.ruleId === "site/unrendered-expression");

describe("static markup as an icon", () => {
  test("a Card draws an svg icon in its icon slot, its attribute names as SVG writes them, without a report", () => {
    const { page, reports } = renderBody(`<Card title="Kite" href="/kite" icon={${KITE}} horizontal />`);
    expect(page.html).toContain(
      '<div class="card-icon"><svg class="h-6 w-6 card-icon" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><path d="M12 2 L22 12 L12 22 L2 12 Z" fill="#2A7F62" fill-rule="evenodd" clip-rule="evenodd"></path></svg></div>',
    );
    expect(unrendered(reports)).toEqual([]);
  });

  test("gradients, literal attribute values and a fragment on one line render as written", () => {
    const { page, reports } = renderBody(
      '<Card title="Dawn" icon={<><svg viewBox="0 0 8 8" strokeWidth={2} style={{ opacity: 0.5 }}><defs><linearGradient id="dawn0" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stopColor="#F60"/><stop offset="1" stopColor="#FC0" stopOpacity={0.8}/></linearGradient></defs>{/* the disc */}<circle cx="4" cy="4" r="3" fill="url(#dawn0)"/></svg></>}>\nMorning.\n</Card>',
    );
    expect(page.html).toContain(
      '<div class="card-icon"><svg viewBox="0 0 8 8" stroke-width="2" style="opacity: 0.5" class="card-icon"><defs><linearGradient id="dawn0" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F60"></stop><stop offset="1" stop-color="#FC0" stop-opacity="0.8"></stop></linearGradient></defs><circle cx="4" cy="4" r="3" fill="url(#dawn0)"></circle></svg></div>',
    );
    expect(unrendered(reports)).toEqual([]);
  });

  test("a light and a dark variant side by side are each an icon, for the theme to show one", () => {
    const { page } = renderBody(
      '<Card title="Moon" icon={<>\n  <svg className="dark:hidden" viewBox="0 0 2 2"><circle r="1" fill="#000" /></svg>\n  <svg className="hidden dark:block" viewBox="0 0 2 2"><circle r="1" fill="#FFF" /></svg>\n</>}>\nNight.\n</Card>',
    );
    expect(page.html).toContain(
      '<div class="card-icon"><svg class="dark:hidden card-icon" viewBox="0 0 2 2"><circle r="1" fill="#000"></circle></svg><svg class="hidden dark:block card-icon" viewBox="0 0 2 2"><circle r="1" fill="#FFF"></circle></svg></div>',
    );
  });

  test("every component that draws an icon draws markup in its place", () => {
    const dot = '<svg viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>';
    const { page, reports } = renderBody(
      [
        `<Callout icon={${dot}}>\nC\n</Callout>`,
        `<Steps>\n<Step title="S" icon={${dot}}>\nS\n</Step>\n</Steps>`,
        `<Tabs>\n<Tab title="T" icon={${dot}}>\nT\n</Tab>\n</Tabs>`,
        `<Accordion title="A" icon={${dot}}>\nA\n</Accordion>`,
        `An <Icon icon={${dot}} /> and a <Badge icon={${dot}}>B</Badge>.`,
        `<Prompt description="P" icon={${dot}}>\nP\n</Prompt>`,
      ].join("\n\n"),
    );
    for (const kind of ["callout", "step", "tab", "accordion", "inline", "badge", "prompt"])
      expect(page.html).toContain(`<svg viewBox="0 0 2 2" class="${kind}-icon"><circle cx="1" cy="1" r="1"></circle>`);
    expect(unrendered(reports)).toEqual([]);
  });

  test("markup goes through the page's markup policy: event attributes, scripts and script URLs are left out", () => {
    const { page, reports } = renderBody(
      '<Card title="Trap" icon={<svg viewBox="0 0 4 4" onLoad="steal()"><script>steal()</script><a href="javascript:steal()"><rect width="4" height="4"/></a><image href="/logo.png" width="4"/></svg>}>\nX\n</Card>',
      { "logo.png": "png" },
    );
    expect(page.html).toContain(
      '<div class="card-icon"><svg viewBox="0 0 4 4" class="card-icon"><a><rect width="4" height="4"></rect></a><image href="/logo.png" width="4"></image></svg></div>',
    );
    expect(page.html).not.toContain("steal");
    expect(page.assets).toEqual(["logo.png"]);
    expect(unrendered(reports)).toEqual([]);
  });

  test("markup that needs code to run is still left out and reported: a component, a `{name}`, a spread", () => {
    const { page, reports } = renderBody(
      [
        '<Card title="A" icon={<Logo />}>A</Card>',
        '<Card title="B" icon={<svg viewBox="0 0 2 2">{shape}</svg>}>B</Card>',
        '<Card title="C" icon={<svg {...props} />}>C</Card>',
        '<Card title="D" icon={<svg fill={color} />}>D</Card>',
      ].join("\n\n"),
    );
    expect(page.html).not.toContain("card-icon");
    expect(unrendered(reports).map((r) => [r.line, r.column])).toEqual([
      [6, 17],
      [8, 17],
      [10, 17],
      [12, 17],
    ]);
    expect(reports[0]!.message).toContain("The value of `icon` on <Card> is an expression (`{<Logo />}`)");
    expect(reports[0]!.message).toContain(
      "docsgate's preview draws markup here only when it is plain elements and text whose attributes are literals",
    );
  });

  test("markup in an attribute other than an icon is reported as not drawn", () => {
    const { page, reports } = renderBody("<Card title={<span>Bold</span>}>A</Card>");
    expect(page.html).not.toContain("Bold");
    expect(unrendered(reports).map((r) => r.message)).toEqual([
      "The value of `title` on <Card> is an expression (`{<span>Bold</span>}`) that needs code to run, so docsgate's preview leaves the attribute out (Mintlify runs it). docsgate's preview draws markup written in an attribute only as a built-in component's `icon`: give this content as the component's children, or as text.",
    ]);
  });
});
