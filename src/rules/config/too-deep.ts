import type { ProjectRule } from "../../project/project.js";
import { MAX_JSON_DEPTH } from "../../project/json-source.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/too-deep",
    category: "config",
    // A config nested past 500 levels: that part is left out of the check and of the preview, and no real site
    // nests so.
    defaultSeverity: "error",
    description: `docs.json, with the files its \`$ref\`s include, nests objects and arrays at most ${MAX_JSON_DEPTH} levels deep; docsgate does not read past that.`,
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    // A file included by several `$ref`s is cut at the same place each time: one report per place.
    const reported = new Set<string>();
    for (const { place, throughRef } of document.tooDeep) {
      const key = JSON.stringify([place.file, place.path]);
      if (reported.has(key)) continue;
      reported.add(key);
      const counted = throughRef ? ", counting the levels of the files that include it by `$ref`" : "";
      report({
        message: `This value is nested more than ${MAX_JSON_DEPTH} levels deep (objects and arrays inside each other${counted}), so docsgate left it out and did not check it. Real configs nest a few levels: flatten it, for example by moving deep groups up, or remove it.`,
        file: place.file,
        ...document.sources.get(place.file)!.rangeOf(place.path),
      });
    }
  },
};
