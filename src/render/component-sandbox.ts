import type { QuickJSContext, QuickJSRuntime, QuickJSWASMModule } from "quickjs-emscripten-core";
import { COMPONENTS } from "../components/catalogue.js";
import { guestPrelude } from "./component-guest.js";

/** The heap every page's components share (QuickJS's own accounting, inside the WebAssembly memory). */
export const MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
/** QuickJS's own stack limit: deep recursion is a JavaScript error before it could exhaust WebAssembly's stack. */
const STACK_LIMIT_BYTES = 256 * 1024;
/**
 * How long one component may run, and all of a page's components together: far above what a component that draws
 * markup takes (under 5 ms alone; 370 ms measured for the largest of Mintlify's own on a machine running 15 jobs on 2
 * cores), so that a busy runner does not turn a component into a placeholder.
 */
export const CALL_LIMIT_MS = 1000;
export const PAGE_LIMIT_MS = 5000;

/** Names the prelude defines itself: a built-in component of the same name would clash with them. */
const PRELUDE_NAMES = new Set(["Fragment", "React", "Component", "h"]);

let quickjs: QuickJSWASMModule | undefined;

/**
 * Loads QuickJS compiled to WebAssembly (quickjs-emscripten's single-file sync variant, its WebAssembly embedded so that
 * the bundle needs no file beside it). Asynchronous once per thread; every render after it is synchronous. A build
 * calls it before it renders; a thread that has not called it (a check) renders no component.
 */
export async function loadComponentSandbox(): Promise<void> {
  if (quickjs) return;
  const { newQuickJSWASMModuleFromVariant } = await import("quickjs-emscripten-core");
  quickjs = await newQuickJSWASMModuleFromVariant(import("@jitl/quickjs-singlefile-cjs-release-sync"));
}

export function componentSandboxLoaded(): boolean {
  return quickjs !== undefined;
}

/** A component's markup as the guest returns it: text, an element, or the place of the children the page gave. */
export type GuestNode = string | { slot: number } | GuestElement;
export interface GuestElement {
  type: string;
  props: Record<string, unknown>;
  children: GuestNode[];
}

export type SandboxResult = { ok: true; nodes: GuestNode[] } | { ok: false; reason: string };

/**
 * One page's sandbox: a QuickJS runtime and context of its own (a few milliseconds to make), holding the modules of
 * the files whose components the page shows. The guest has no host function at all: no file system, network,
 * process, timers or clock beyond what JavaScript itself defines. Every call runs under a deadline and the memory
 * limit; QuickJS is not to be trusted after either stops it, so the next call starts a fresh runtime.
 */
export class PageSandbox {
  private runtime: QuickJSRuntime | undefined;
  private context: QuickJSContext | undefined;
  private readonly defined = new Set<string>();
  private spentMs = 0;

  /** `define`: a file's compiled module (a function body), or why it cannot be. */
  constructor(private readonly module: (file: string) => { body: string; imports: string[] } | string) {}

  /** `code`: props given as code, `[name, source]` (name null for a spread), run in the scope of `file`. */
  render(
    file: string,
    name: string,
    props: Record<string, unknown>,
    code: readonly [string | null, string][] = [],
  ): SandboxResult {
    if (!quickjs) return { ok: false, reason: "the build did not load the sandbox" };
    if (this.spentMs >= PAGE_LIMIT_MS)
      return { ok: false, reason: `the page's components already ran for their ${PAGE_LIMIT_MS} ms` };
    let interrupted = false;
    let started = performance.now();
    try {
      const context = this.open();
      // Making the runtime is docsgate's work, not the component's: the clock starts after it.
      started = performance.now();
      const deadline = started + Math.min(CALL_LIMIT_MS, PAGE_LIMIT_MS - this.spentMs);
      this.runtime!.setInterruptHandler(() => (interrupted = performance.now() > deadline));
      const missing = this.define(context, file, new Set());
      if (missing) return { ok: false, reason: missing };
      const call = `__render(${[file, name, JSON.stringify(props), JSON.stringify(code)].map((value) => JSON.stringify(value)).join(", ")})`;
      const result = context.evalCode(call, "render.js");
      if (result.error) {
        const error: unknown = context.dump(result.error);
        result.error.dispose();
        return { ok: false, reason: this.failure(error, interrupted) };
      }
      const json = context.getString(result.value);
      result.value.dispose();
      return { ok: true, nodes: JSON.parse(json) as GuestNode[] };
    } catch (error) {
      // QuickJS itself failed (a WebAssembly trap): this runtime is dropped, the page goes on.
      this.dispose();
      return { ok: false, reason: `the sandbox failed while drawing it (${(error as Error).message})` };
    } finally {
      this.spentMs += performance.now() - started;
      this.runtime?.removeInterruptHandler();
    }
  }

  dispose(): void {
    try {
      this.context?.dispose();
      this.runtime?.dispose();
    } catch {
      // A runtime a limit stopped may not free cleanly: it is dropped with its memory, which QuickJS reuses.
    }
    this.context = undefined;
    this.runtime = undefined;
    this.defined.clear();
  }

  private open(): QuickJSContext {
    if (this.context) return this.context;
    const runtime = (this.runtime = quickjs!.newRuntime());
    runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
    runtime.setMaxStackSize(STACK_LIMIT_BYTES);
    const context = runtime.newContext();
    const names = [...COMPONENTS.keys()].filter((name) => !PRELUDE_NAMES.has(name));
    context.unwrapResult(context.evalCode(guestPrelude(names), "prelude.js")).dispose();
    this.context = context;
    return context;
  }

  /** Defines a file's module in the context, its imports first; the reason when one cannot be compiled. */
  private define(context: QuickJSContext, file: string, seen: Set<string>): string | undefined {
    if (this.defined.has(file) || seen.has(file)) return undefined;
    seen.add(file);
    const module = this.module(file);
    if (typeof module === "string") return `${file}: ${module}`;
    for (const imported of module.imports) {
      const missing = this.define(context, imported, seen);
      if (missing) return missing;
    }
    const result = context.evalCode(`__define(${JSON.stringify(file)}, function () {\n${module.body}\n});`, file);
    if (result.error) {
      const error: unknown = context.dump(result.error);
      result.error.dispose();
      return `${file}: its code does not run in JavaScript (${describe(error)})`;
    }
    result.value.dispose();
    this.defined.add(file);
    return undefined;
  }

  /** Why a call failed, in words a page author can act on; a call stopped by a limit also retires the context. */
  private failure(error: unknown, interrupted: boolean): string {
    const { name, message } = errorParts(error);
    if (interrupted || message === "interrupted") {
      this.dispose();
      return `it ran longer than ${CALL_LIMIT_MS} ms (a loop that does not end?)`;
    }
    if (message === "out of memory") {
      this.dispose();
      return `it used more than the sandbox's ${MEMORY_LIMIT_BYTES / 1024 / 1024} MB of memory`;
    }
    if (name === "Refused") return message;
    const browserGlobal = /^'?(\w+)'? is not defined$/.exec(message)?.[1];
    if (name === "ReferenceError" && browserGlobal && BROWSER_GLOBALS.has(browserGlobal))
      return `it uses \`${browserGlobal}\`, which the preview does not give components (they are drawn once, when the site is built, not in a browser)`;
    return `it throws ${name ? `${name}: ` : ""}${message}`;
  }
}

/** What a component meant for the browser reaches for; inside the sandbox none of it exists. */
const BROWSER_GLOBALS = new Set([
  "window",
  "document",
  "fetch",
  "navigator",
  "location",
  "localStorage",
  "sessionStorage",
  "XMLHttpRequest",
  "setTimeout",
  "setInterval",
  "requestAnimationFrame",
  "process",
  "require",
]);

function errorParts(error: unknown): { name: string; message: string } {
  if (error && typeof error === "object") {
    const record = error as { name?: unknown; message?: unknown };
    return { name: String(record.name ?? ""), message: String(record.message ?? "") };
  }
  return { name: "", message: String(error) };
}

function describe(error: unknown): string {
  const { name, message } = errorParts(error);
  return name ? `${name}: ${message}` : message;
}
