/**
 * A large page of ordinary documentation: sections of prose with links, many short lists, code
 * blocks, tables and a callout, repeated until the page reaches `bytes`. One link to a page that
 * does not exist is planted in the last section, at `defectLine`, to prove the page was checked.
 */
export function bigPage(bytes: number): { text: string; defectLine: number } {
  const lines = ["---", "title: Reference", "description: Everything about the reference, on one page.", "---", ""];
  let size = lines.join("\n").length;
  const push = (...more: string[]) => {
    for (const line of more) {
      lines.push(line);
      size += line.length + 1;
    }
  };
  const tail = 1200;
  for (let section = 1; size < bytes - tail; section++) push(...sectionLines(section));
  push("## Last section", "", "This section links to [a page that is missing](/no-such-page) on purpose.");
  const defectLine = lines.length;
  push("", "The end.", "");
  return { text: lines.join("\n"), defectLine };
}

function sectionLines(n: number): string[] {
  const prose = `Section ${n} explains how the service handles request ${n}. Read [the guide](/good) first, then the [reference](https://example.com/api/${n}) for every field. Values are *case sensitive* and **required** unless marked \`optional\`.`;
  const section = [
    `## Topic ${n}`,
    "",
    prose,
    "",
    "- First step of the task",
    `- Second step, with [a link](#topic-${n})`,
    "- Third step",
    "",
    prose,
    "",
  ];
  if (n % 3 === 0)
    section.push("```js", `const client = createClient({ id: ${n} });`, "await client.send();", "```", "");
  if (n % 5 === 0)
    section.push(
      "| Field | Type | Meaning |",
      "| --- | --- | --- |",
      `| id | number | The request ${n} |`,
      "| name | string | Its name |",
      "",
    );
  if (n % 7 === 0) section.push("<Note>", `Requests over ${n} KB are split.`, "</Note>", "");
  if (n % 4 === 0) section.push("1. One", "2. Two", "", "> A short quote.", "");
  return section;
}
