/**
 * What a RangeError thrown while a page is parsed, checked or rendered says ran out: the stack (a
 * page nested thousands of levels deep overflows the tree walks), or memory (an allocation that
 * failed: a typed array, a string, an array, a Map too large, which under a memory cap is how
 * running out shows). Undefined for any other error: a bug, thrown on. The two were once one
 * "nested too deeply", which named the wrong cause when a check ran out of memory.
 */
export function exhaustedBy(error: unknown): "depth" | "memory" | undefined {
  if (!(error instanceof RangeError) && (error as Error | undefined)?.name !== "RangeError") return undefined;
  const { message } = error as Error;
  if (/^Maximum call stack size exceeded/.test(message)) return "depth";
  return MEMORY.test(message) ? "memory" : undefined;
}

/** V8's messages for an allocation that failed or a size past its limit. */
const MEMORY =
  /^(?:Array buffer allocation failed|Invalid (?:string|array|typed array) length|Invalid array buffer length|(?:Map|Set) maximum size exceeded|Out of memory)/;
