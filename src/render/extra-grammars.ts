import type { LanguageFn } from "lowlight";

// Languages docs write that highlight.js has no grammar for, and that Mintlify's highlighter
// (Shiki, with every grammar it bundles) colours: a small grammar each, enough for comments,
// strings, numbers, keywords and the names a block declares.

/** HCL, Terraform's language: blocks, attributes, `${…}` interpolation, heredocs. */
const hcl: LanguageFn = (hljs) => ({
  name: "HCL",
  aliases: ["terraform", "tf", "tfvars"],
  keywords: { keyword: "for in if else endif endfor", literal: "true false null" },
  contains: [
    hljs.HASH_COMMENT_MODE,
    hljs.C_LINE_COMMENT_MODE,
    hljs.C_BLOCK_COMMENT_MODE,
    {
      scope: "string",
      begin: '"',
      end: '"',
      contains: [hljs.BACKSLASH_ESCAPE, { scope: "subst", begin: /\$\{/, end: /\}/ }],
    },
    { scope: "string", begin: /<<-?\s*([A-Z]+)\s*$/, end: /^\s*[A-Z]+\s*$/ },
    hljs.NUMBER_MODE,
    // `resource "aws_s3_bucket" "logs" {`: the block type.
    { scope: "title", begin: /^\s*[A-Za-z_][\w-]*(?=\s+("|\{))/ },
    // `bucket = …`: an attribute.
    { scope: "attr", begin: /\b[A-Za-z_][\w-]*(?=\s*=(?!=))/ },
  ],
});

/** Prisma's schema language: models, enums, fields and their `@attributes`. */
const prisma: LanguageFn = (hljs) => ({
  name: "Prisma",
  keywords: {
    keyword: "model enum datasource generator type view",
    type: "String Int BigInt Float Decimal Boolean DateTime Json Bytes Unsupported",
    literal: "true false null",
  },
  contains: [
    hljs.C_LINE_COMMENT_MODE,
    hljs.QUOTE_STRING_MODE,
    hljs.NUMBER_MODE,
    { scope: "meta", begin: /@@?[\w.]+/ },
    { scope: "title", begin: /(?<=\b(?:model|enum|datasource|generator|type|view)\s+)\w+/ },
  ],
});

/** Solidity: contracts, their functions, types and modifiers. */
const solidity: LanguageFn = (hljs) => ({
  name: "Solidity",
  aliases: ["sol"],
  keywords: {
    keyword:
      "pragma solidity import contract interface library abstract is function modifier event error struct enum " +
      "mapping constructor fallback receive returns return if else for while do break continue emit revert require " +
      "assert new delete using memory storage calldata public private internal external pure view payable " +
      "constant immutable virtual override indexed anonymous unchecked try catch assembly",
    type: "address bool string bytes int uint int256 uint256 uint8 uint16 uint32 uint64 uint128 bytes32 bytes4",
    literal: "true false wei gwei ether seconds minutes hours days weeks",
    built_in: "msg block tx this super selfdestruct keccak256 abi",
  },
  contains: [
    hljs.C_LINE_COMMENT_MODE,
    hljs.C_BLOCK_COMMENT_MODE,
    hljs.QUOTE_STRING_MODE,
    hljs.APOS_STRING_MODE,
    hljs.C_NUMBER_MODE,
    { scope: "title", begin: /(?<=\b(?:contract|interface|library|function|event|struct|enum|modifier)\s+)\w+/ },
  ],
});

export const EXTRA_GRAMMARS: Readonly<Record<string, LanguageFn>> = { hcl, prisma, solidity };
