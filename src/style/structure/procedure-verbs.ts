/**
 * Verbs that open the steps of a procedure, in two tiers. A general English verb lexicon does not
 * help here: nearly every noun doubles as a verb ("Search", "Access", "Support"), so feature
 * lists ("Track usage", "Deploy anywhere") pass it as easily as steps do. What tells a step is a
 * verb that acts on a screen or a terminal, so docsgate keeps this short, documented list.
 */

/** Verbs that act on a user interface or a terminal: the sure sign of a step. */
const INTERFACE_VERBS = [
  "click",
  "double-click",
  "right-click",
  "tap",
  "press",
  "select",
  "choose",
  "enter",
  "type",
  "paste",
  "copy",
  "open",
  "navigate",
  "go",
  "visit",
  "scroll",
  "drag",
  "toggle",
  "tick",
  "uncheck",
  "fill",
  "submit",
  "save",
  "log",
  "login",
  "sign",
  "run",
  "execute",
  "install",
  "uninstall",
  "download",
  "upload",
  "clone",
  "cd",
  "restart",
  "reload",
  "refresh",
  "launch",
];

/** Other verbs that open steps, but also feature and advice lists: never enough on their own. */
const OTHER_STEP_VERBS = [
  "access",
  "activate",
  "add",
  "adjust",
  "append",
  "apply",
  "approve",
  "assign",
  "attach",
  "authenticate",
  "authorize",
  "build",
  "call",
  "change",
  "check",
  "commit",
  "complete",
  "configure",
  "confirm",
  "connect",
  "continue",
  "create",
  "deactivate",
  "define",
  "delete",
  "deploy",
  "disable",
  "edit",
  "enable",
  "exit",
  "expand",
  "export",
  "extract",
  "fetch",
  "find",
  "follow",
  "fork",
  "generate",
  "get",
  "give",
  "grant",
  "import",
  "include",
  "initialize",
  "input",
  "insert",
  "invite",
  "load",
  "locate",
  "modify",
  "mount",
  "move",
  "name",
  "obtain",
  "pick",
  "place",
  "point",
  "provide",
  "publish",
  "pull",
  "push",
  "put",
  "register",
  "remove",
  "rename",
  "repeat",
  "replace",
  "request",
  "reset",
  "restore",
  "retrieve",
  "return",
  "review",
  "revoke",
  "rotate",
  "schedule",
  "search",
  "send",
  "set",
  "specify",
  "start",
  "stop",
  "store",
  "switch",
  "sync",
  "test",
  "trigger",
  "turn",
  "uncomment",
  "unzip",
  "update",
  "upgrade",
  "use",
  "validate",
  "verify",
  "view",
  "wait",
  "write",
];

/**
 * Interface verbs that take the reader somewhere ("Go to", "Log in", "Open the console"): a list
 * that starts there and goes on acting on the screen walks the reader through it in order.
 */
const NAVIGATION_VERBS = ["go", "navigate", "visit", "open", "log", "login", "sign", "launch"];

const INTERFACE = new Set(INTERFACE_VERBS);
const NAVIGATION = new Set(NAVIGATION_VERBS);
const STEP = new Set([...INTERFACE_VERBS, ...OTHER_STEP_VERBS]);

/** Whether a word (any case) opens a step. */
export function isStepVerb(word: string): boolean {
  return STEP.has(word.toLowerCase());
}

/** Whether a word (any case) acts on a user interface or a terminal. */
export function isInterfaceVerb(word: string): boolean {
  return INTERFACE.has(word.toLowerCase());
}

/** Whether a word (any case) takes the reader to a place on a screen. */
export function isNavigationVerb(word: string): boolean {
  return NAVIGATION.has(word.toLowerCase());
}
