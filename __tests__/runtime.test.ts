import { expect, test } from "vitest";

test("the suite runs on the action's runtime, Node 24", () => {
  expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
});
