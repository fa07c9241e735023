import { describe, expect, test } from "vitest";
import { componentIds } from "../../src/parse/component-ids.js";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/broken-link";
const PAGE = `${FRONT}## Pricing tiers\n\nText.\n\n`;

/** A page `plans.mdx` that imports `snippets/<file>` and renders `<Plans />`, and a page linking to its fragments. */
function project(component: string, links: string, body = "<Plans />\n", file = "plans.jsx"): Record<string, string> {
  return {
    "plans.mdx": `${PAGE}import { Plans } from "/snippets/${file}";\n\n${body}`,
    [`snippets/${file}`]: component,
    "a.mdx": `${FRONT}${links}\n`,
  };
}

describe("page/broken-link: fragments into pages that render code components", () => {
  test("a component whose ids are all written out: fragments it renders pass, others are errors at the link", () => {
    const component = [
      "export const Plans = () => (",
      "  <div>",
      '    <section id="starter-plan">Starter</section>',
      "    <h2>Team plan</h2>",
      "  </div>",
      ");",
      "",
    ].join("\n");
    const found = pageFindings(
      RULE,
      project(
        component,
        "[a](/plans#starter-plan) [b](/plans#team-plan) [c](/plans#pricing-tiers) [d](/plans#enterprise)",
      ),
    );
    expect(places(found)).toEqual(["a.mdx:6:74"]);
    expect(found[0]!.message).toContain("has no heading or anchor `#enterprise`");
  });

  test("ids built from a written prefix: fragments with the prefix pass, others are errors", () => {
    const component = [
      'const PREFIX = "plan";',
      "export const Plans = ({ plans }) => plans.map((plan) => (",
      "  <section id={`${PREFIX}-${plan.key}`}>{plan.name}</section>",
      "));",
      "",
    ].join("\n");
    const found = pageFindings(RULE, project(component, "[a](/plans#plan-team) [b](/plans#team)"));
    expect(places(found)).toEqual(["a.mdx:6:23"]);
  });

  test("ids from a prop or a heading of unknown text: the page's fragments are not checked", () => {
    for (const component of [
      "export const Plans = (props) => <section id={props.anchor}>x</section>;\n",
      "export const Plans = ({ title }) => <h2>{title}</h2>;\n",
      "export const Plans = ({ html }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n",
    ]) {
      expect(pageFindings(RULE, project(component, "[a](/plans#anything)"))).toEqual([]);
    }
  });

  test("an imported component the page never renders adds no ids: fragments are checked against the page's own", () => {
    const component = "export const Plans = (props) => <section id={props.anchor}>x</section>;\n";
    const found = pageFindings(
      RULE,
      project(component, "[a](/plans#pricing-tiers) [b](/plans#anything)", "No component here.\n"),
    );
    expect(places(found)).toEqual(["a.mdx:6:27"]);
  });

  test("an import of a file that does not exist renders nothing: fragments are checked against the page's own", () => {
    const files = project("", "[a](/plans#pricing-tiers) [b](/plans#anything)");
    delete files["snippets/plans.jsx"];
    const found = pageFindings(RULE, files);
    expect(places(found)).toEqual(["a.mdx:6:27"]);
    expect(pageFindings("page/snippet-import", files)).toHaveLength(1);
  });

  test("an import that climbs out of the docs root is never read, and leaves the page's fragments unchecked", () => {
    const files = project("", "[a](/plans#anything)");
    files["plans.mdx"] = `${PAGE}import { Plans } from "../../plans.jsx";\n\n<Plans />\n`;
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("a snippet's component counts for the page that includes the snippet", () => {
    const files = {
      "plans.mdx": `${PAGE}import Table from "/snippets/table.mdx";\n\n<Table />\n`,
      "snippets/table.mdx": 'import { Row } from "./row.jsx";\n\n<Row />\n',
      "snippets/row.jsx": 'export const Row = () => <div id="row-anchor" />;\n',
      "a.mdx": `${FRONT}[a](/plans#row-anchor) [b](/plans#nowhere)\n`,
    };
    expect(places(pageFindings(RULE, files))).toEqual(["a.mdx:6:24"]);
  });

  test("a component that cannot be read as JavaScript with JSX (TypeScript types) leaves the page unchecked", () => {
    const component = "export const Plans = (props: { id: string }) => <section id={props.id} />;\n";
    expect(pageFindings(RULE, project(component, "[a](/plans#anything)", "<Plans />\n", "plans.tsx"))).toEqual([]);
  });

  test("ids passed as literal props on the page, and ids of a file the component imports, count", () => {
    const files = {
      ...project(
        'import { Row } from "./row.jsx";\nexport const Plans = () => <Row />;\n',
        "[a](/plans#given) [b](/plans#row-anchor) [c](/plans#nowhere)",
        '<Plans id="given" />\n',
      ),
      "snippets/row.jsx": 'export const Row = () => <div id="row-anchor" />;\n',
    };
    expect(places(pageFindings(RULE, files))).toEqual(["a.mdx:6:42"]);
  });
});

describe("componentIds", () => {
  test("reads written ids, ids in data and markup, and bounds built ones", () => {
    const found = componentIds(
      [
        "const clients = [{ id: 'alpha' }, { id: \"beta\" }];",
        "const html = '<span id=\"inline\"></span>';",
        "export const X = ({ on }) => (",
        "  <div>",
        "    {clients.map((c) => <p key={c.id} id={`client-${c.id}`}>{c.id}</p>)}",
        '    <a name="old-anchor" />',
        "    <h3 id={on ? 'open' : 'closed'} />",
        '    <Accordion title="Billing FAQ" />',
        "  </div>",
        ");",
      ].join("\n"),
    )!;
    expect(found.open).toBe(false);
    expect(found.ids).toEqual(expect.arrayContaining(["alpha", "beta", "inline", "old-anchor", "open", "closed"]));
    expect(found.patterns).toContain("^client-[^]*$");
    expect(found.patterns).toContain("^billing-faq(?:-\\d+)?$");
  });

  test("destructured names and parameters have no one value: an id from them is unbounded", () => {
    expect(componentIds('const id = "x";\nexport const X = ({ id }) => <div id={id} />;\n')!.open).toBe(true);
    expect(componentIds('const id = "x";\nexport const X = () => <div id={id} />;\n')!).toMatchObject({
      ids: ["x"],
      open: false,
    });
  });

  test("an `id:` property of unknown value opens the ids only where objects become props (a spread, createElement)", () => {
    const button = "const Copy = ({ id }) => <button onClick={() => copy(id)}>Copy</button>;\n";
    const uses = "export const X = ({ rows }) => rows.map((row) => Copy({ id: row.key }));\n";
    expect(componentIds(button + uses)!.open).toBe(false);
    expect(componentIds(button + uses + "const Y = (p) => <div {...p} />;\n")!.open).toBe(true);
    expect(componentIds(button + uses + "const Z = (p) => React.createElement('div', p);\n")!.open).toBe(true);
  });
});
