import { frontMatterOfText } from "../../parse/front-matter.js";
import type { WorkspaceView } from "../workspace-view.js";

/** A page's `title` front matter, as the editor has the page now; undefined when it has none. */
export function pageTitle(view: WorkspaceView, file: string): string | undefined {
  const text = view.textOf(file);
  const title = text === undefined ? undefined : frontMatterOfText(text)?.data?.title;
  return typeof title === "string" ? title : undefined;
}
