import { EditMap } from "micromark-util-edit-map";
import type { Event } from "micromark-util-types";
import { expect, test } from "vitest";
import { parsePage } from "../../src/parse/parse-page.js";

/** Events stand-ins: consume only moves them, never reads them. */
function events(count: number): Event[] {
  return Array.from({ length: count }, (_, index) => index as unknown as Event);
}

/** The list wrapped to count the elements written into it: the work consume does. */
function counted(list: Event[]): { list: Event[]; writes: () => number } {
  let writes = 0;
  const proxy = new Proxy(list, {
    set(target, key, value) {
      if (typeof key === "string" && /^\d+$/.test(key)) writes++;
      return Reflect.set(target, key, value);
    },
  });
  return { list: proxy, writes: () => writes };
}

test("the parser's EditMap applies edits at the end of a long list without rewriting what comes before", () => {
  // micromark's document tokenizer does this each time a list ends: moves its last events, at the end of the page's.
  parsePage("- item\n\nText.\n");
  const { list, writes } = counted(events(100_000));
  const map = new EditMap();
  map.add(99_990, 0, events(3));
  map.add(99_995, 5, []);
  map.consume(list);
  expect(list).toHaveLength(99_998);
  expect(list.slice(99_988, 99_996)).toEqual([99_988, 99_989, 0, 1, 2, 99_990, 99_991, 99_992]);
  expect(writes()).toBeLessThan(100);
});
