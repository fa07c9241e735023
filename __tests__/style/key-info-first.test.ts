import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "../pages/page-findings.js";

const RULE = "style/key-info-first";
const findings = (body: string) => pageFindings(RULE, { "index.mdx": `${FRONT}${body}` });
const matched = (body: string) => findings(body).map((d) => /'(.+)', which/.exec(d.message)?.[1]);

describe("style/key-info-first", () => {
  test("a page that opens with filler, at its place, with what to write instead", () => {
    const found = findings("In this guide, you will deploy a model.\n");
    expect(places(found)).toEqual(["index.mdx:6:1"]);
    expect(found[0]!.message).toBe(
      "The section opens with 'In this guide, you will', which tells the reader nothing yet. Lead with what the reader gets or does, such as 'Deploy a model with one command.'",
    );
    expect(found[0]).toMatchObject({ severity: "notice", endColumn: 24 });
  });

  test("the kinds of filler", () => {
    const openings = [
      "In this tutorial we'll build a bot.",
      "In this section, you're going to add a key.",
      "This page describes the API.",
      "This guide will walk you through the setup.",
      "This tutorial shows you how to search.",
      "The following section lists the limits.",
    ];
    expect(openings.flatMap((opening) => matched(`## Part\n\n${opening}\n`))).toEqual([
      "In this tutorial we'll",
      "In this section, you're going to",
      "This page describes",
      "This guide will walk you through",
      "This tutorial shows",
      "The following section",
    ]);
  });

  test("the opening of each section, not later paragraphs or sentences", () => {
    const body = [
      "Deploy a model in one command. This page describes how.", // 6
      "",
      "This page describes the flags.", // 8
      "",
      "## Limits", // 10
      "",
      "This section covers the limits.", // 12
      "",
      "In this guide, we also cover quotas.", // 14
      "",
    ].join("\n");
    expect(places(findings(body))).toEqual(["index.mdx:12:1"]);
  });

  test("openings that say something stay quiet", () => {
    expect(
      findings(
        "In this example, we send one request.\n\n## Setup\n\nThis guide uses Python 3.12.\n\n## Next\n\nWelcome messages go to new members.\n",
      ),
    ).toEqual([]);
  });

  test("text in double quotes stays quiet; inline code is not read", () => {
    expect(
      findings(
        '"This page describes the API" is the default description.\n\n## Flags\n\n`This page describes` is a placeholder.\n',
      ),
    ).toEqual([]);
  });

  test("headings and component titles are not openings", () => {
    expect(
      findings(
        '## This section covers limits\n\nSet a limit per key.\n\n<Steps>\n  <Step title="In this step, you will add a key">\n    Add it.\n  </Step>\n</Steps>\n',
      ),
    ).toEqual([]);
  });

  test("list items and nested components that open a section", () => {
    expect(
      places(
        findings(
          '## Setup\n\n- This section covers the setup.\n\n## Keys\n\n<Tabs>\n  <Tab title="Python">\n    <Note>This page explains keys.</Note>\n  </Tab>\n</Tabs>\n',
        ),
      ),
    ).toEqual(["index.mdx:8:3", "index.mdx:14:11"]);
  });

  test("code blocks never", () => {
    expect(findings("```text\nIn this guide, you will deploy a model.\n```\n")).toEqual([]);
  });

  test("a page in another language stays quiet", () => {
    expect(
      findings(
        "Dans ce guide, vous allez déployer un modèle sur le serveur de la société avec une seule commande et this page describes.\n",
      ),
    ).toEqual([]);
  });
});
