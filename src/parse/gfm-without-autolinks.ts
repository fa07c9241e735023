import { gfmFootnoteFromMarkdown } from "mdast-util-gfm-footnote";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTaskListItemFromMarkdown } from "mdast-util-gfm-task-list-item";
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
import type { Processor } from "unified";

/**
 * remark-gfm less its autolink-literal part: tables, strikethrough, footnotes and task lists.
 * Bare URLs in prose (`www.example.com`) are external links that docsgate never checks, and
 * recognising them scans every character of the text: on the 2,000-page benchmark that one part
 * cost more than the other four together (about 40% of a bare parse, against 5-10%).
 */
export function remarkGfmWithoutAutolinks(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  );
}
