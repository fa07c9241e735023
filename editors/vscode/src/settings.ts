/**
 * The settings this extension reads, each `<SECTION>.<key>` in the manifest's contributes.configuration.
 * vscode-languageclient reads `<CLIENT_ID>.trace.server` itself.
 */
export const SECTION = "docsgate";
export const CLIENT_ID = "docsgate";
export const SETTINGS = {
  enable: "enable",
  serverPath: "server.path",
} as const;
export const TRACE_SETTING = `${CLIENT_ID}.trace.server`;
export const RESTART_COMMAND = "docsgate.restartServer";
