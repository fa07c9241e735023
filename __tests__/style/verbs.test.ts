import { describe, expect, test } from "vitest";
import { baseOfParticiple, isPastParticiple, pastOfParticiple, thirdPersonOf } from "../../src/style/english/verbs.js";

/** participle, base, third person, simple past: verbs docs use. */
const VERBS: [string, string, string, string][] = [
  // Regular, silent e restored.
  ["created", "create", "creates", "created"],
  ["configured", "configure", "configures", "configured"],
  ["stored", "store", "stores", "stored"],
  ["used", "use", "uses", "used"],
  ["updated", "update", "updates", "updated"],
  ["deleted", "delete", "deletes", "deleted"],
  ["removed", "remove", "removes", "removed"],
  ["generated", "generate", "generates", "generated"],
  ["provided", "provide", "provides", "provided"],
  ["included", "include", "includes", "included"],
  ["required", "require", "requires", "required"],
  ["replaced", "replace", "replaces", "replaced"],
  ["changed", "change", "changes", "changed"],
  ["managed", "manage", "manages", "managed"],
  ["merged", "merge", "merges", "merged"],
  ["saved", "save", "saves", "saved"],
  ["resolved", "resolve", "resolves", "resolved"],
  ["released", "release", "releases", "released"],
  ["parsed", "parse", "parses", "parsed"],
  ["optimized", "optimize", "optimizes", "optimized"],
  ["enabled", "enable", "enables", "enabled"],
  ["handled", "handle", "handles", "handled"],
  ["scheduled", "schedule", "schedules", "scheduled"],
  ["compiled", "compile", "compiles", "compiled"],
  ["defined", "define", "defines", "defined"],
  ["named", "name", "names", "named"],
  ["typed", "type", "types", "typed"],
  ["invoked", "invoke", "invokes", "invoked"],
  ["described", "describe", "describes", "described"],
  ["encoded", "encode", "encodes", "encoded"],
  ["noted", "note", "notes", "noted"],
  ["computed", "compute", "computes", "computed"],
  ["executed", "execute", "executes", "executed"],
  ["secured", "secure", "secures", "secured"],
  ["declared", "declare", "declares", "declared"],
  ["acquired", "acquire", "acquires", "acquired"],
  ["queued", "queue", "queues", "queued"],
  ["issued", "issue", "issues", "issued"],
  ["associated", "associate", "associates", "associated"],
  ["evaluated", "evaluate", "evaluates", "evaluated"],
  ["guided", "guide", "guides", "guided"],
  ["cached", "cache", "caches", "cached"],
  ["routed", "route", "routes", "routed"],
  ["agreed", "agree", "agrees", "agreed"],
  ["ignored", "ignore", "ignores", "ignored"],
  ["scaled", "scale", "scales", "scaled"],
  ["invited", "invite", "invites", "invited"],
  ["cloned", "clone", "clones", "cloned"],
  ["tuned", "tune", "tunes", "tuned"],
  ["styled", "style", "styles", "styled"],
  // Regular, no silent e.
  ["returned", "return", "returns", "returned"],
  ["monitored", "monitor", "monitors", "monitored"],
  ["filtered", "filter", "filters", "filtered"],
  ["added", "add", "adds", "added"],
  ["connected", "connect", "connects", "connected"],
  ["deployed", "deploy", "deploys", "deployed"],
  ["loaded", "load", "loads", "loaded"],
  ["treated", "treat", "treats", "treated"],
  ["opened", "open", "opens", "opened"],
  ["mentioned", "mention", "mentions", "mentioned"],
  ["edited", "edit", "edits", "edited"],
  ["targeted", "target", "targets", "targeted"],
  ["developed", "develop", "develops", "developed"],
  ["listed", "list", "lists", "listed"],
  ["linked", "link", "links", "linked"],
  ["checked", "check", "checks", "checked"],
  ["pushed", "push", "pushes", "pushed"],
  ["fixed", "fix", "fixes", "fixed"],
  ["indexed", "index", "indexes", "indexed"],
  ["passed", "pass", "passes", "passed"],
  ["accessed", "access", "accesses", "accessed"],
  ["processed", "process", "processes", "processed"],
  ["called", "call", "calls", "called"],
  ["installed", "install", "installs", "installed"],
  ["labeled", "label", "labels", "labeled"],
  ["failed", "fail", "fails", "failed"],
  ["allowed", "allow", "allows", "allowed"],
  ["viewed", "view", "views", "viewed"],
  ["rendered", "render", "renders", "rendered"],
  ["triggered", "trigger", "triggers", "triggered"],
  ["authored", "author", "authors", "authored"],
  ["focused", "focus", "focuses", "focused"],
  ["aliased", "alias", "aliases", "aliased"],
  ["synced", "sync", "syncs", "synced"],
  ["echoed", "echo", "echoes", "echoed"],
  ["belonged", "belong", "belongs", "belonged"],
  ["matched", "match", "matches", "matched"],
  ["hashed", "hash", "hashes", "hashed"],
  // Doubled final consonant.
  ["stopped", "stop", "stops", "stopped"],
  ["mapped", "map", "maps", "mapped"],
  ["committed", "commit", "commits", "committed"],
  ["submitted", "submit", "submits", "submitted"],
  ["embedded", "embed", "embeds", "embedded"],
  ["logged", "log", "logs", "logged"],
  ["planned", "plan", "plans", "planned"],
  ["formatted", "format", "formats", "formatted"],
  ["referred", "refer", "refers", "referred"],
  ["controlled", "control", "controls", "controlled"],
  ["cancelled", "cancel", "cancels", "cancelled"],
  ["travelled", "travel", "travels", "travelled"],
  ["misspelled", "misspell", "misspells", "misspelled"],
  ["wrapped", "wrap", "wraps", "wrapped"],
  // -ied.
  ["copied", "copy", "copies", "copied"],
  ["applied", "apply", "applies", "applied"],
  ["specified", "specify", "specifies", "specified"],
  ["verified", "verify", "verifies", "verified"],
  ["queried", "query", "queries", "queried"],
  ["tied", "tie", "ties", "tied"],
  // Irregular, from english-verbs-irregular.
  ["written", "write", "writes", "wrote"],
  ["built", "build", "builds", "built"],
  ["sent", "send", "sends", "sent"],
  ["set", "set", "sets", "set"],
  ["run", "run", "runs", "ran"],
  ["shown", "show", "shows", "showed"],
  ["given", "give", "gives", "gave"],
  ["taken", "take", "takes", "took"],
  ["made", "make", "makes", "made"],
  ["kept", "keep", "keeps", "kept"],
  ["held", "hold", "holds", "held"],
  ["found", "find", "finds", "found"],
  ["read", "read", "reads", "read"],
  ["overridden", "override", "overrides", "overrode"],
  ["hidden", "hide", "hides", "hid"],
  ["chosen", "choose", "chooses", "chose"],
  ["done", "do", "does", "did"],
  ["bound", "bind", "binds", "bound"],
  ["thrown", "throw", "throws", "threw"],
  ["rewritten", "rewrite", "rewrites", "rewrote"],
];

describe("conjugation of docs verbs", () => {
  test("covers at least 60 verbs", () => {
    expect(VERBS.length).toBeGreaterThanOrEqual(60);
  });
  test.each(VERBS)("%s -> %s, %s, %s", (participle, base, third, past) => {
    expect(isPastParticiple(participle)).toBe(true);
    expect(baseOfParticiple(participle)).toBe(base);
    expect(thirdPersonOf(base)).toBe(third);
    expect(pastOfParticiple(participle)).toBe(past);
  });
});

describe("words that are not participles", () => {
  test.each(["need", "indeed", "speed", "embed", "hundred", "naked", "exceed", "bed"])("%s", (word) => {
    expect(isPastParticiple(word)).toBe(false);
    expect(baseOfParticiple(word)).toBeUndefined();
  });
});

describe("third person of irregular and -y bases", () => {
  test.each([
    ["be", "is"],
    ["have", "has"],
    ["do", "does"],
    ["go", "goes"],
    ["undo", "undoes"],
    ["deploy", "deploys"],
    ["retry", "retries"],
    ["buzz", "buzzes"],
  ])("%s -> %s", (base, third) => {
    expect(thirdPersonOf(base)).toBe(third);
  });
});

describe("participles of two verbs get no base", () => {
  test.each(["wound", "axed"])("%s", (word) => {
    expect(isPastParticiple(word)).toBe(true);
    expect(baseOfParticiple(word)).toBeUndefined();
    expect(pastOfParticiple(word)).toBeUndefined();
  });
});
