import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * A stand-in for the `vscode` module, enough for the bundled extension to activate and for vscode-languageclient to
 * start its server: every name VS Code's API has answers with a do-nothing value that can be called, constructed
 * and read further, except the few the extension's own decisions depend on (its settings, the workspace folder, the
 * version) and the messages it shows, which are recorded.
 */
export interface StandIn {
  settings: Record<string, unknown>;
  workspaceFolder: string | undefined;
  /** The error, warning and information messages the extension and its client showed. */
  messages: string[];
  /** The commands the extension registered, by id. */
  commands: Map<string, () => unknown>;
  /** What the extension registered for changes of the settings. */
  onSettingsChange: ((event: { affectsConfiguration(section: string): boolean }) => unknown)[];
}

type Anything = ((...args: unknown[]) => Anything) & { [key: string | symbol]: Anything };

/** A value that is anything: read, called or constructed, it gives another such value. Never a promise. */
function anything(): Anything {
  const handler: ProxyHandler<object> = {
    get: (_, key) => {
      if (key === "then") return undefined;
      if (key === Symbol.iterator) return function* () {};
      if (key === Symbol.toPrimitive) return () => "";
      return anything();
    },
    apply: () => anything(),
    construct: () => anything(),
  };
  // A function, not an arrow: the client's classes extend the API's.
  return new Proxy(function () {}, handler) as unknown as Anything;
}

/** A namespace of the API: the given members, and anything for the rest. */
function namespace(members: Record<string, unknown>): unknown {
  return new Proxy(members, { get: (target, key) => (key in target ? target[key as string] : anything()) });
}

function vscodeModule(standIn: StandIn): unknown {
  const show = async (message: string) => {
    standIn.messages.push(message);
    return undefined;
  };
  const namespaces: Record<string, unknown> = {
    __esModule: true,
    // The oldest the manifest accepts; vscode-languageclient checks it.
    version: "1.101.0",
    window: namespace({ showErrorMessage: show, showWarningMessage: show, showInformationMessage: show }),
    workspace: namespace({
      getConfiguration: () => ({ get: (key: string, fallback: unknown) => standIn.settings[key] ?? fallback }),
      get workspaceFolders() {
        return standIn.workspaceFolder === undefined ? undefined : [{ uri: { fsPath: standIn.workspaceFolder } }];
      },
      isTrusted: true,
      onDidChangeConfiguration: (listener: StandIn["onSettingsChange"][number]) => {
        standIn.onSettingsChange.push(listener);
        return { dispose: () => {} };
      },
    }),
    commands: namespace({
      registerCommand: (id: string, run: () => unknown) => {
        standIn.commands.set(id, run);
        return { dispose: () => {} };
      },
    }),
  };
  for (const name of ["languages", "env", "extensions", "Uri"]) namespaces[name] = namespace({});
  // esbuild's bundle copies the module's own names; vscode-languageclient reads any.
  return new Proxy(namespaces, { get: (target, key) => (key in target ? target[key as string] : anything()) });
}

export interface LoadedExtension {
  activate(context: { extensionPath: string; subscriptions: unknown[] }): Promise<void>;
  deactivate(): Promise<void>;
}

/** Evaluates the CommonJS bundle as VS Code's extension host would, with the stand-in as `vscode`. */
export function loadExtension(bundle: string, standIn: StandIn): LoadedExtension {
  const nodeRequire = createRequire(bundle);
  const vscode = vscodeModule(standIn);
  const module = { exports: {} as LoadedExtension };
  const require = (name: string) => (name === "vscode" ? vscode : nodeRequire(name));
  const evaluate = new Function(
    "exports",
    "require",
    "module",
    "__filename",
    "__dirname",
    readFileSync(bundle, "utf8"),
  );
  evaluate(module.exports, require, module, bundle, bundle.slice(0, bundle.lastIndexOf("/")));
  return module.exports;
}
