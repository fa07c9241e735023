import { EditMap } from "micromark-util-edit-map";
import type { Event } from "micromark-util-types";

/**
 * micromark 4.0.3's EditMap.consume copies every event of the list on every call, even when its
 * edits all sit at the end. micromark's document tokenizer calls it each time a list or quote
 * ends before a line that is not in it, with the whole page's events: a large page with many
 * lists took minutes (3.9 MB: over 400 s; with this, 15 s). This applies the same edits and
 * keeps the events before the first edit where they are, so each call costs what follows its
 * first edit. Patched on the shared class, since micromark constructs it itself.
 */
function consume(this: EditMap, events: Event[]): undefined {
  if (this.map.length === 0) return;
  this.map.sort((a, b) => a[0] - b[0]);
  // From the last edit back: the events after each edit, then what the edit adds.
  const pieces: Event[][] = [];
  for (let index = this.map.length - 1; index >= 0; index--) {
    const [at, remove, add] = this.map[index]!;
    pieces.push(events.slice(at + remove), add);
    events.length = at;
  }
  for (let piece = pieces.pop(); piece; piece = pieces.pop()) {
    for (const event of piece) events.push(event);
  }
  this.map.length = 0;
  this.index.clear();
}

EditMap.prototype.consume = consume;
