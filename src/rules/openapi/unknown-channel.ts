import { closest } from "fastest-levenshtein";
import { asyncApiConfigPaths } from "../../config/config-paths.js";
import { namesDocument, projectAsyncApiDocuments, type AsyncApiDocument } from "../../openapi/asyncapi-documents.js";
import type { PagesRule } from "../../pages/pages-context.js";

const REMOTE = /^https?:/i;

export const rule: PagesRule = {
  context: "pages",
  meta: {
    id: "openapi/unknown-channel",
    category: "openapi",
    // The page shows no channel.
    defaultSeverity: "error",
    description:
      'A page\'s `asyncapi` front matter (`"[file] channelId"`) names a channel of an AsyncAPI 3 file of the project.',
  },
  check(context, report) {
    const pages = [...context.pages.values()].filter((facts) => facts.channel);
    if (pages.length === 0) return;
    // A remote file's channels are known only once fetched: pages may name them.
    if (asyncApiConfigPaths(context.project.docs?.value).some(({ raw }) => REMOTE.test(raw))) return;
    const documents = projectAsyncApiDocuments(context.project);
    for (const { file, channel } of pages) {
      const fact = channel!;
      const problem = channelProblem(file, fact.value, documents);
      if (problem)
        report({
          file,
          line: fact.line,
          column: fact.column,
          endLine: fact.endLine,
          endColumn: fact.endColumn,
          message: problem,
        });
    }
  },
};

/**
 * Why Mintlify finds no channel for the front matter, as @mintlify/common's getAsyncApiChannelMetadata
 * looks it up: one or two words (`channelId`, or `file channelId`); the file matched by its name
 * without extension or by its path (a path ending in .json/.yaml/.yml resolved from the page's folder,
 * prepAsyncApiFrontmatter); the channel by its id among the file's `channels`.
 */
function channelProblem(page: string, value: string, documents: AsyncApiDocument[]): string | undefined {
  const words = value.trim().split(/\s+/);
  if (words.length > 2 || words[0] === "")
    return `\`asyncapi: "${value}"\` is not a channel reference: Mintlify reads one or two words, \`"channelId"\` or \`"asyncapi.yaml channelId"\`, and shows no channel on this page. Write the file and the channel id.`;
  const [named, channel] = words.length === 2 ? [words[0]!, words[1]!] : [undefined, words[0]!];
  if (named && REMOTE.test(named)) return undefined;
  const candidates =
    named === undefined ? documents : documents.filter((document) => namesDocument(page, named, document));
  if (named !== undefined && candidates.length === 0)
    return `\`asyncapi: "${value}"\` names the file \`${named}\`, and the project has no AsyncAPI file by that name, so Mintlify shows no channel on this page. Name an AsyncAPI file of the project by its path (\`/asyncapi.yaml\`).`;
  const readable = candidates.filter((document) => !document.problem);
  if (readable.some((document) => document.channels.includes(channel))) return undefined;
  const unread = candidates.find((document) => document.problem);
  if (readable.length === 0 && unread)
    return `\`asyncapi: "${value}"\` names a channel of \`${unread.file}\`, which Mintlify does not read: ${unread.problem!.message}`;
  const ids = readable.flatMap((document) => document.channels);
  const near = ids.length > 0 ? closest(channel, ids) : undefined;
  const where = named === undefined ? "any AsyncAPI file of the project" : `\`${readable[0]?.file ?? named}\``;
  return `\`asyncapi: "${value}"\`: ${where} has no channel \`${channel}\`, so Mintlify shows no channel on this page.${near ? ` Did you mean \`${near}\`?` : ""} Use a key of the file's \`channels\` (the channel id, not its address).`;
}
