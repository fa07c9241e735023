import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  ALL_RULE_METAS,
  DEFAULT_HOUSE_STYLE,
  DIAGRAM_PLACEMENT_ID,
  FileIndex,
  INVALID_MATH_ID,
  OPENAPI_RULES,
  PAGES_RULES,
  PAGE_EXTRAS,
  PROJECT_RULES,
  PageLinter,
  SECTION_CHARS,
  UNRENDERED_EXPRESSION_ID,
  anchorKey,
  applySuppressions,
  caseOfAnchor,
  closest,
  codeBlock,
  configIconLibrary,
  configLatex,
  createRuleBook,
  distance,
  el,
  extraList,
  folderLandingPages,
  fromMarkdown,
  gfmStrikethrough,
  gfmStrikethroughFromMarkdown,
  gfmTable,
  gfmTableFromMarkdown,
  houseStyleDocsUrl,
  houseStyleMeta,
  iconLibraryOf,
  iconSvg,
  isGeneratedPage,
  isIconImage,
  isObject,
  isSitePage,
  isSnippetFile,
  listedPageFiles,
  missingFileHint,
  navigationPageFiles,
  objectAt,
  objectsAt,
  pageRulesWith,
  parseStyleFile,
  percentDecode,
  raw,
  readRedirects,
  readV2Navigation,
  redirectSources,
  resolveDocPath,
  resolveEntry,
  resolvePages,
  rule,
  rule2,
  rule3,
  rule4,
  rule5,
  ruleDocsUrl,
  runRules,
  safeUrl,
  siteAsset,
  specKey,
  tabs,
  text,
  titleOfSlug,
  toHast,
  toHtml,
  uncheckedObject,
  withoutTrailingSlash
} from "./chunk-22T4C25O.js";
import {
  attributes,
  cssUrl,
  escapeAttribute,
  escapeHtml,
  markdownFileOf,
  outputFileOf,
  pageUrl,
  withBase
} from "./chunk-TMV447QF.js";
import {
  Source,
  childOf,
  escapePointer,
  field,
  getLineColLocation,
  nodeId,
  readRegularFile,
  readRootFile,
  refOf,
  refTarget,
  require_ajv,
  require_picomatch,
  specRoot
} from "./chunk-AFEODG6P.js";
import {
  HTTP_METHODS,
  INVALID_FILE_ID,
  JsonSource,
  MAX_JSON_DEPTH,
  REMOTE_SPEC_ID,
  parseEndpointReference,
  parseOperationReference,
  projectFiles,
  withFilesInMemory
} from "./chunk-4R72HBQN.js";
import {
  BlockingWorker,
  WorkerOutOfMemory
} from "./chunk-PNH74BT4.js";
import {
  serveSite
} from "./chunk-SNOJQUQW.js";
import {
  Parser
} from "./chunk-34R7G3LF.js";
import {
  __commonJS,
  __toESM
} from "./chunk-LOFROOWK.js";

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "";
    var TRAILING_DOUBLESTAR = "";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last2 = source[source.length - 1];
          if (!last2 || last2 === TRAILING_WILDCARD || last2 === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last2 === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY;
      for (let index = at + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last2 = prefix[prefix.length - 1];
      return last2 === TRAILING_WILDCARD ? `${head}$` : last2 === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path27) => {
      const end = path27.length - 1;
      const index = path27.lastIndexOf(
        SLASH,
        path27[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path27 : path27.slice(index + 1);
    };
    var parentOf = (path27) => {
      if (path27.charCodeAt(0) === SLASH_CODE || path27.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path27.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path27.length - 1;
      const cut2 = path27.lastIndexOf(
        SLASH,
        path27.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut2 < 0 ? EMPTY : path27.slice(0, cut2 + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count2 = 0;
      while (str[str.length - count2 - 1] === ESCAPE) {
        count2++;
      }
      return count2 % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last2 = body[body.length - 1];
      if (last2 === SPACE || stripLineEnd && (last2 === "\r" || last2 === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw2 = isStr ? pattern : pattern.pattern;
        const rule6 = checkPattern(raw2) && createRule(
          raw2,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule6) {
          this._added = true;
          this._rules.push(rule6);
          if (matchesBasename(rule6.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path27) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule6 = rules[index];
          if (rule6.checkRegex.test(path27)) {
            ignored = !rule6.negative;
            unignored = rule6.negative;
            matchedRule = rule6.negative ? UNDEFINED : rule6;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path27, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename = shortcut ? basenameOf(path27) : path27;
        for (let index = length - 1; index >= 0; index--) {
          const rule6 = rules[index];
          if (rule6[mode].test(
            shortcut && rule6._basenameOnly ? basename : path27
          )) {
            const { negative } = rule6;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule6;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path27, originalPath, doThrow) => {
      if (!isString(path27)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path27) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path27)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path27) => {
      const first = path27.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path27.length === 1) {
        return true;
      }
      const second = path27.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path27.length === 2 || path27.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path27) {
        checkPath(
          path27,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path27 ? this._t(path27, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path27 = convertPath(target);
        if (!path27 || path27.charCodeAt(path27.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path27);
        }
        const dir = this._t(path27, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path27);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path27, cache) {
        if (path27 in cache) {
          return cache[path27];
        }
        const parentPath = parentOf(path27);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path27] = parent && parent.ignored ? parent : this._rules.test(path27, MODE_IGNORE);
      }
      ignores(path27) {
        return this._test(path27, this._ignoreCache, convertPath(path27)).ignored;
      }
      createFilter() {
        return (path27) => !this.ignores(path27);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path27) {
        return this._test(path27, this._testCache, convertPath(path27));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path27) => checkPath(convertPath(path27), path27, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path27) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path27) || isNotRelative(path27);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// node_modules/picocolors/picocolors.js
var require_picocolors = __commonJS({
  "node_modules/picocolors/picocolors.js"(exports, module) {
    var p = process || {};
    var argv = p.argv || [];
    var env = p.env || {};
    var isColorSupported = !(!!env.NO_COLOR || argv.includes("--no-color")) && (!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || (p.stdout || {}).isTTY && env.TERM !== "dumb" || !!env.CI);
    var formatter = (open, close, replace = open) => (input) => {
      let string = "" + input, index = string.indexOf(close, open.length);
      return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close;
    };
    var replaceClose = (string, close, replace, index) => {
      let result = "", cursor = 0;
      do {
        result += string.substring(cursor, index) + replace;
        cursor = index + close.length;
        index = string.indexOf(close, cursor);
      } while (~index);
      return result + string.substring(cursor);
    };
    var createColors = (enabled = isColorSupported) => {
      let f = enabled ? formatter : () => String;
      return {
        isColorSupported: enabled,
        reset: f("\x1B[0m", "\x1B[0m"),
        bold: f("\x1B[1m", "\x1B[22m", "\x1B[22m\x1B[1m"),
        dim: f("\x1B[2m", "\x1B[22m", "\x1B[22m\x1B[2m"),
        italic: f("\x1B[3m", "\x1B[23m"),
        underline: f("\x1B[4m", "\x1B[24m"),
        inverse: f("\x1B[7m", "\x1B[27m"),
        hidden: f("\x1B[8m", "\x1B[28m"),
        strikethrough: f("\x1B[9m", "\x1B[29m"),
        black: f("\x1B[30m", "\x1B[39m"),
        red: f("\x1B[31m", "\x1B[39m"),
        green: f("\x1B[32m", "\x1B[39m"),
        yellow: f("\x1B[33m", "\x1B[39m"),
        blue: f("\x1B[34m", "\x1B[39m"),
        magenta: f("\x1B[35m", "\x1B[39m"),
        cyan: f("\x1B[36m", "\x1B[39m"),
        white: f("\x1B[37m", "\x1B[39m"),
        gray: f("\x1B[90m", "\x1B[39m"),
        bgBlack: f("\x1B[40m", "\x1B[49m"),
        bgRed: f("\x1B[41m", "\x1B[49m"),
        bgGreen: f("\x1B[42m", "\x1B[49m"),
        bgYellow: f("\x1B[43m", "\x1B[49m"),
        bgBlue: f("\x1B[44m", "\x1B[49m"),
        bgMagenta: f("\x1B[45m", "\x1B[49m"),
        bgCyan: f("\x1B[46m", "\x1B[49m"),
        bgWhite: f("\x1B[47m", "\x1B[49m"),
        blackBright: f("\x1B[90m", "\x1B[39m"),
        redBright: f("\x1B[91m", "\x1B[39m"),
        greenBright: f("\x1B[92m", "\x1B[39m"),
        yellowBright: f("\x1B[93m", "\x1B[39m"),
        blueBright: f("\x1B[94m", "\x1B[39m"),
        magentaBright: f("\x1B[95m", "\x1B[39m"),
        cyanBright: f("\x1B[96m", "\x1B[39m"),
        whiteBright: f("\x1B[97m", "\x1B[39m"),
        bgBlackBright: f("\x1B[100m", "\x1B[49m"),
        bgRedBright: f("\x1B[101m", "\x1B[49m"),
        bgGreenBright: f("\x1B[102m", "\x1B[49m"),
        bgYellowBright: f("\x1B[103m", "\x1B[49m"),
        bgBlueBright: f("\x1B[104m", "\x1B[49m"),
        bgMagentaBright: f("\x1B[105m", "\x1B[49m"),
        bgCyanBright: f("\x1B[106m", "\x1B[49m"),
        bgWhiteBright: f("\x1B[107m", "\x1B[49m")
      };
    };
    module.exports = createColors();
    module.exports.createColors = createColors;
  }
});

// node_modules/js-tokens/index.js
var require_js_tokens = __commonJS({
  "node_modules/js-tokens/index.js"(exports) {
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = /((['"])(?:(?!\2|\\).|\\(?:\r\n|[\s\S]))*(\2)?|`(?:[^`\\$]|\\[\s\S]|\$(?!\{)|\$\{(?:[^{}]|\{[^}]*\}?)*\}?)*(`)?)|(\/\/.*)|(\/\*(?:[^*]|\*(?!\/))*(\*\/)?)|(\/(?!\*)(?:\[(?:(?![\]\\]).|\\.)*\]|(?![\/\]\\]).|\\.)+\/(?:(?!\s*(?:\b|[\u0080-\uFFFF$\\'"~({]|[+\-!](?!=)|\.?\d))|[gmiyus]{1,6}\b(?![\u0080-\uFFFF$\\]|\s*(?:[+\-*%&|^<>!=?({]|\/(?![\/*])))))|(0[xX][\da-fA-F]+|0[oO][0-7]+|0[bB][01]+|(?:\d*\.\d+|\d+\.?)(?:[eE][+-]?\d+)?)|((?!\d)(?:(?!\s)[$\w\u0080-\uFFFF]|\\u[\da-fA-F]{4}|\\u\{[\da-fA-F]+\})+)|(--|\+\+|&&|\|\||=>|\.{3}|(?:[+\-\/%&|^]|\*{1,2}|<{1,2}|>{1,3}|!=?|={1,2})=?|[?~.,:;[\](){}])|(\s+)|(^$|[\s\S])/g;
    exports.matchToToken = function(match) {
      var token = { type: "invalid", value: match[0], closed: void 0 };
      if (match[1]) token.type = "string", token.closed = !!(match[3] || match[4]);
      else if (match[5]) token.type = "comment";
      else if (match[6]) token.type = "comment", token.closed = !!match[7];
      else if (match[8]) token.type = "regex";
      else if (match[9]) token.type = "number";
      else if (match[10]) token.type = "name";
      else if (match[11]) token.type = "punctuator";
      else if (match[12]) token.type = "whitespace";
      return token;
    };
  }
});

// node_modules/@babel/helper-validator-identifier/lib/identifier.js
var require_identifier = __commonJS({
  "node_modules/@babel/helper-validator-identifier/lib/identifier.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.isIdentifierChar = isIdentifierChar;
    exports.isIdentifierName = isIdentifierName;
    exports.isIdentifierStart = isIdentifierStart;
    var nonASCIIidentifierStartChars = "ªµºÀ-ÖØ-öø-ˁˆ-ˑˠ-ˤˬˮͰ-ʹͶͷͺ-ͽͿΆΈ-ΊΌΎ-ΡΣ-ϵϷ-ҁҊ-ԯԱ-Ֆՙՠ-ֈא-תׯ-ײؠ-يٮٯٱ-ۓەۥۦۮۯۺ-ۼۿܐܒ-ܯݍ-ޥޱߊ-ߪߴߵߺࠀ-ࠕࠚࠤࠨࡀ-ࡘࡠ-ࡪࡰ-ࢇࢉ-࢏ࢠ-ࣉऄ-हऽॐक़-ॡॱ-ঀঅ-ঌএঐও-নপ-রলশ-হঽৎড়ঢ়য়-ৡৰৱৼਅ-ਊਏਐਓ-ਨਪ-ਰਲਲ਼ਵਸ਼ਸਹਖ਼-ੜਫ਼ੲ-ੴઅ-ઍએ-ઑઓ-નપ-રલળવ-હઽૐૠૡૹଅ-ଌଏଐଓ-ନପ-ରଲଳଵ-ହଽଡ଼ଢ଼ୟ-ୡୱஃஅ-ஊஎ-ஐஒ-கஙசஜஞடணதந-பம-ஹௐఅ-ఌఎ-ఐఒ-నప-హఽౘ-ౚ౜ౝౠౡಀಅ-ಌಎ-ಐಒ-ನಪ-ಳವ-ಹಽ೜-ೞೠೡೱೲഄ-ഌഎ-ഐഒ-ഺഽൎൔ-ൖൟ-ൡൺ-ൿඅ-ඖක-නඳ-රලව-ෆก-ะาำเ-ๆກຂຄຆ-ຊຌ-ຣລວ-ະາຳຽເ-ໄໆໜ-ໟༀཀ-ཇཉ-ཬྈ-ྌက-ဪဿၐ-ၕၚ-ၝၡၥၦၮ-ၰၵ-ႁႎႠ-ჅჇჍა-ჺჼ-ቈቊ-ቍቐ-ቖቘቚ-ቝበ-ኈኊ-ኍነ-ኰኲ-ኵኸ-ኾዀዂ-ዅወ-ዖዘ-ጐጒ-ጕጘ-ፚᎀ-ᎏᎠ-Ᏽᏸ-ᏽᐁ-ᙬᙯ-ᙿᚁ-ᚚᚠ-ᛪᛮ-ᛸᜀ-ᜑᜟ-ᜱᝀ-ᝑᝠ-ᝬᝮ-ᝰក-ឳៗៜᠠ-ᡸᢀ-ᢨᢪᢰ-ᣵᤀ-ᤞᥐ-ᥭᥰ-ᥴᦀ-ᦫᦰ-ᧉᨀ-ᨖᨠ-ᩔᪧᬅ-ᬳᭅ-ᭌᮃ-ᮠᮮᮯᮺ-ᯥᰀ-ᰣᱍ-ᱏᱚ-ᱽᲀ-ᲊᲐ-ᲺᲽ-Ჿᳩ-ᳬᳮ-ᳳᳵᳶᳺᴀ-ᶿḀ-ἕἘ-Ἕἠ-ὅὈ-Ὅὐ-ὗὙὛὝὟ-ώᾀ-ᾴᾶ-ᾼιῂ-ῄῆ-ῌῐ-ΐῖ-Ίῠ-Ῥῲ-ῴῶ-ῼⁱⁿₐ-ₜℂℇℊ-ℓℕ℘-ℝℤΩℨK-ℹℼ-ℿⅅ-ⅉⅎⅠ-ↈⰀ-ⳤⳫ-ⳮⳲⳳⴀ-ⴥⴧⴭⴰ-ⵧⵯⶀ-ⶖⶠ-ⶦⶨ-ⶮⶰ-ⶶⶸ-ⶾⷀ-ⷆⷈ-ⷎⷐ-ⷖⷘ-ⷞ々-〇〡-〩〱-〵〸-〼ぁ-ゖ゛-ゟァ-ヺー-ヿㄅ-ㄯㄱ-ㆎㆠ-ㆿㇰ-ㇿ㐀-䶿一-ꒌꓐ-ꓽꔀ-ꘌꘐ-ꘟꘪꘫꙀ-ꙮꙿ-ꚝꚠ-ꛯꜗ-ꜟꜢ-ꞈꞋ-Ƛ꟱-ꠁꠃ-ꠅꠇ-ꠊꠌ-ꠢꡀ-ꡳꢂ-ꢳꣲ-ꣷꣻꣽꣾꤊ-ꤥꤰ-ꥆꥠ-ꥼꦄ-ꦲꧏꧠ-ꧤꧦ-ꧯꧺ-ꧾꨀ-ꨨꩀ-ꩂꩄ-ꩋꩠ-ꩶꩺꩾ-ꪯꪱꪵꪶꪹ-ꪽꫀꫂꫛ-ꫝꫠ-ꫪꫲ-ꫴꬁ-ꬆꬉ-ꬎꬑ-ꬖꬠ-ꬦꬨ-ꬮꬰ-ꭚꭜ-ꭩꭰ-ꯢ가-힣ힰ-ퟆퟋ-ퟻ豈-舘並-龎ﬀ-ﬆﬓ-ﬗיִײַ-ﬨשׁ-זּטּ-לּמּנּסּףּפּצּ-ﮱﯓ-ﴽﵐ-ﶏﶒ-ﷇﷰ-ﷻﹰ-ﹴﹶ-ﻼＡ-Ｚａ-ｚｦ-ﾾￂ-ￇￊ-ￏￒ-ￗￚ-ￜ";
    var nonASCIIidentifierChars = "·̀-ͯ·҃-֑҇-ׇֽֿׁׂׅׄؐ-ًؚ-٩ٰۖ-ۜ۟-۪ۤۧۨ-ۭ۰-۹ܑܰ-݊ަ-ް߀-߉߫-߽߳ࠖ-࠙ࠛ-ࠣࠥ-ࠧࠩ-࡙࠭-࡛ࢗ-࢟࣊-ࣣ࣡-ःऺ-़ा-ॏ॑-ॗॢॣ०-९ঁ-ঃ়া-ৄেৈো-্ৗৢৣ০-৯৾ਁ-ਃ਼ਾ-ੂੇੈੋ-੍ੑ੦-ੱੵઁ-ઃ઼ા-ૅે-ૉો-્ૢૣ૦-૯ૺ-૿ଁ-ଃ଼ା-ୄେୈୋ-୍୕-ୗୢୣ୦-୯ஂா-ூெ-ைொ-்ௗ௦-௯ఀ-ఄ఼ా-ౄె-ైొ-్ౕౖౢౣ౦-౯ಁ-ಃ಼ಾ-ೄೆ-ೈೊ-್ೕೖೢೣ೦-೯ೳഀ-ഃ഻഼ാ-ൄെ-ൈൊ-്ൗൢൣ൦-൯ඁ-ඃ්ා-ුූෘ-ෟ෦-෯ෲෳัิ-ฺ็-๎๐-๙ັິ-ຼ່-໎໐-໙༘༙༠-༩༹༵༷༾༿ཱ-྄྆྇ྍ-ྗྙ-ྼ࿆ါ-ှ၀-၉ၖ-ၙၞ-ၠၢ-ၤၧ-ၭၱ-ၴႂ-ႍႏ-ႝ፝-፟፩-፱ᜒ-᜕ᜲ-᜴ᝒᝓᝲᝳ឴-៓៝០-៩᠋-᠍᠏-᠙ᢩᤠ-ᤫᤰ-᤻᥆-᥏᧐-᧚ᨗ-ᨛᩕ-ᩞ᩠-᩿᩼-᪉᪐-᪙᪰-᪽ᪿ-᫝᫠-᫫ᬀ-ᬄ᬴-᭄᭐-᭙᭫-᭳ᮀ-ᮂᮡ-ᮭ᮰-᮹᯦-᯳ᰤ-᰷᱀-᱉᱐-᱙᳐-᳔᳒-᳨᳭᳴᳷-᳹᷀-᷿‌‍‿⁀⁔⃐-⃥⃜⃡-⃰⳯-⵿⳱ⷠ-〪ⷿ-゙゚〯・꘠-꘩꙯ꙴ-꙽ꚞꚟ꛰꛱ꠂ꠆ꠋꠣ-ꠧ꠬ꢀꢁꢴ-ꣅ꣐-꣙꣠-꣱ꣿ-꤉ꤦ-꤭ꥇ-꥓ꦀ-ꦃ꦳-꧀꧐-꧙ꧥ꧰-꧹ꨩ-ꨶꩃꩌꩍ꩐-꩙ꩻ-ꩽꪰꪲ-ꪴꪷꪸꪾ꪿꫁ꫫ-ꫯꫵ꫶ꯣ-ꯪ꯬꯭꯰-꯹ﬞ︀-️︠-︯︳︴﹍-﹏０-９＿･";
    var nonASCIIidentifierStart = new RegExp("[" + nonASCIIidentifierStartChars + "]");
    var nonASCIIidentifier = new RegExp("[" + nonASCIIidentifierStartChars + nonASCIIidentifierChars + "]");
    nonASCIIidentifierStartChars = nonASCIIidentifierChars = null;
    var astralIdentifierStartCodes = [0, 11, 2, 25, 2, 18, 2, 1, 2, 14, 3, 13, 35, 122, 70, 52, 268, 28, 4, 48, 48, 31, 14, 29, 6, 37, 11, 29, 3, 35, 5, 7, 2, 4, 43, 157, 19, 35, 5, 35, 5, 39, 9, 51, 13, 10, 2, 14, 2, 6, 2, 1, 2, 10, 2, 14, 2, 6, 2, 1, 4, 51, 13, 310, 10, 21, 11, 7, 25, 5, 2, 41, 2, 8, 70, 5, 3, 0, 2, 43, 2, 1, 4, 0, 3, 22, 11, 22, 10, 30, 66, 18, 2, 1, 11, 21, 11, 25, 7, 25, 39, 55, 7, 1, 65, 0, 16, 3, 2, 2, 2, 28, 43, 28, 4, 28, 36, 7, 2, 27, 28, 53, 11, 21, 11, 18, 14, 17, 111, 72, 56, 50, 14, 50, 14, 35, 39, 27, 10, 22, 251, 41, 7, 1, 17, 5, 57, 28, 11, 0, 9, 21, 43, 17, 47, 20, 28, 22, 13, 52, 58, 1, 3, 0, 14, 44, 33, 24, 27, 35, 30, 0, 3, 0, 9, 34, 4, 0, 13, 47, 15, 3, 22, 0, 2, 0, 36, 17, 2, 24, 20, 1, 64, 6, 2, 0, 2, 3, 2, 14, 2, 9, 8, 46, 39, 7, 3, 1, 3, 21, 2, 6, 2, 1, 2, 4, 4, 0, 19, 0, 13, 4, 31, 9, 2, 0, 3, 0, 2, 37, 2, 0, 26, 0, 2, 0, 45, 52, 19, 3, 21, 2, 31, 47, 21, 1, 2, 0, 185, 46, 42, 3, 37, 47, 21, 0, 60, 42, 14, 0, 72, 26, 38, 6, 186, 43, 117, 63, 32, 7, 3, 0, 3, 7, 2, 1, 2, 23, 16, 0, 2, 0, 95, 7, 3, 38, 17, 0, 2, 0, 29, 0, 11, 39, 8, 0, 22, 0, 12, 45, 20, 0, 19, 72, 200, 32, 32, 8, 2, 36, 18, 0, 50, 29, 113, 6, 2, 1, 2, 37, 22, 0, 26, 5, 2, 1, 2, 31, 15, 0, 24, 43, 261, 18, 16, 0, 2, 12, 2, 33, 125, 0, 80, 921, 103, 110, 18, 195, 2637, 96, 16, 1071, 18, 5, 26, 3994, 6, 582, 6842, 29, 1763, 568, 8, 30, 18, 78, 18, 29, 19, 47, 17, 3, 32, 20, 6, 18, 433, 44, 212, 63, 33, 24, 3, 24, 45, 74, 6, 0, 67, 12, 65, 1, 2, 0, 15, 4, 10, 7381, 42, 31, 98, 114, 8702, 3, 2, 6, 2, 1, 2, 290, 16, 0, 30, 2, 3, 0, 15, 3, 9, 395, 2309, 106, 6, 12, 4, 8, 8, 9, 5991, 84, 2, 70, 2, 1, 3, 0, 3, 1, 3, 3, 2, 11, 2, 0, 2, 6, 2, 64, 2, 3, 3, 7, 2, 6, 2, 27, 2, 3, 2, 4, 2, 0, 4, 6, 2, 339, 3, 24, 2, 24, 2, 30, 2, 24, 2, 30, 2, 24, 2, 30, 2, 24, 2, 30, 2, 24, 2, 7, 1845, 30, 7, 5, 262, 61, 147, 44, 11, 6, 17, 0, 322, 29, 19, 43, 485, 27, 229, 29, 3, 0, 208, 30, 2, 2, 2, 1, 2, 6, 3, 4, 10, 1, 225, 6, 2, 3, 2, 1, 2, 14, 2, 196, 60, 67, 8, 0, 1205, 3, 2, 26, 2, 1, 2, 0, 3, 0, 2, 9, 2, 3, 2, 0, 2, 0, 7, 0, 5, 0, 2, 0, 2, 0, 2, 2, 2, 1, 2, 0, 3, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 1, 2, 0, 3, 3, 2, 6, 2, 3, 2, 3, 2, 0, 2, 9, 2, 16, 6, 2, 2, 4, 2, 16, 4421, 42719, 33, 4381, 3, 5773, 3, 7472, 16, 621, 2467, 541, 1507, 4938, 6, 8489];
    var astralIdentifierCodes = [509, 0, 227, 0, 150, 4, 294, 9, 1368, 2, 2, 1, 6, 3, 41, 2, 5, 0, 166, 1, 574, 3, 9, 9, 7, 9, 32, 4, 318, 1, 78, 5, 71, 10, 50, 3, 123, 2, 54, 14, 32, 10, 3, 1, 11, 3, 46, 10, 8, 0, 46, 9, 7, 2, 37, 13, 2, 9, 6, 1, 45, 0, 13, 2, 49, 13, 9, 3, 2, 11, 83, 11, 7, 0, 3, 0, 158, 11, 6, 9, 7, 3, 56, 1, 2, 6, 3, 1, 3, 2, 10, 0, 11, 1, 3, 6, 4, 4, 68, 8, 2, 0, 3, 0, 2, 3, 2, 4, 2, 0, 15, 1, 83, 17, 10, 9, 5, 0, 82, 19, 13, 9, 214, 6, 3, 8, 28, 1, 83, 16, 16, 9, 82, 12, 9, 9, 7, 19, 58, 14, 5, 9, 243, 14, 166, 9, 71, 5, 2, 1, 3, 3, 2, 0, 2, 1, 13, 9, 120, 6, 3, 6, 4, 0, 29, 9, 41, 6, 2, 3, 9, 0, 10, 10, 47, 15, 199, 7, 137, 9, 54, 7, 2, 7, 17, 9, 57, 21, 2, 13, 123, 5, 4, 0, 2, 1, 2, 6, 2, 0, 9, 9, 49, 4, 2, 1, 2, 4, 9, 9, 55, 9, 266, 3, 10, 1, 2, 0, 49, 6, 4, 4, 14, 10, 5350, 0, 7, 14, 11465, 27, 2343, 9, 87, 9, 39, 4, 60, 6, 26, 9, 535, 9, 470, 0, 2, 54, 8, 3, 82, 0, 12, 1, 19628, 1, 4178, 9, 519, 45, 3, 22, 543, 4, 4, 5, 9, 7, 3, 6, 31, 3, 149, 2, 1418, 49, 513, 54, 5, 49, 9, 0, 15, 0, 23, 4, 2, 14, 1361, 6, 2, 16, 3, 6, 2, 1, 2, 4, 101, 0, 161, 6, 10, 9, 357, 0, 62, 13, 499, 13, 245, 1, 2, 9, 233, 0, 3, 0, 8, 1, 6, 0, 475, 6, 110, 6, 6, 9, 4759, 9, 787719, 239];
    function isInAstralSet(code, set) {
      let pos = 65536;
      for (let i = 0, length = set.length; i < length; i += 2) {
        pos += set[i];
        if (pos > code) return false;
        pos += set[i + 1];
        if (pos >= code) return true;
      }
      return false;
    }
    function isIdentifierStart(code) {
      if (code < 65) return code === 36;
      if (code <= 90) return true;
      if (code < 97) return code === 95;
      if (code <= 122) return true;
      if (code <= 65535) {
        return code >= 170 && nonASCIIidentifierStart.test(String.fromCharCode(code));
      }
      return isInAstralSet(code, astralIdentifierStartCodes);
    }
    function isIdentifierChar(code) {
      if (code < 48) return code === 36;
      if (code < 58) return true;
      if (code < 65) return false;
      if (code <= 90) return true;
      if (code < 97) return code === 95;
      if (code <= 122) return true;
      if (code <= 65535) {
        return code >= 170 && nonASCIIidentifier.test(String.fromCharCode(code));
      }
      return isInAstralSet(code, astralIdentifierStartCodes) || isInAstralSet(code, astralIdentifierCodes);
    }
    function isIdentifierName(name) {
      let isFirst = true;
      for (let i = 0; i < name.length; i++) {
        let cp = name.charCodeAt(i);
        if ((cp & 64512) === 55296 && i + 1 < name.length) {
          const trail = name.charCodeAt(++i);
          if ((trail & 64512) === 56320) {
            cp = 65536 + ((cp & 1023) << 10) + (trail & 1023);
          }
        }
        if (isFirst) {
          isFirst = false;
          if (!isIdentifierStart(cp)) {
            return false;
          }
        } else if (!isIdentifierChar(cp)) {
          return false;
        }
      }
      return !isFirst;
    }
  }
});

// node_modules/@babel/helper-validator-identifier/lib/keyword.js
var require_keyword = __commonJS({
  "node_modules/@babel/helper-validator-identifier/lib/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.isKeyword = isKeyword;
    exports.isReservedWord = isReservedWord;
    exports.isStrictBindOnlyReservedWord = isStrictBindOnlyReservedWord;
    exports.isStrictBindReservedWord = isStrictBindReservedWord;
    exports.isStrictReservedWord = isStrictReservedWord;
    var reservedWords = {
      keyword: ["break", "case", "catch", "continue", "debugger", "default", "do", "else", "finally", "for", "function", "if", "return", "switch", "throw", "try", "var", "const", "while", "with", "new", "this", "super", "class", "extends", "export", "import", "null", "true", "false", "in", "instanceof", "typeof", "void", "delete"],
      strict: ["implements", "interface", "let", "package", "private", "protected", "public", "static", "yield"],
      strictBind: ["eval", "arguments"]
    };
    var keywords = new Set(reservedWords.keyword);
    var reservedWordsStrictSet = new Set(reservedWords.strict);
    var reservedWordsStrictBindSet = new Set(reservedWords.strictBind);
    function isReservedWord(word, inModule) {
      return inModule && word === "await" || word === "enum";
    }
    function isStrictReservedWord(word, inModule) {
      return isReservedWord(word, inModule) || reservedWordsStrictSet.has(word);
    }
    function isStrictBindOnlyReservedWord(word) {
      return reservedWordsStrictBindSet.has(word);
    }
    function isStrictBindReservedWord(word, inModule) {
      return isStrictReservedWord(word, inModule) || isStrictBindOnlyReservedWord(word);
    }
    function isKeyword(word) {
      return keywords.has(word);
    }
  }
});

// node_modules/@babel/helper-validator-identifier/lib/index.js
var require_lib = __commonJS({
  "node_modules/@babel/helper-validator-identifier/lib/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    Object.defineProperty(exports, "isIdentifierChar", {
      enumerable: true,
      get: function() {
        return _identifier.isIdentifierChar;
      }
    });
    Object.defineProperty(exports, "isIdentifierName", {
      enumerable: true,
      get: function() {
        return _identifier.isIdentifierName;
      }
    });
    Object.defineProperty(exports, "isIdentifierStart", {
      enumerable: true,
      get: function() {
        return _identifier.isIdentifierStart;
      }
    });
    Object.defineProperty(exports, "isKeyword", {
      enumerable: true,
      get: function() {
        return _keyword.isKeyword;
      }
    });
    Object.defineProperty(exports, "isReservedWord", {
      enumerable: true,
      get: function() {
        return _keyword.isReservedWord;
      }
    });
    Object.defineProperty(exports, "isStrictBindOnlyReservedWord", {
      enumerable: true,
      get: function() {
        return _keyword.isStrictBindOnlyReservedWord;
      }
    });
    Object.defineProperty(exports, "isStrictBindReservedWord", {
      enumerable: true,
      get: function() {
        return _keyword.isStrictBindReservedWord;
      }
    });
    Object.defineProperty(exports, "isStrictReservedWord", {
      enumerable: true,
      get: function() {
        return _keyword.isStrictReservedWord;
      }
    });
    var _identifier = require_identifier();
    var _keyword = require_keyword();
  }
});

// node_modules/@babel/code-frame/lib/index.js
var require_lib2 = __commonJS({
  "node_modules/@babel/code-frame/lib/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var picocolors = require_picocolors();
    var jsTokens = require_js_tokens();
    var helperValidatorIdentifier = require_lib();
    function isColorSupported() {
      return typeof process === "object" && (process.env.FORCE_COLOR === "0" || process.env.FORCE_COLOR === "false") ? false : picocolors.isColorSupported;
    }
    var compose = (f, g) => (v) => f(g(v));
    function buildDefs(colors) {
      return {
        keyword: colors.cyan,
        capitalized: colors.yellow,
        jsxIdentifier: colors.yellow,
        punctuator: colors.yellow,
        number: colors.magenta,
        string: colors.green,
        regex: colors.magenta,
        comment: colors.gray,
        invalid: compose(compose(colors.white, colors.bgRed), colors.bold),
        gutter: colors.gray,
        marker: compose(colors.red, colors.bold),
        message: compose(colors.red, colors.bold),
        reset: colors.reset
      };
    }
    var defsOn = buildDefs(picocolors.createColors(true));
    var defsOff = buildDefs(picocolors.createColors(false));
    function getDefs(enabled) {
      return enabled ? defsOn : defsOff;
    }
    var sometimesKeywords = /* @__PURE__ */ new Set(["as", "async", "from", "get", "of", "set"]);
    var NEWLINE$1 = /\r\n|[\n\r\u2028\u2029]/;
    var BRACKET = /^[()[\]{}]$/;
    var tokenize;
    var JSX_TAG = /^[a-z][\w-]*$/i;
    var getTokenType = function(token, offset, text6) {
      if (token.type === "name") {
        const tokenValue = token.value;
        if (helperValidatorIdentifier.isKeyword(tokenValue) || helperValidatorIdentifier.isStrictReservedWord(tokenValue, true) || sometimesKeywords.has(tokenValue)) {
          return "keyword";
        }
        if (JSX_TAG.test(tokenValue) && (text6[offset - 1] === "<" || text6.slice(offset - 2, offset) === "</")) {
          return "jsxIdentifier";
        }
        const firstChar = String.fromCodePoint(tokenValue.codePointAt(0));
        if (firstChar !== firstChar.toLowerCase()) {
          return "capitalized";
        }
      }
      if (token.type === "punctuator" && BRACKET.test(token.value)) {
        return "bracket";
      }
      if (token.type === "invalid" && (token.value === "@" || token.value === "#")) {
        return "punctuator";
      }
      return token.type;
    };
    tokenize = function* (text6) {
      let match;
      while (match = jsTokens.default.exec(text6)) {
        const token = jsTokens.matchToToken(match);
        yield {
          type: getTokenType(token, match.index, text6),
          value: token.value
        };
      }
    };
    function highlight(text6) {
      if (text6 === "") return "";
      const defs = getDefs(true);
      let highlighted = "";
      for (const {
        type,
        value
      } of tokenize(text6)) {
        if (type in defs) {
          highlighted += value.split(NEWLINE$1).map((str) => defs[type](str)).join("\n");
        } else {
          highlighted += value;
        }
      }
      return highlighted;
    }
    var deprecationWarningShown = false;
    var NEWLINE = /\r\n|[\n\r\u2028\u2029]/;
    function getMarkerLines(loc, source, opts, startLineBaseZero) {
      const startLoc = Object.assign({
        column: 0,
        line: -1
      }, loc.start);
      const endLoc = Object.assign({}, startLoc, loc.end);
      const {
        linesAbove = 2,
        linesBelow = 3
      } = opts || {};
      const startLine = startLoc.line - startLineBaseZero;
      const startColumn = startLoc.column;
      const endLine = endLoc.line - startLineBaseZero;
      const endColumn = endLoc.column;
      let start = Math.max(startLine - (linesAbove + 1), 0);
      let end = Math.min(source.length, endLine + linesBelow);
      if (startLine === -1) {
        start = 0;
      }
      if (endLine === -1) {
        end = source.length;
      }
      const lineDiff = endLine - startLine;
      const markerLines = {};
      if (lineDiff) {
        for (let i = 0; i <= lineDiff; i++) {
          const lineNumber = i + startLine;
          if (!startColumn) {
            markerLines[lineNumber] = true;
          } else if (i === 0) {
            const sourceLength = source[lineNumber - 1].length;
            markerLines[lineNumber] = [startColumn, sourceLength - startColumn + 1];
          } else if (i === lineDiff) {
            markerLines[lineNumber] = [0, endColumn];
          } else {
            const sourceLength = source[lineNumber - i].length;
            markerLines[lineNumber] = [0, sourceLength];
          }
        }
      } else {
        if (startColumn === endColumn) {
          if (startColumn) {
            markerLines[startLine] = [startColumn, 0];
          } else {
            markerLines[startLine] = true;
          }
        } else {
          markerLines[startLine] = [startColumn, endColumn - startColumn];
        }
      }
      return {
        start,
        end,
        markerLines
      };
    }
    function codeFrameColumns2(rawLines, loc, opts = {}) {
      const shouldHighlight = opts.forceColor || isColorSupported() && opts.highlightCode;
      const startLineBaseZero = (opts.startLine || 1) - 1;
      const defs = getDefs(shouldHighlight);
      const lines = rawLines.split(NEWLINE);
      const {
        start,
        end,
        markerLines
      } = getMarkerLines(loc, lines, opts, startLineBaseZero);
      const hasColumns = loc.start && typeof loc.start.column === "number";
      const numberMaxWidth = String(end + startLineBaseZero).length;
      const highlightedLines = shouldHighlight ? highlight(rawLines) : rawLines;
      let frame = highlightedLines.split(NEWLINE, end).slice(start, end).map((line, index2) => {
        const number = start + 1 + index2;
        const paddedNumber = ` ${number + startLineBaseZero}`.slice(-numberMaxWidth);
        const gutter = ` ${paddedNumber} |`;
        const hasMarker = markerLines[number];
        const lastMarkerLine = !markerLines[number + 1];
        if (hasMarker) {
          let markerLine = "";
          if (Array.isArray(hasMarker)) {
            const markerSpacing = line.slice(0, Math.max(hasMarker[0] - 1, 0)).replace(/[^\t]/g, " ");
            const numberOfMarkers = hasMarker[1] || 1;
            markerLine = ["\n ", defs.gutter(gutter.replace(/\d/g, " ")), " ", markerSpacing, defs.marker("^").repeat(numberOfMarkers)].join("");
            if (lastMarkerLine && opts.message) {
              markerLine += " " + defs.message(opts.message);
            }
          }
          return [defs.marker(">"), defs.gutter(gutter), line.length > 0 ? ` ${line}` : "", markerLine].join("");
        } else {
          return ` ${defs.gutter(gutter)}${line.length > 0 ? ` ${line}` : ""}`;
        }
      }).join("\n");
      if (opts.message && !hasColumns) {
        frame = `${" ".repeat(numberMaxWidth + 1)}${opts.message}
${frame}`;
      }
      if (shouldHighlight) {
        return defs.reset(frame);
      } else {
        return frame;
      }
    }
    function index(rawLines, lineNumber, colNumber, opts = {}) {
      if (!deprecationWarningShown) {
        deprecationWarningShown = true;
        const message = "Passing lineNumber and colNumber is deprecated to @babel/code-frame. Please use `codeFrameColumns`.";
        if (process.emitWarning) {
          process.emitWarning(message, "DeprecationWarning");
        } else {
          const deprecationError = new Error(message);
          deprecationError.name = "DeprecationWarning";
          console.warn(new Error(message));
        }
      }
      colNumber = Math.max(colNumber, 0);
      const location = {
        start: {
          column: colNumber,
          line: lineNumber
        }
      };
      return codeFrameColumns2(rawLines, location, opts);
    }
    exports.codeFrameColumns = codeFrameColumns2;
    exports.default = index;
    exports.highlight = highlight;
  }
});

// src/engine/gate.ts
function countDiagnostics(diagnostics) {
  const totals = { errors: 0, warnings: 0, notices: 0 };
  for (const { severity } of diagnostics) {
    if (severity === "error") totals.errors++;
    else if (severity === "warning") totals.warnings++;
    else totals.notices++;
  }
  return totals;
}
var FAIL_ON_VALUES = ["error", "warning", "new-error", "new-warning", "never"];
function parseFailOn(value) {
  return FAIL_ON_VALUES.find((allowed) => allowed === value);
}
function failsGate(d, gate, tooManyWarnings) {
  if (d.severity === "warning" && tooManyWarnings) return true;
  if (gate.failOn === "never" || d.severity === "notice") return false;
  if (gate.failOn.startsWith("new-") && d.isNew === false) return false;
  return d.severity === "error" || gate.failOn === "warning" || gate.failOn === "new-warning";
}
function warningsOver(totals, gate) {
  return gate.maxWarnings !== void 0 && totals.warnings > gate.maxWarnings;
}
function judge(diagnostics, gate) {
  const totals = countDiagnostics(diagnostics);
  const over = warningsOver(totals, gate);
  const failing = countDiagnostics(diagnostics.filter((d) => failsGate(d, gate, over)));
  const failingCount = failing.errors + failing.warnings;
  if (failingCount === 0) {
    const counts = [
      [totals.errors, "error"],
      [totals.warnings, "warning"],
      [totals.notices, "notice"]
    ].filter(([n]) => n > 0).map(([n, noun]) => grouped(n, noun));
    const lenient = totals.errors > 0 || totals.warnings > 0 && (gate.failOn === "warning" || gate.failOn === "new-warning");
    return {
      failed: false,
      failing: 0,
      counts: counts.join(", ") || "no problems",
      ...lenient ? { note: `fail-on: ${gate.failOn}` } : {}
    };
  }
  const fresh = gate.failOn.startsWith("new-") ? "new " : "";
  const parts = [];
  if (failing.errors) parts.push(grouped(failing.errors, `${fresh}error`));
  if (failing.warnings) parts.push(grouped(failing.warnings, over ? "warning" : `${fresh}warning`));
  return {
    failed: true,
    failing: failingCount,
    counts: parts.join(" and "),
    ...over ? { note: `more than ${gate.maxWarnings} warning${gate.maxWarnings === 1 ? "" : "s"} allowed` } : {}
  };
}
function grouped(count2, noun) {
  return `${count2.toLocaleString("en-US")} ${noun}${count2 === 1 ? "" : "s"}`;
}
function parseMaxWarnings(value) {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : void 0;
}

// src/site/output/out-dir.ts
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
var BUILD_MARKER = "_docsgate/docsgate-build.txt";
var MARKER_TEXT = "This folder was written by `docsgate build`. The next build empties it and writes it again.\n";
function checkOutDir(outDir, root) {
  const out = path.resolve(outDir);
  const realRoot = realpathSync(root);
  const realOut = realPathOfPossiblyMissing(out);
  const shown2 = path.relative(process.cwd(), out) || ".";
  if (realOut === realRoot || isInside(realRoot, realOut)) {
    return {
      ok: false,
      problem: `The output folder \`${shown2}\` is the docs folder or holds it; the build empties its output folder. Choose another, such as \`_site\`.`
    };
  }
  if (existsSync(out)) {
    if (!lstatSync(realOut).isDirectory())
      return { ok: false, problem: `The output folder \`${shown2}\` is a file, not a folder.` };
    if (readdirSync(out).length > 0 && !existsSync(path.join(out, BUILD_MARKER))) {
      return {
        ok: false,
        problem: `The output folder \`${shown2}\` holds files that docsgate did not write; the build empties its output folder, so it refuses. Remove them, or choose an empty or new folder.`
      };
    }
  }
  const skippedDirs = /* @__PURE__ */ new Set();
  for (const [from, to] of [
    [path.resolve(root), out],
    [realRoot, realOut]
  ]) {
    if (isInside(to, from)) skippedDirs.add(path.relative(from, to).split(path.sep).join("/"));
  }
  return { ok: true, outDir: out, skippedDirs };
}
function resetOutDir(outDir, keep) {
  mkdirSync(outDir, { recursive: true });
  const folders = /* @__PURE__ */ new Set();
  for (const file of keep) {
    for (let at = file.indexOf("/"); at !== -1; at = file.indexOf("/", at + 1)) folders.add(file.slice(0, at));
  }
  const prune = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && folders.has(relPath)) prune(full, relPath);
      else if (!(entry.isFile() && keep.has(relPath))) rmSync(full, { recursive: true, force: true });
    }
  };
  prune(outDir, "");
  mkdirSync(path.join(outDir, path.dirname(BUILD_MARKER)), { recursive: true });
  writeFileSync(path.join(outDir, BUILD_MARKER), MARKER_TEXT);
}
function isInside(inner, outer) {
  const relative = path.relative(outer, inner);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
function realPathOfPossiblyMissing(target) {
  let existing = target;
  const rest = [];
  while (!existsSync(existing)) {
    rest.unshift(path.basename(existing));
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  return path.join(realpathSync(existing), ...rest);
}

// src/site/output/site-address.ts
function normalizeBasePath(raw2) {
  const trimmed = raw2.trim().replace(/^\/+|\/+$/g, "");
  if (trimmed === "") return "";
  const segments = trimmed.split("/");
  if (segments.some(
    (segment) => segment === "" || segment === "." || segment === ".." || !/^(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})+$/.test(segment)
  ))
    return void 0;
  return `/${segments.join("/")}`;
}
function normalizeSiteUrl(raw2, basePath) {
  let url;
  try {
    url = new URL(raw2.trim());
  } catch {
    return void 0;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" || url.username || url.password || url.search || url.hash)
    return void 0;
  let prefix = url.pathname.replace(/\/+$/, "");
  if (basePath && prefix.endsWith(basePath)) prefix = prefix.slice(0, -basePath.length);
  return `${url.origin}${prefix}`;
}
function absoluteUrl(siteUrl, href) {
  return siteUrl ? `${siteUrl}${href}` : href;
}

// src/text/plural.ts
function plural(count2, noun) {
  return `${count2} ${noun}${count2 === 1 ? "" : "s"}`;
}

// src/report/outcome.ts
function verdictLine(verdict, where = "") {
  return `docsgate: ${verdict.failed ? "failed" : "passed"}, ${verdict.counts}${where ? ` in ${where}` : ""}${verdict.note ? ` (${verdict.note})` : ""}`;
}
function describeTotals(totals) {
  return [plural(totals.errors, "error"), plural(totals.warnings, "warning"), plural(totals.notices, "notice")].join(
    ", "
  );
}

// src/cache/page-cache.ts
import { createHash } from "node:crypto";
import path3 from "node:path";

// src/cache/cache-files.ts
import { mkdirSync as mkdirSync2, readdirSync as readdirSync2, readFileSync, renameSync, rmSync as rmSync2, statSync, writeFileSync as writeFileSync2 } from "node:fs";
import path2 from "node:path";
import { deserialize, serialize } from "node:v8";
function readCacheFile(file) {
  try {
    return deserialize(readFileSync(file));
  } catch {
    return void 0;
  }
}
function writeCacheFile(file, value, prefix, suffix, kept) {
  const dir = path2.dirname(file);
  try {
    mkdirSync2(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync2(temporary, serialize(value));
    renameSync(temporary, file);
    const files = readdirSync2(dir).filter((entry) => entry.startsWith(prefix) && entry.endsWith(suffix)).map((entry) => path2.join(dir, entry)).map((entry) => ({ entry, time: statSync(entry).mtimeMs })).sort((a, b) => b.time - a.time);
    for (const { entry } of files.slice(kept)) rmSync2(entry, { force: true });
  } catch {
  }
}

// src/cache/page-cache.ts
var PAGE_CACHE_DIR = ".docsgate/cache";
var FILE_PREFIX = "pages-";
var FILE_SUFFIX = ".bin";
var KEPT_CONTEXTS = 4;
var PageCache = class _PageCache {
  constructor(file, stored) {
    this.file = file;
    this.stored = stored;
  }
  file;
  stored;
  used = /* @__PURE__ */ new Map();
  hits = 0;
  static open(dir, context) {
    const name = `${FILE_PREFIX}${digest(JSON.stringify([context.tool, context.settings])).slice(0, 24)}${FILE_SUFFIX}`;
    const file = path3.join(dir, name);
    const read = readCacheFile(file);
    return new _PageCache(file, read instanceof Map ? read : /* @__PURE__ */ new Map());
  }
  /** The key of a page's bytes. */
  static key(page, bytes) {
    return createHash("sha256").update(page).update("\0").update(bytes).digest("base64url");
  }
  /** The result stored for `key`, if `holds` (when given) says it is still the page's result. */
  get(key, holds) {
    const found = this.stored.get(key);
    if (found && (!holds || holds(found))) {
      this.hits++;
      this.used.set(key, found);
      return found;
    }
    return void 0;
  }
  set(key, result) {
    this.used.set(key, result);
  }
  /**
   * Writes the entries this run used. The files of a few other contexts stay (another docs root,
   * or other settings), the older ones are removed.
   */
  save() {
    writeCacheFile(this.file, this.used, FILE_PREFIX, FILE_SUFFIX, KEPT_CONTEXTS);
  }
};
function digest(text6) {
  return createHash("sha256").update(text6).digest("hex");
}

// src/check.ts
import path14 from "node:path";

// src/engine/diagnose.ts
function diagnose(reports, book, suppressions = /* @__PURE__ */ new Map()) {
  const diagnostics = [];
  for (const report2 of reports) {
    const diagnostic = toDiagnostic(report2, book);
    if (diagnostic) diagnostics.push(diagnostic);
  }
  const { kept, unused } = applySuppressions(diagnostics, suppressions);
  for (const report2 of unused) {
    const diagnostic = toDiagnostic(report2, book);
    if (diagnostic) kept.push(diagnostic);
  }
  return sortDiagnostics(kept);
}
function toDiagnostic({ ruleId, severity: given, defaultSeverity, ...report2 }, book) {
  const meta = book.meta(ruleId);
  const setting = book.setting(ruleId);
  if (setting === "off") return void 0;
  const severity = given ?? setting ?? defaultSeverity ?? meta.defaultSeverity;
  if (severity === "off") return void 0;
  return { ruleId, severity, ...report2, docsUrl: meta.docsUrl ?? ruleDocsUrl(ruleId) };
}
var SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 };
function sortDiagnostics(diagnostics) {
  return diagnostics.sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}

// src/page-pass/lint-pages.ts
import { existsSync as existsSync2 } from "node:fs";
import { availableParallelism } from "node:os";
import path5 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/cache/tool-fingerprint.ts
import { createHash as createHash2 } from "node:crypto";
import { readdirSync as readdirSync3, readFileSync as readFileSync2 } from "node:fs";
import path4 from "node:path";
import { fileURLToPath } from "node:url";

// package.json
var package_default = {
  name: "docsgate",
  version: "0.1.0",
  description: "Gate merges on the validity of a docs.json + MDX documentation repository.",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=22"
  },
  bin: {
    docsgate: "dist/cli.js"
  },
  files: [
    "dist",
    "rules",
    "src/config/docs.schema.json",
    "src/config/docs-v2.schema.json",
    "src/settings/docsgate.config.schema.json",
    "action.yml"
  ],
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc -p tsconfig.json",
    test: "tsc -p tsconfig.json && vitest run",
    example: "node dist/cli.js build examples/starter --out _site",
    bench: "node scripts/bench.mjs",
    fuzz: "node scripts/fuzz.mjs",
    "config-types": "node scripts/config-types.mjs",
    format: "prettier --write .",
    "format:check": "prettier --check ."
  },
  devDependencies: {
    "@mintlify/validation": "^0.1.878",
    "@swc/core": "^1.16.22",
    "@tabler/icons": "^3.52.0",
    "@types/babel__code-frame": "^7.27.0",
    "@types/estree": "^1.0.10",
    "@types/hast": "^3.0.5",
    "@types/js-yaml": "^4.0.9",
    "@types/mdast": "^4.0.4",
    "@types/node": "^26.6.6",
    "@types/picomatch": "^4.0.3",
    "@types/unist": "^3.0.3",
    "axe-core": "^4.14.1",
    "dependency-cruiser": "^18.7.2",
    esbuild: "^0.28.2",
    fflate: "^0.8.3",
    "json-schema-to-typescript": "^15.0.4",
    "lucide-static": "^1.62.0",
    mermaid: "^12.3.0",
    "micromark-util-types": "^2.0.3",
    node: "24.9.0",
    "playwright-core": "^1.65.1",
    prettier: "^3.10.1",
    typescript: "^7.0.2",
    vitest: "^4.1.12"
  },
  dependencies: {
    "@actions/artifact": "^6.2.1",
    "@actions/cache": "^6.3.0",
    "@actions/core": "^3.0.1",
    "@babel/code-frame": "^7.29.7",
    "@fortawesome/fontawesome-common-types": "^7.3.1",
    "@fortawesome/free-brands-svg-icons": "^7.3.1",
    "@fortawesome/free-regular-svg-icons": "^7.3.1",
    "@fortawesome/free-solid-svg-icons": "^7.3.1",
    "@redocly/openapi-core": "^2.64.0",
    ajv: "^8.20.0",
    "english-verbs-irregular": "^3.4.0",
    "fastest-levenshtein": "^1.0.16",
    "github-slugger": "^2.0.0",
    "hast-util-to-html": "^9.0.6",
    hastscript: "^9.0.3",
    htmlparser2: "^12.0.0",
    ignore: "^7.0.16",
    "js-yaml": "^4.3.2",
    "jsonc-parser": "^3.3.1",
    katex: "^0.16.47",
    linkinator: "^8.1.0",
    lowlight: "^3.3.0",
    "mdast-util-from-markdown": "^2.0.2",
    "mdast-util-gfm": "^3.1.0",
    "mdast-util-gfm-footnote": "^2.1.0",
    "mdast-util-gfm-strikethrough": "^2.0.1",
    "mdast-util-gfm-table": "^2.0.1",
    "mdast-util-gfm-task-list-item": "^2.0.1",
    "mdast-util-math": "^3.0.0",
    "mdast-util-to-hast": "^13.2.2",
    "mdast-util-to-markdown": "^2.2.3",
    "mdast-util-to-string": "^4.0.0",
    "micromark-extension-gfm-footnote": "^2.1.0",
    "micromark-extension-gfm-strikethrough": "^2.1.0",
    "micromark-extension-gfm-table": "^2.1.2",
    "micromark-extension-gfm-task-list-item": "^2.1.0",
    "micromark-extension-math": "^3.1.0",
    "micromark-util-edit-map": "^1.0.0",
    "micromark-util-sanitize-uri": "^2.0.1",
    minisearch: "^7.2.0",
    picomatch: "^4.0.7",
    "property-information": "^7.2.0",
    re2js: "^2.10.0",
    "remark-frontmatter": "^5.0.0",
    "remark-gfm": "^4.0.1",
    "remark-lint-heading-increment": "^4.0.1",
    "remark-mdx": "^3.1.1",
    "remark-parse": "^11.0.0",
    unified: "^11.0.5",
    "unified-lint-rule": "^3.0.1",
    vfile: "^6.0.3",
    yaml: "^2.9.1"
  },
  repository: {
    type: "git",
    url: "https://github.com/docsgate/docsgate"
  }
};

// src/cache/tool-fingerprint.ts
var fingerprint;
var HASHED_NAME = /-[A-Z0-9]{8}\.js$/;
function toolFingerprint() {
  if (fingerprint !== void 0) return fingerprint;
  const dir = path4.dirname(fileURLToPath(import.meta.url));
  const modules = readdirSync3(dir).filter((name) => /\.[cm]?[jt]s$/.test(name)).sort().map(
    (name) => HASHED_NAME.test(name) ? name : `${name}:${createHash2("sha256").update(readFileSync2(path4.join(dir, name))).digest("base64url")}`
  );
  fingerprint = `${package_default.version} ${modules.join(" ")}`;
  return fingerprint;
}

// src/page-pass/lint-pages.ts
var PAGES_PER_THREAD = 150;
var LARGE_PAGE_BYTES = SECTION_CHARS;
var LARGE_PAGE_HEAP_MB = 384;
var LARGE_PAGE_YOUNG_MB = 16;
var WORKER_SCRIPT = fileURLToPath2(new URL("./page-worker.js", import.meta.url));
var RENDER_RULES = /* @__PURE__ */ new Set([UNRENDERED_EXPRESSION_ID, INVALID_MATH_ID, DIAGRAM_PLACEMENT_ID]);
function lintPages(project, files, severities, houseStyle, threads, renderSettings, cacheDir) {
  const config = project.config.status === "read" ? project.config.source.value : void 0;
  const latex = configLatex(config);
  const iconLibrary = configIconLibrary(config);
  const render = renderSettings && {
    ...renderSettings,
    iconLibrary,
    ...latex === void 0 ? {} : { latex }
  };
  const enabled = pageRulesWith(houseStyle).filter((rule6) => severities.get(rule6.meta.id) !== "off");
  const syntaxEnabled = severities.get(rule.meta.id) !== "off";
  const siteName = siteNameOf(project);
  const results = /* @__PURE__ */ new Map();
  const cache = cacheDir === void 0 ? void 0 : PageCache.open(cacheDir, {
    tool: toolFingerprint(),
    settings: [enabled.map((rule6) => rule6.meta.id), houseStyle, syntaxEnabled, siteName ?? null, iconLibrary]
  });
  const keys = /* @__PURE__ */ new Map();
  const toLint = cache && !render ? files.filter((file) => !cached(file)) : files;
  function cached(file) {
    const key = keyOf(file);
    const hit = key === void 0 ? void 0 : cache.get(key, (found) => project.files.answersAlike(found.probes));
    if (hit) results.set(file, hit);
    return hit !== void 0;
  }
  function keyOf(file) {
    let bytes;
    try {
      bytes = projectFiles.readFile(path5.join(project.root, file));
    } catch {
      return void 0;
    }
    const key = PageCache.key(file, bytes);
    keys.set(file, key);
    return key;
  }
  threads ??= defaultThreads(toLint.length);
  const sized = toLint.map((file) => ({ file, size: sizeOf(path5.join(project.root, file)) }));
  const large = new Set(
    existsSync2(WORKER_SCRIPT) ? sized.filter(({ size }) => size > LARGE_PAGE_BYTES).map(({ file }) => file) : []
  );
  const shares = splitBySize(
    sized.filter(({ file }) => !large.has(file)),
    threads
  );
  const workerData = (pages) => ({
    root: project.root,
    files: [...project.files.files],
    linksOutside: [...project.files.linksOutside],
    houseStyle: [...houseStyle],
    enabledRuleIds: enabled.map((rule6) => rule6.meta.id),
    syntaxEnabled,
    ...siteName ? { siteName } : {},
    iconLibrary,
    ...render ? { render } : {},
    recordProbes: cache !== void 0,
    pages
  });
  const workers = shares.slice(1).map(
    (pages) => BlockingWorker.start(WORKER_SCRIPT, workerData(pages), "page worker")
  );
  const linter = new PageLinter(project.root, project.files, enabled, {
    syntaxEnabled,
    ...siteName ? { siteName } : {},
    iconLibrary,
    ...render ? { render } : {},
    recordProbes: cache !== void 0
  });
  for (const file of shares[0] ?? []) results.set(file, linter.lint(file));
  for (const worker of workers) {
    for (const [file, result] of worker.result()) results.set(file, result);
  }
  for (const file of large) results.set(file, lintLargePage(file, workerData([file]), syntaxEnabled));
  if (cache) {
    for (const file of toLint) {
      const key = keys.get(file) ?? keyOf(file);
      const entry = key === void 0 ? void 0 : cacheEntry(results.get(file), render !== void 0);
      if (entry) cache.set(key, entry);
    }
    cache.save();
  }
  const lint = { reports: [], facts: /* @__PURE__ */ new Map(), rendered: /* @__PURE__ */ new Map(), fromCache: cache?.hits ?? 0 };
  const renderReports = /* @__PURE__ */ new Set();
  for (const file of files) {
    const { reports, facts, rendered } = results.get(file);
    for (const report2 of reports) {
      if (RENDER_RULES.has(report2.ruleId)) {
        const key = `${report2.ruleId}\0${report2.file}\0${report2.line}\0${report2.column}\0${report2.message}`;
        if (severities.get(report2.ruleId) === "off" || renderReports.has(key)) continue;
        renderReports.add(key);
      }
      lint.reports.push(report2);
    }
    if (facts) lint.facts.set(file, facts);
    if (rendered) lint.rendered.set(file, rendered);
  }
  return lint;
}
function cacheEntry(result, rendered) {
  if (!rendered) return result;
  if (!result.facts) return void 0;
  return {
    reports: result.reports.filter((report2) => !RENDER_RULES.has(report2.ruleId)),
    facts: result.facts,
    ...result.probes ? { probes: result.probes } : {}
  };
}
function defaultThreads(pages) {
  if (!existsSync2(WORKER_SCRIPT)) return 1;
  const forced = Number(process.env.DOCSGATE_THREADS);
  if (Number.isInteger(forced) && forced >= 1) return forced;
  const cores = availableParallelism();
  return cores < 3 ? 1 : Math.max(1, Math.min(cores, Math.floor(pages / PAGES_PER_THREAD)));
}
function lintLargePage(file, data, syntaxEnabled) {
  const heapMb = largePageHeapMb();
  try {
    const limits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: LARGE_PAGE_YOUNG_MB };
    const [[, result]] = BlockingWorker.startCapped(
      WORKER_SCRIPT,
      data,
      "page worker",
      limits
    ).result();
    return result;
  } catch (error) {
    if (!(error instanceof WorkerOutOfMemory)) throw error;
    const message = `Checking this page needs more than the ${heapMb} MB of memory docsgate gives one page, so it was not checked. Split it into several pages, or move generated content out of the docs.`;
    return { reports: syntaxEnabled ? [{ ruleId: rule.meta.id, message, file, line: 1, column: 1 }] : [] };
  }
}
function largePageHeapMb() {
  const set = Number(process.env.DOCSGATE_PAGE_HEAP_MB);
  return Number.isInteger(set) && set > 0 ? set : LARGE_PAGE_HEAP_MB;
}
function splitBySize(pages, threads) {
  if (threads <= 1) return [pages.map(({ file }) => file)];
  const sized = [...pages].sort((a, b) => b.size - a.size);
  const shares = Array.from({ length: threads }, () => ({ pages: [], bytes: 0 }));
  for (const { file, size } of sized) {
    const lightest = shares.reduce((a, b) => b.bytes < a.bytes ? b : a);
    lightest.pages.push(file);
    lightest.bytes += size;
  }
  return shares.map((share) => share.pages);
}
function sizeOf(file) {
  try {
    return projectFiles.stat(file).size;
  } catch {
    return 0;
  }
}
function siteNameOf(project) {
  if (project.config.status !== "read") return void 0;
  const written = uncheckedObject(project.config.source.value)?.name;
  const name = typeof written === "string" ? written.trim() : "";
  return name && name.length <= 40 ? name : void 0;
}

// src/pages/page-files-to-check.ts
function pageFilesToCheck(project) {
  const listed2 = listedPageFiles(project.navigation);
  return [...project.files.files].filter((file) => (listed2.has(file) || isSitePage(file)) && !project.isIgnored(file)).sort();
}

// src/openapi/generated-pages/page-names.ts
import path6 from "node:path";
var UNTAGGED_GROUP = "API Reference";
function pathPart(text6) {
  if (!text6) return void 0;
  return text6.replaceAll(" ", "-").replace(/\{.*?\}/g, "-").replace(/^-/, "").replace(/-$/, "").replace(/[{}(),.'\n/]/g, "").replace(/--/g, "-").toLowerCase();
}
var PageNamer = class {
  constructor(spec, named) {
    this.spec = spec;
    this.named = named;
  }
  spec;
  named;
  groups = /* @__PURE__ */ new Map();
  /** The page's path (no leading slash, lower case), or undefined when the operation is excluded. */
  name(operation, directory) {
    if (operation.excluded) return void 0;
    const tag2 = this.tagOf(operation);
    let base;
    if (operation.href !== void 0) {
      const chosen = path6.posix.parse(operation.href.replace(/^\/+/, ""));
      base = path6.posix.join(chosen.dir, chosen.name);
    } else {
      const fallback = operation.webhook ? pathPart(operation.key) ?? "" : `${operation.method}-${pathPart(operation.key) ?? ""}`;
      base = path6.posix.join(directory, pathPart(tag2) ?? "", pathPart(operation.summary) ?? fallback);
    }
    const nested = isOpenApi32(this.spec.version);
    const taken = nested ? this.named : this.group(tag2);
    const name = unique(base, taken);
    if (nested || !operation.hidden) taken.add(name);
    this.named.add(name);
    return name.replace(/^\/+/, "");
  }
  /**
   * OpenAPI 3.2: the first tag of kind `nav`, else the first declared without a kind, else the first undeclared; before
   * 3.2, the first.
   */
  tagOf(operation) {
    if (!isOpenApi32(this.spec.version)) return operation.tags[0] || void 0;
    const kinds = new Map(this.spec.tags.map((tag2) => [tag2.name, tag2.kind ?? "none"]));
    return operation.tags.find((tag2) => kinds.get(tag2) === "nav") ?? operation.tags.find((tag2) => kinds.get(tag2) === "none") ?? operation.tags.find((tag2) => !kinds.has(tag2));
  }
  /**
   * The navigation group the operation's page is listed in: its tag's `x-group`, else the tag, else "API Reference".
   */
  groupOf(operation) {
    return this.label(this.tagOf(operation));
  }
  label(tag2) {
    return tag2 === void 0 ? UNTAGGED_GROUP : this.spec.tags.find((declared) => declared.name === tag2)?.group ?? tag2;
  }
  group(tag2) {
    const label = this.label(tag2);
    let names = this.groups.get(label);
    if (!names) this.groups.set(label, names = /* @__PURE__ */ new Set());
    return names;
  }
};
function unique(base, taken) {
  const lower = base.toLowerCase();
  if (!taken.has(lower)) return lower;
  let n = 1;
  while (taken.has(`${lower}-${n}`)) n++;
  return `${lower}-${n}`;
}
function isOpenApi32(version) {
  return /^3\.2(\.|$)/.test(version);
}

// src/openapi/generated-pages/page-sources.ts
var DEFAULT_DIRECTORY = "api-reference";
function pageSources(project) {
  const value = project.document?.value;
  if (project.config.status !== "read" || !isObject(value)) return [];
  if (project.config.layout === "legacy") return legacySources(value);
  return project.navigation ? navigationSources(project.navigation) : [];
}
function legacySources(config) {
  const sources = [];
  for (const key of ["anchors", "tabs"]) {
    for (const item of objectsAt(config, key)) {
      if (!item) continue;
      const spec = typeof item.openapi === "string" ? item.openapi.trim() : "";
      const url = typeof item.url === "string" ? item.url : "";
      if (spec && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) sources.push({ kind: "all", spec, directory: url });
    }
  }
  return sources;
}
function navigationSources(navigation) {
  const sources = [];
  const owners = /* @__PURE__ */ new Map();
  for (const node of [...navigation.sections, ...navigation.groups]) if (node.openapi) owners.set(node.openapi, node);
  const onlyOneByOne = /* @__PURE__ */ new Set();
  for (const page of navigation.pages) {
    const { entry, operation, openapi } = page;
    if (!operation) continue;
    const directory = openapi?.directory ?? DEFAULT_DIRECTORY;
    sources.push(
      operation.kind === "webhook" ? { kind: "webhook", spec: operation.spec, name: operation.name, directory, entry: page } : { kind: "one", spec: operation.spec, method: operation.method, path: operation.path, directory, entry: page }
    );
    const written = parseOperationReference(entry);
    const owner = openapi && owners.get(openapi);
    if (owner && written.kind !== "malformed" && written.spec === void 0) onlyOneByOne.add(owner);
  }
  const all = (nodes) => {
    for (const node of nodes) {
      if (node.kind === "page") continue;
      if (node.openapi && !onlyOneByOne.has(node))
        sources.push({
          kind: "all",
          spec: node.openapi.source,
          directory: node.openapi.directory ?? DEFAULT_DIRECTORY,
          node
        });
      all(node.children);
    }
  };
  all(navigation.children);
  return sources;
}

// src/openapi/generated-pages/generated-pages.ts
function generatedPages(project, lint) {
  const specs = new Map(
    lint.specs.filter((spec) => spec.version.startsWith("3.")).map((spec) => [specKey(spec.file), spec])
  );
  const paths = /* @__PURE__ */ new Set();
  const unknownFolders = /* @__PURE__ */ new Set();
  const oneByOne = /* @__PURE__ */ new Set();
  const pages = [];
  const add = (name) => name !== void 0 && paths.add(name);
  for (const source of pageSources(project)) {
    const spec = specs.get(specKey(source.spec));
    if (!spec) {
      if (!lint.specs.some((read) => specKey(read.file) === specKey(source.spec)))
        unknownFolders.add(folder(source.directory));
      continue;
    }
    if (source.kind === "all") {
      const namer = new PageNamer({ ...spec.pageNaming, version: spec.version }, /* @__PURE__ */ new Set());
      for (const operation of spec.pageNaming.operations) {
        const name = namer.name(operation, source.directory);
        add(name);
        if (name !== void 0 && source.node)
          pages.push({
            path: name,
            spec: spec.file,
            operation,
            listing: {
              kind: "all",
              node: source.node,
              ...operation.hidden ? {} : { group: namer.groupOf(operation) }
            }
          });
      }
    } else {
      const namer = new PageNamer({ ...spec.pageNaming, version: spec.version }, oneByOne);
      for (const operation of listed(spec, source)) {
        const name = namer.name(operation, source.directory);
        add(name);
        if (name !== void 0 && source.entry)
          pages.push({ path: name, spec: spec.file, operation, listing: { kind: "entry", entry: source.entry } });
      }
    }
  }
  for (const spec of specs.values()) {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(spec.file)) allPages(spec, DEFAULT_DIRECTORY).forEach(add);
  }
  return { paths, unknownFolders: [...unknownFolders], pages };
}
function allPages(spec, directory) {
  const namer = new PageNamer({ ...spec.pageNaming, version: spec.version }, /* @__PURE__ */ new Set());
  return spec.pageNaming.operations.map((operation) => namer.name(operation, directory));
}
function listed(spec, source) {
  const operations = spec.pageNaming.operations;
  if (source.kind === "webhook")
    return operations.filter((operation) => operation.webhook && operation.key === source.name);
  const paths = operations.filter((operation) => !operation.webhook);
  const written = paths.some((operation) => operation.key === source.path);
  const path27 = written ? source.path : withoutTrailingSlash(source.path);
  const found = paths.find(
    (operation) => operation.method === source.method && (written ? operation.key : withoutTrailingSlash(operation.key)) === path27
  );
  return found ? [found] : [];
}
function folder(directory) {
  return directory.replace(/^\/+|\/+$/g, "").toLowerCase();
}

// src/cache/spec-cache.ts
import { createHash as createHash3 } from "node:crypto";
import path7 from "node:path";
var FILE_PREFIX2 = "specs-";
var FILE_SUFFIX2 = ".bin";
var KEPT = 4;
var SpecCache = class _SpecCache {
  constructor(dir, key, isResult) {
    this.dir = dir;
    this.key = key;
    this.isResult = isResult;
  }
  dir;
  key;
  isResult;
  static open(dir, project, specs, isResult) {
    const hash2 = createHash3("sha256").update(toolFingerprint()).update("\0").update(JSON.stringify(specs));
    for (const file of [...project.files.files].sort()) {
      const full = path7.join(project.root, file);
      hash2.update("\0").update(file).update("\0");
      try {
        if (/\.(?:json|ya?ml)$/i.test(file)) hash2.update(projectFiles.readFile(full));
        else hash2.update(String(projectFiles.stat(full).size));
      } catch {
        hash2.update("unreadable");
      }
    }
    return new _SpecCache(dir, hash2.digest("hex").slice(0, 24), isResult);
  }
  get file() {
    return path7.join(this.dir, `${FILE_PREFIX2}${this.key}${FILE_SUFFIX2}`);
  }
  get() {
    const read = readCacheFile(this.file);
    return this.isResult(read) ? read : void 0;
  }
  set(result) {
    writeCacheFile(this.file, result, FILE_PREFIX2, FILE_SUFFIX2, KEPT);
  }
};

// src/openapi/find-specs.ts
import path8 from "node:path";
var SNIFF_BYTES = 64 * 1024;
var SPEC_EXTENSIONS = /* @__PURE__ */ new Set([".json", ".yaml", ".yml"]);
var YAML_SPEC = /^["']?(?:openapi|swagger)["']?[ \t]*:[ \t]*["']?\d/m;
var JSON_SPEC = /"(?:openapi|swagger)"\s*:\s*"\d/;
function findSpecs(project, fetchRemote) {
  const found = { specs: [], problems: [], unread: [] };
  const local = /* @__PURE__ */ new Set();
  const discovered = /* @__PURE__ */ new Set();
  for (const entry of configuredSpecs(project)) {
    const target = resolveDocPath(entry.raw, project.files);
    if (target.kind === "url") {
      if (fetchRemote) {
        found.specs.push({ kind: "remote", url: entry.raw, namedAt: entry.place });
      } else {
        found.unread.push(entry.raw);
        found.problems.push({
          ruleId: REMOTE_SPEC_ID,
          message: `The OpenAPI file ${entry.raw} is not fetched, so it is not checked. Run docsgate with --fetch-remote (action input \`fetch-remote: true\`) to fetch and lint it.`,
          place: entry.place
        });
      }
    } else if (target.kind === "local" && project.files.has(target.path)) {
      if (!project.isIgnored(target.path)) local.add(target.path);
    } else if (entry.reportMissing) {
      found.problems.push(missingEntry(entry, target.kind === "outside" ? target.reason : void 0, project.files));
    }
  }
  for (const source of pageSources(project)) {
    const target = resolveDocPath(source.spec, project.files);
    if (target.kind === "local" && project.files.has(target.path) && !project.isIgnored(target.path))
      local.add(target.path);
  }
  for (const file of project.files.files) {
    if (!local.has(file) && SPEC_EXTENSIONS.has(path8.posix.extname(file).toLowerCase()) && !project.isIgnored(file) && !isConfigFile(file) && looksLikeSpec(path8.join(project.root, file))) {
      discovered.add(file);
    }
  }
  for (const file of [...local, ...discovered].sort())
    found.specs.push(discovered.has(file) ? { kind: "local", file, found: true } : { kind: "local", file });
  return found;
}
function specsNamedByPages(project, pages, requested) {
  const named = /* @__PURE__ */ new Set();
  for (const facts of pages.values()) {
    if (facts.operation?.key !== "openapi") continue;
    const reference = parseOperationReference(facts.operation.value);
    if (reference.kind === "malformed" || reference.spec === void 0) continue;
    const target = resolveDocPath(reference.spec, project.files);
    if (target.kind !== "local" || requested.has(target.path) || !project.files.has(target.path) || project.isIgnored(target.path))
      continue;
    if (SPEC_EXTENSIONS.has(path8.posix.extname(target.path).toLowerCase())) named.add(target.path);
  }
  return [...named].sort();
}
function configuredSpecs(project) {
  const { config, document } = project;
  if (config.status !== "read" || !document || !isObject(document.value)) return [];
  const v2 = config.layout === "v2";
  const entries = [];
  const add = (item, at, reportMissing = v2) => {
    if (typeof item === "string") {
      if (item.trim()) entries.push({ raw: item.trim(), place: lineColumn(document.rangeOf(at)), reportMissing });
    } else if (Array.isArray(item)) {
      item.forEach((each, i) => add(each, [...at, i], reportMissing));
    } else if (v2 && isObject(item)) {
      add(item.source, [...at, "source"], reportMissing);
    }
  };
  if (!v2) {
    const legacy = uncheckedObject(document.value);
    add(legacy?.openapi, ["openapi"]);
    for (const key of ["anchors", "tabs"])
      objectsAt(legacy, key).forEach((item, i) => item && add(item.openapi, [key, i, "openapi"]));
    return entries;
  }
  const api = objectAt(uncheckedObject(document.value), "api");
  if (api) add(api.openapi, ["api", "openapi"], false);
  for (const node of [...project.navigation?.sections ?? [], ...project.navigation?.groups ?? []])
    add(node.value.openapi, [...node.path, "openapi"]);
  return entries;
}
function missingEntry(entry, outsideReason, files) {
  if (outsideReason) {
    return {
      ruleId: "config/outside-root",
      message: `The OpenAPI file "${entry.raw}" points outside the docs root: ${outsideReason}. Move the file into the docs folder and give its path from the docs root.`,
      place: entry.place
    };
  }
  const target = resolveDocPath(entry.raw, files);
  const hint = target.kind === "local" ? missingFileHint(target.path, entry.raw.startsWith("/") ? "/" : "", files) : ".";
  return {
    ruleId: "config/missing-file",
    message: `The OpenAPI file "${entry.raw}" does not exist${hint}`,
    place: entry.place
  };
}
function lineColumn(range) {
  return { file: range.file, line: range.line, column: range.column };
}
function isConfigFile(file) {
  return file === "docs.json" || file === "mint.json";
}
function looksLikeSpec(full) {
  try {
    const head = projectFiles.readHead(full, SNIFF_BYTES).toString("utf8");
    return (head.trimStart().startsWith("{") ? JSON_SPEC : YAML_SPEC).test(head);
  } catch {
    return false;
  }
}

// src/openapi/spec-workers.ts
import { existsSync as existsSync3 } from "node:fs";
import { fileURLToPath as fileURLToPath3 } from "node:url";

// src/openapi/redocly-rules.ts
var REDOCLY_RULE_IDS = [
  "array-parameter-serialization",
  "boolean-parameter-prefixes",
  "component-name-unique",
  "info-contact",
  "info-license",
  "info-license-strict",
  "no-ambiguous-paths",
  "no-duplicated-enum-values",
  "no-duplicated-tag-names",
  "no-empty-servers",
  "no-enum-type-mismatch",
  "no-example-value-and-externalValue",
  "no-http-verbs-in-paths",
  "no-identical-paths",
  "no-illogical-composition-keywords",
  "no-invalid-media-type-examples",
  "no-invalid-parameter-examples",
  "no-invalid-schema-examples",
  "no-mixed-number-range-constraints",
  "no-path-trailing-slash",
  "no-required-schema-properties-undefined",
  "no-schema-type-mismatch",
  "no-server-example.com",
  "no-server-trailing-slash",
  "no-server-variables-empty-enum",
  "no-undefined-server-variable",
  "no-unsafe-markdown",
  "no-unused-components",
  "nullable-type-sibling",
  "operation-2xx-response",
  "operation-4xx-problem-details-rfc7807",
  "operation-4xx-response",
  "operation-description",
  "operation-operationId",
  "operation-operationId-unique",
  "operation-operationId-url-safe",
  "operation-parameters-unique",
  "operation-singular-tag",
  "operation-summary",
  "operation-tag-defined",
  "parameter-description",
  "path-declaration-must-exist",
  "path-http-verbs-order",
  "path-not-include-query",
  "path-parameters-defined",
  "path-params-defined",
  "path-segment-plural",
  "paths-kebab-case",
  "request-mime-type",
  "required-string-property-missing-min-length",
  "response-contains-header",
  "response-contains-property",
  "response-mime-type",
  "scalar-property-missing-example",
  "security-defined",
  "security-scopes-defined",
  "spec-components-invalid-map-name",
  "spec-discriminator-defaultMapping",
  "spec-example-values",
  "spec-no-invalid-encoding-combinations",
  "spec-no-invalid-tag-parents",
  "spec-querystring-parameters",
  "spec-ref-siblings",
  "spec-strict-refs",
  "struct",
  "tag-description",
  "tags-alphabetical"
];
var BUILT_IN = new Set(REDOCLY_RULE_IDS);
var REDOCLY_CONFIG_FILES = ["redocly.yaml", ".redocly.yaml"];
var MAX_REDOCLY_CONFIG_BYTES = 4 * 1024 * 1024;
function redoclyRuleSettingIds(root) {
  const ids = REDOCLY_RULE_IDS.map((id) => `openapi/${id}`);
  for (const name of REDOCLY_CONFIG_FILES) {
    const read = readRootFile(root, name, MAX_REDOCLY_CONFIG_BYTES);
    if (!read.ok) continue;
    const text6 = read.bytes.toString("utf8");
    for (const match of text6.matchAll(/^[ \t]+["']?(rule\/[\w.-]+)["']?[ \t]*:/gm)) ids.push(`openapi/${match[1]}`);
    break;
  }
  return ids;
}
var REDOCLY_RULES_URL = "https://redocly.com/docs/cli/rules";
function redoclyRuleDocsUrl(redoclyId) {
  if (BUILT_IN.has(redoclyId)) return `${REDOCLY_RULES_URL}/oas/${redoclyId}`;
  if (redoclyId.startsWith("rule/")) return `${REDOCLY_RULES_URL}/configurable-rules`;
  return `${REDOCLY_RULES_URL}/built-in-rules`;
}
var STRUCTURAL = /* @__PURE__ */ new Set(["struct"]);
function redoclyRuleMeta(ruleId) {
  const redoclyId = ruleId.slice("openapi/".length);
  return {
    id: ruleId,
    category: "openapi",
    defaultSeverity: STRUCTURAL.has(redoclyId) ? "error" : "warning",
    description: `redocly's ${redoclyId} rule.`,
    docsUrl: redoclyRuleDocsUrl(redoclyId)
  };
}

// src/openapi/spec-workers.ts
var SPEC_TIME_LIMIT_MS = 18e4;
var STARTUP_MS = 6e4;
var SpecWorkers = class {
  constructor(project, specs, options) {
    this.project = project;
    this.specs = specs;
    this.options = options;
    this.worker = this.start(0);
    this.deadline = Date.now() + STARTUP_MS;
  }
  project;
  specs;
  options;
  limitMs = specTimeLimitMs();
  worker;
  deadline;
  /** Blocks until every spec is linted or reported as not linted. */
  collect() {
    const linted = [];
    const config = [];
    let anyStopped = false;
    let from = 0;
    while (from < this.specs.length) {
      let current;
      let progressed = false;
      let stopped;
      for (; ; ) {
        const message = this.worker.next(this.deadline);
        if (!message) {
          stopped = current === void 0 ? `docsgate's OpenAPI linter did not start within ${seconds(STARTUP_MS)} s` : `linting it did not finish within ${seconds(this.limitMs)} s, docsgate's limit per OpenAPI file`;
          break;
        }
        if (message.kind === "start") {
          current = message.index;
          progressed = true;
          this.deadline = message.at + this.limitMs;
        } else if (message.kind === "spec") {
          linted[message.index] = message.linted;
          config.push(...message.config);
          from = message.index + 1;
          current = void 0;
          this.deadline = Date.now() + STARTUP_MS;
        } else if (message.kind === "done") {
          config.push(...message.config);
          from = this.specs.length;
          break;
        } else {
          stopped = `docsgate's OpenAPI linter failed (${message.error.split("\n")[0]})`;
          break;
        }
      }
      this.worker.end();
      if (stopped === void 0) break;
      anyStopped = true;
      const skipped2 = current !== void 0 ? [current] : progressed ? [] : this.specs.map((_, i) => i).slice(from);
      for (const index of skipped2) linted[index] = { problems: [notLinted(this.specs[index], stopped)] };
      from = current !== void 0 ? current + 1 : progressed ? from : this.specs.length;
      if (from < this.specs.length) {
        this.worker = this.start(from);
        this.deadline = Date.now() + STARTUP_MS;
      }
    }
    return { linted, config, ...anyStopped ? { stopped: true } : {} };
  }
  start(from) {
    const redoclyConfig = REDOCLY_CONFIG_FILES.find((name) => this.project.files.has(name));
    const data = {
      root: this.project.root,
      specs: [...this.specs],
      from,
      fetchRemote: this.options.fetchRemote,
      ...redoclyConfig ? { redoclyConfig } : {},
      ...this.options.withData ? { withData: true } : {}
    };
    return BlockingWorker.start(workerScript(), data, "OpenAPI worker");
  }
};
function notLinted(request, reason2) {
  const name = request.kind === "local" ? request.file : request.url;
  return {
    ruleId: INVALID_FILE_ID,
    message: `${name} was not fully checked: ${reason2}. Split it into smaller files joined by \`$ref\`s, or leave a generated spec out of the docs with \`ignore\` in docsgate.config.json.`,
    place: request.kind === "remote" ? request.namedAt : { file: name, line: 1, column: 1 }
  };
}
function specTimeLimitMs() {
  const set = Number(process.env.DOCSGATE_SPEC_TIME_LIMIT_MS);
  return Number.isFinite(set) && set > 0 ? set : SPEC_TIME_LIMIT_MS;
}
function seconds(ms) {
  return ms >= 1e4 ? String(Math.round(ms / 1e3)) : String(Math.round(ms / 100) / 10);
}
function workerScript() {
  const bundled = fileURLToPath3(new URL("./openapi-worker.js", import.meta.url));
  if (existsSync3(bundled)) return bundled;
  const built = process.env.DOCSGATE_OPENAPI_WORKER;
  if (built && existsSync3(built)) return built;
  throw new Error(`The OpenAPI worker script is missing (looked for ${bundled}); run npm run build.`);
}

// src/openapi/lint-specs.ts
function startSpecLint(project, options) {
  const found = findSpecs(project, options.fetchRemote);
  const remote = found.specs.some((spec) => spec.kind === "remote");
  const cache = options.cacheDir !== void 0 && !options.withData && !remote && found.specs.length > 0 ? SpecCache.open(options.cacheDir, project, found.specs, isWorkersResult) : void 0;
  const cached = cache?.get();
  const first = found.specs.length === 0 || cached ? void 0 : new SpecWorkers(project, found.specs, options);
  const requested = new Set(found.specs.flatMap((spec) => spec.kind === "local" ? [spec.file] : []));
  return {
    join(pages) {
      const result = {
        specs: [],
        problems: [...found.problems],
        unread: [...found.unread]
      };
      const config = /* @__PURE__ */ new Map();
      const add = (specs, { linted, config: configProblems }) => {
        specs.forEach((request, i) => {
          const spec = linted[i];
          if (spec.index) result.specs.push(spec.index);
          if (spec.data) (result.data ??= []).push(spec.data);
          else if (!spec.notSpec) result.unread.push(request.kind === "local" ? request.file : request.url);
          result.problems.push(...spec.problems);
        });
        for (const problem of configProblems)
          config.set(`${problem.ruleId} ${problem.place.line}:${problem.place.column} ${problem.message}`, problem);
      };
      if (cached) {
        add(found.specs, cached);
        result.fromCache = true;
      } else if (first) {
        const linted = first.collect();
        if (!linted.stopped) cache?.set(linted);
        add(found.specs, linted);
      }
      const named = (pages ? specsNamedByPages(project, pages, requested) : []).map((file) => ({
        kind: "local",
        file,
        found: true
      }));
      if (named.length > 0) add(named, new SpecWorkers(project, named, options).collect());
      result.problems.push(...config.values());
      if (options.withData) result.data ??= [];
      return result;
    }
  };
}
function isWorkersResult(value) {
  return value !== null && typeof value === "object" && Array.isArray(value.linted);
}

// src/openapi/spec-reports.ts
function specReports(result) {
  return result.problems.map(({ ruleId, defaultSeverity, message, place }) => ({
    ruleId,
    message,
    ...place,
    ...defaultSeverity ? { defaultSeverity } : {}
  }));
}

// src/project/project.ts
import path11 from "node:path";

// src/project/config-file.ts
import path9 from "node:path";
function readConfigFile(root, files) {
  const name = pickName(files);
  if (!name) return { status: "missing" };
  if (files.isDirectory(name)) return { status: "directory", name };
  if (files.isLinkOutside(name)) return { status: "outside", name };
  let text6;
  try {
    const bytes = projectFiles.readFile(path9.join(root, name));
    if (bytes.includes(0)) return { status: "unreadable", name, reason: "it is a binary file, not JSON text" };
    text6 = bytes.toString("utf8");
  } catch (error) {
    return { status: "unreadable", name, reason: error.message };
  }
  const source = new JsonSource(name, text6);
  const alsoPresent = name === "docs.json" && (files.has("mint.json") || files.isDirectory("mint.json")) ? "mint.json" : void 0;
  return {
    status: "read",
    name,
    source,
    alsoPresent,
    layout: name === "mint.json" ? "legacy" : detectLayout(source.value)
  };
}
function pickName(files) {
  for (const name of ["docs.json", "mint.json"]) {
    if (files.has(name) || files.isDirectory(name) || files.isLinkOutside(name)) return name;
  }
  return void 0;
}
function detectLayout(value) {
  const config = uncheckedObject(value);
  if (config) {
    const nav = config.navigation;
    if (!Array.isArray(nav) && ("theme" in config || nav !== null && typeof nav === "object")) return "v2";
  }
  return "legacy";
}

// src/project/config-document.ts
import path10 from "node:path";
function readConfigDocument(root, files, source) {
  const origins = /* @__PURE__ */ new WeakMap();
  const sources = /* @__PURE__ */ new Map([[source.file, source]]);
  const refProblems = [];
  const tooDeep = [];
  const load = (file) => {
    let loaded = sources.get(file);
    if (!loaded) {
      try {
        loaded = new JsonSource(file, projectFiles.readFile(path10.join(root, file)).toString("utf8"));
      } catch {
        return void 0;
      }
      sources.set(file, loaded);
    }
    return loaded;
  };
  const cutInFile = (place) => sources.get(place.file).tooDeep.some(
    (cut2) => cut2.path.length === place.path.length && cut2.path.every((segment, i) => segment === place.path[i])
  );
  const resolve2 = (value2, place, at, chain) => {
    const container = value2 !== null && typeof value2 === "object";
    if (at.length >= MAX_JSON_DEPTH && (container || cutInFile(place))) {
      tooDeep.push({ place, at, throughRef: place.path.length < at.length });
      return void 0;
    }
    if (!container) return value2;
    if (Array.isArray(value2)) {
      const out2 = [];
      const map2 = /* @__PURE__ */ new Map();
      value2.forEach((item, i) => {
        const itemPlace = { file: place.file, path: [...place.path, i] };
        map2.set(i, itemPlace);
        out2.push(resolve2(item, itemPlace, [...at, i], chain));
      });
      origins.set(out2, map2);
      return out2;
    }
    const record = value2;
    const ref = record.$ref;
    const out = {};
    const map = /* @__PURE__ */ new Map();
    for (const [key, item] of Object.entries(record)) {
      if (key === "$ref" && typeof ref === "string") continue;
      const itemPlace = { file: place.file, path: [...place.path, key] };
      map.set(key, itemPlace);
      out[key] = resolve2(item, itemPlace, [...at, key], chain);
    }
    if (typeof ref !== "string") {
      origins.set(out, map);
      return out;
    }
    const refPlace = { file: place.file, path: [...place.path, "$ref"] };
    const fail = (kind, message) => {
      refProblems.push({ kind, place: refPlace, at, message });
      return void 0;
    };
    const joined = path10.posix.normalize(path10.posix.join(path10.posix.dirname(place.file), ref.replace(/\\/g, "/")));
    if (ref.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(ref) || joined === ".." || joined.startsWith("../") || files.passesLinkOutside(joined)) {
      return fail(
        "outside",
        `The $ref "${ref}" points outside the docs root. A $ref is a path relative to the file that writes it, and must stay inside the root.`
      );
    }
    if (chain.includes(joined)) {
      return fail(
        "cycle",
        `The $ref "${ref}" makes a cycle: ${[...chain.slice(chain.indexOf(joined)), joined].join(" → ")}. Mintlify refuses a config whose references loop; remove one of them.`
      );
    }
    if (!files.has(joined)) {
      const why = files.isDirectory(joined) ? "is a folder, not a JSON file" : "does not exist";
      return fail(
        "missing",
        `The $ref "${ref}" names ${joined}, which ${why}. Mintlify refuses to build; create the file or correct the path (relative to ${place.file}).`
      );
    }
    const target = load(joined);
    if (!target) return fail("missing", `The $ref "${ref}" names ${joined}, which cannot be read.`);
    if (target.syntaxError) {
      const { line, column } = target.lines.position(target.syntaxError.offset);
      return fail(
        "invalid-json",
        `The $ref "${ref}" names ${joined}, which is not valid JSON (line ${line}, column ${column}: ${target.syntaxError.message})`
      );
    }
    const included = resolve2(target.value, { file: joined, path: [] }, at, [...chain, joined]);
    if (included === null || typeof included !== "object" || Array.isArray(included)) return included;
    const merged = { ...included, ...out };
    origins.set(merged, new Map([...origins.get(included) ?? [], ...map]));
    return merged;
  };
  const rootPlace = { file: source.file, path: [] };
  const value = source.syntaxError ? void 0 : resolve2(source.value, rootPlace, [], [source.file]);
  const placeOf = (target) => {
    let current = value;
    let place = rootPlace;
    for (let depth = 0; depth < target.length; depth++) {
      const segment = target[depth];
      const next = current !== null && typeof current === "object" ? origins.get(current)?.get(segment) : void 0;
      if (!next) return { file: place.file, path: [...place.path, ...target.slice(depth)] };
      place = next;
      current = current[segment];
    }
    return place;
  };
  const rangeOf = (target, part = "value") => {
    const place = placeOf(target);
    return { file: place.file, ...sources.get(place.file).rangeOf(place.path, part) };
  };
  return {
    value,
    sources,
    refProblems,
    tooDeep,
    placeOf,
    rangeOf,
    at: (target, message, part = "value") => ({ message, ...rangeOf(target, part) })
  };
}

// src/project/mint-ignore.ts
var import_ignore = __toESM(require_ignore(), 1);
var BUILT_IN2 = [
  ".git",
  ".github",
  ".claude",
  ".agents",
  ".idea",
  ".vscode",
  ".cursor",
  ".mintlify/**",
  "!.mintlify/**/",
  "!.mintlify/skills/**",
  "!.mintlify/**/*.json",
  "!.mintlify/**/*.yaml",
  "!.mintlify/**/*.yml",
  "node_modules",
  "README.md",
  "LICENSE.md",
  "CHANGELOG.md",
  "CONTRIBUTING.md"
];
var MINT_IGNORE_FILE = ".mintignore";
var MAX_MINT_IGNORE_BYTES = 1024 * 1024;
function readMintIgnore(root) {
  const own = ownPatterns(root);
  const all = (0, import_ignore.default)().add([...BUILT_IN2, ...own]);
  const builtIn = (0, import_ignore.default)().add(BUILT_IN2);
  const test = (matcher, file, folder2) => matcher.ignores(folder2 ? `${file}/` : file);
  return {
    ignores: (file, folder2) => test(all, file, folder2),
    byProjectFile: (file, folder2) => test(all, file, folder2) && !test(builtIn, file, folder2)
  };
}
function ownPatterns(root) {
  const read = readRootFile(root, MINT_IGNORE_FILE, MAX_MINT_IGNORE_BYTES);
  if (!read.ok) return [];
  return read.bytes.toString("utf8").split(/\r?\n/).map((line) => line.trim());
}

// src/project/navigation/read-legacy-navigation.ts
function readLegacyNavigation(document, files) {
  const config = document.value;
  const navigation = isObject(config) ? config.navigation : void 0;
  if (!Array.isArray(navigation) || !isObject(config)) return void 0;
  const result = { layout: "legacy", children: [], global: [], pages: [], groups: [], sections: [] };
  const claimers = [...claimersOf(config, "tabs", document, files), ...claimersOf(config, "anchors", document, files)];
  navigation.forEach((value, i) => {
    const group3 = readGroup(value, ["navigation", i], void 0, document, files, result);
    if (!group3) return;
    const owner = ownerOf(group3, claimers);
    if (owner) owner.children.push(group3);
    else result.children.push(group3);
  });
  for (const { section: section2 } of claimers) {
    result.sections.push(section2);
    result.children.push(section2);
  }
  return result;
}
function claimersOf(config, key, document, files) {
  const list2 = config[key];
  if (!Array.isArray(list2)) return [];
  const claimers = [];
  list2.forEach((value, i) => {
    if (!isObject(value)) return;
    const path27 = [key, i];
    const url = typeof value.url === "string" ? value.url.trim() : "";
    const isLink = url !== "" && resolveEntry(url, files).kind === "url";
    const section2 = {
      kind: key === "tabs" ? "tab" : "anchor",
      name: typeof value.name === "string" ? value.name : "",
      path: path27,
      place: document.placeOf(path27),
      ...key === "anchors" && typeof value.version === "string" && value.version.trim() ? { version: value.version.trim() } : {},
      ...isLink ? { href: url } : {},
      ...key === "anchors" && value.icon !== void 0 ? { icon: value.icon } : {},
      ...key === "anchors" && value.isDefaultHidden === true ? { hidden: true } : {},
      children: [],
      value
    };
    const prefix = url.replace(/^\/+|\/+$/g, "");
    claimers.push({ section: section2, ...!isLink && prefix ? { prefix } : {} });
  });
  return claimers;
}
function ownerOf(group3, claimers) {
  const first = firstPage(group3);
  if (!first) return void 0;
  const target = first.target;
  const path27 = target.kind === "page" || target.kind === "missing" || target.kind === "case-mismatch" ? target.page : first.entry.trim().replace(/^\/+/, "");
  let best;
  for (const candidate of claimers) {
    const prefix = candidate.prefix;
    if (!prefix || !(path27 === prefix || path27.startsWith(`${prefix}/`))) continue;
    if (!best || prefix.length > best.prefix.length) best = candidate;
  }
  return best?.section;
}
function firstPage(group3) {
  for (const child of group3.children) {
    const found = child.kind === "page" ? child : firstPage(child);
    if (found) return found;
  }
  return void 0;
}
function readGroup(value, path27, version, document, files, result) {
  if (!isObject(value)) return void 0;
  const own = typeof value.version === "string" ? value.version : version;
  const group3 = {
    kind: "group",
    name: typeof value.group === "string" ? value.group : "",
    path: path27,
    place: document.placeOf(path27),
    ...own !== void 0 ? { version: own } : {},
    ...value.icon !== void 0 ? { icon: value.icon } : {},
    children: [],
    value
  };
  if (typeof value.group === "string") result.groups.push(group3);
  if (Array.isArray(value.pages)) {
    value.pages.forEach((item, i) => {
      const itemPath = [...path27, "pages", i];
      if (typeof item === "string") {
        const page = {
          kind: "page",
          entry: item,
          path: itemPath,
          place: document.placeOf(itemPath),
          target: resolveEntry(item, files),
          ...own !== void 0 ? { version: own } : {}
        };
        result.pages.push(page);
        group3.children.push(page);
      } else {
        const child = readGroup(item, itemPath, own, document, files, result);
        if (child) group3.children.push(child);
      }
    });
  }
  return group3;
}

// src/project/project.ts
function loadProject(rootDir, isIgnored = () => false, skippedDirs) {
  const root = path11.resolve(rootDir);
  const files = FileIndex.scan(root, skippedDirs, readMintIgnore(root));
  const config = readConfigFile(root, files);
  const document = config.status === "read" && !config.source.syntaxError ? readConfigDocument(root, files, config.source) : void 0;
  const navigation = document && config.status === "read" ? (config.layout === "v2" ? readV2Navigation : readLegacyNavigation)(document, files) : void 0;
  return { root, files, config, document, navigation, isIgnored };
}

// src/openapi/endpoint-sources.ts
function endpointSources(context) {
  const sources = /* @__PURE__ */ new Map();
  for (const resolution of resolvePages(context)) {
    if (resolution.fact.key === "api") {
      const reference = parseEndpointReference(resolution.fact.value);
      if (reference.kind === "endpoint")
        sources.set(resolution.file, { kind: "manual", method: reference.method, target: reference.target });
      continue;
    }
    const [document] = resolution.documents;
    if (resolution.problem || resolution.documents.length !== 1 || !document || !("path" in document)) continue;
    const spec = context.openapi.specs.find((index) => index.operations.includes(document));
    if (spec)
      sources.set(resolution.file, {
        kind: "operation",
        spec: spec.file,
        method: document.method,
        path: document.path
      });
  }
  return sources;
}

// src/settings/settings.ts
var import_ajv = __toESM(require_ajv(), 1);
var import_picomatch = __toESM(require_picomatch(), 1);
import path12 from "node:path";

// src/settings/docsgate.config.schema.json
var docsgate_config_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://docsgate.dev/schema/docsgate.config.schema.json",
  title: "docsgate configuration",
  description: "Settings for docsgate: rule severities, files to ignore and how external links are checked. Lives at the docs root as docsgate.config.json.",
  type: "object",
  additionalProperties: false,
  definitions: {
    severity: {
      description: "error, warning (or warn), notice or off; or ESLint's numbers: 2 (error), 1 (warning), 0 (off).",
      enum: ["error", "warning", "warn", "notice", "off", 2, 1, 0]
    }
  },
  properties: {
    $schema: { type: "string" },
    rules: {
      description: `Severity per rule id, such as "nav/orphan-page": "off": error, warning (or warn), notice or off, or ESLint's 2, 1 and 0.`,
      type: "object",
      additionalProperties: { $ref: "#/definitions/severity" }
    },
    ignore: {
      description: 'Globs, relative to the docs root, of files docsgate does not check (such as "drafts/**").',
      type: "array",
      items: { type: "string", minLength: 1 }
    },
    links: {
      description: "How the built site's links are checked.",
      type: "object",
      additionalProperties: false,
      properties: {
        external: {
          description: "The check of http(s) links, when it is asked for. linkinator requests each link (HEAD, then GET when HEAD fails).",
          type: "object",
          additionalProperties: false,
          properties: {
            concurrencyPerHost: { description: "Requests in flight at once to one host (default 2).", type: "integer", minimum: 1, maximum: 32 },
            timeoutSeconds: { description: "How long one request may wait for an answer, in seconds (default 10).", type: "number", exclusiveMinimum: 0, maximum: 300 },
            retries: { description: "Retries after a 5xx or 429 answer or no answer at all (default 2), 2 s, 4 s, 8 s ... apart; a 429 with Retry-After waits as long as it says.", type: "integer", minimum: 0, maximum: 5 },
            severity: {
              description: 'Severity of a broken link by its status ("404"), its status class ("5xx"), "timeout" or "network" (DNS, refused, TLS); a status beats its class. A broken link nothing here names has the severity of the rule site/broken-external-link.',
              type: "object",
              propertyNames: { pattern: "^([1-5]\\d\\d|[1-5]xx|timeout|network)$" },
              additionalProperties: { $ref: "#/definitions/severity" }
            },
            skip: {
              description: 'Regular expressions matched against each URL, such as "^https://example\\\\.com/private"; a link that matches is never requested.',
              type: "array",
              items: { type: "string", minLength: 1 }
            },
            cacheHours: { description: "How long a link found OK is not requested again, when a link cache file is given (default 24; 0: every run).", type: "number", minimum: 0 }
          }
        }
      }
    }
  }
};

// src/settings/external-link-options.ts
var DEFAULT_EXTERNAL_LINK_OPTIONS = {
  concurrencyPerHost: 2,
  timeoutMs: 1e4,
  retries: 2,
  retryJitterMs: 1e3,
  skip: [],
  severities: {}
};
var ExternalLinkResults = class extends Map {
  /** The result cache could not be read or written; the check went on without it. */
  cacheProblem;
  /** Hosts whose links could not be checked at all (their links are "skipped" with the reason). */
  checkProblems = [];
};

// src/settings/severity-value.ts
var SEVERITY_OF = { warn: "warning", 0: "off", 1: "warning", 2: "error" };
function readSeverity(value) {
  return SEVERITY_OF[String(value)] ?? value;
}

// src/settings/settings.ts
var SETTINGS_FILE = "docsgate.config.json";
var MAX_SETTINGS_BYTES = 1024 * 1024;
var UNREAD_HINT = {
  missing: "Check the path given with --config or the `config` input.",
  outside: "Move the file into the docs folder.",
  "not-a-file": "It must be a JSON file.",
  "too-large": "Keep only docsgate's settings in it.",
  unreadable: "Check its permissions."
};
var DEFAULT_LINK_CACHE_HOURS = 24;
function defaultExternalLinks() {
  const { concurrencyPerHost, timeoutMs, retries } = DEFAULT_EXTERNAL_LINK_OPTIONS;
  return { concurrencyPerHost, timeoutMs, retries, skip: [], severities: {}, cacheHours: DEFAULT_LINK_CACHE_HOURS };
}
function loadSettings(root, ruleIds, explicitPath) {
  const settings = {
    severities: /* @__PURE__ */ new Map(),
    isIgnored: () => false,
    externalLinks: defaultExternalLinks(),
    problems: []
  };
  const full = explicitPath ? path12.resolve(explicitPath) : path12.join(root, SETTINGS_FILE);
  const read = explicitPath ? readRegularFile(full, MAX_SETTINGS_BYTES) : readRootFile(root, SETTINGS_FILE, MAX_SETTINGS_BYTES);
  if (!explicitPath && !read.ok && read.why === "missing") return settings;
  const relative = path12.relative(root, full);
  const file = relative.startsWith("..") || path12.isAbsolute(relative) ? full : relative.split(path12.sep).join("/");
  settings.file = file;
  const problem = (message, range = { line: 1, column: 1 }) => settings.problems.push({ message, file, ...range });
  if (!read.ok) {
    const nowhere = { line: 0, column: 0 };
    return problem(
      `The docsgate config file ${file} ${read.reason}. ${UNREAD_HINT[read.why]}`,
      read.why === "missing" ? nowhere : void 0
    ), settings;
  }
  const text6 = read.bytes.toString("utf8");
  const source = new JsonSource(file, text6);
  if (source.syntaxError) {
    const at = source.lines.range(source.syntaxError.offset, source.syntaxError.offset + source.syntaxError.length);
    return problem(source.syntaxError.message, at), settings;
  }
  const refused = [];
  const isRefused = (pointer) => refused.some((bad) => bad.length <= pointer.length && bad.every((part, i) => part === pointer[i]));
  const refuse = (at) => refused.push(at.map(String));
  for (const cut2 of source.tooDeep) {
    refuse(cut2.path);
    problem(
      `This value is nested more than ${MAX_JSON_DEPTH} levels deep, past what docsgate reads; it was left out. Flatten it or remove it.`,
      source.rangeOf(cut2.path)
    );
  }
  const validate = new import_ajv.Ajv({ allErrors: true }).compile(docsgate_config_schema_default);
  if (!validate(source.value)) {
    for (const error of validate.errors ?? []) {
      const pointer = jsonPath(error.instancePath, source.value);
      if (isRefused(pointer.map(String))) continue;
      if (error.keyword === "additionalProperties") {
        const key = error.params.additionalProperty;
        problem(unknownSetting(key, pointer), source.rangeOf([...pointer, key], "key"));
      } else if (error.keyword === "pattern" && error.propertyName !== void 0) {
        continue;
      } else if (error.keyword === "propertyNames") {
        const key = error.params.propertyName;
        refuse([...pointer, key]);
        problem(
          `\`${pointer.join(".")}\` has no key \`${key}\`: use a status such as "404", a status class such as "5xx", "timeout" or "network".`,
          source.rangeOf([...pointer, key], "key")
        );
      } else if (error.keyword === "enum") {
        refuse(pointer);
        problem(
          `The severity of \`${pointer.at(-1)}\` must be one of error, warning, notice or off (or ESLint's warn, 2, 1 and 0).`,
          source.rangeOf(pointer)
        );
      } else {
        refuse(pointer);
        problem(`\`${pointer.join(".") || "The settings"}\` ${error.message}.`, source.rangeOf(pointer));
      }
    }
  }
  const usable = (...pointer) => !isRefused(pointer);
  if (!usable()) return settings;
  const value = source.value;
  for (const [id, severity] of usable("rules") ? Object.entries(value.rules ?? {}) : []) {
    if (!usable("rules", id)) continue;
    if (ruleIds.includes(id)) {
      settings.severities.set(id, readSeverity(severity));
    } else {
      const nearest = [...ruleIds].sort((a, b) => distance(a, id) - distance(b, id))[0];
      problem(
        `Unknown rule \`${id}\`${nearest && distance(nearest, id) <= 4 ? `; did you mean \`${nearest}\`?` : "."} Run \`docsgate rules\` for the list.`,
        source.rangeOf(["rules", id], "key")
      );
    }
  }
  const ignore2 = usable("ignore") ? (value.ignore ?? []).filter((_, index) => usable("ignore", String(index))) : [];
  if (ignore2.length) settings.isIgnored = (0, import_picomatch.default)(ignore2, { dot: true });
  const external2 = usable("links", "external") ? value.links?.external : void 0;
  if (external2) {
    const kept = Object.fromEntries(
      Object.entries(external2).filter(([key]) => usable("links", "external", key))
    );
    if (kept.severity)
      kept.severity = Object.fromEntries(
        Object.entries(kept.severity).filter(([key]) => usable("links", "external", "severity", key))
      );
    const skip = (kept.skip ?? []).map((pattern, index) => ({ pattern, index })).filter(({ index }) => usable("links", "external", "skip", String(index)));
    settings.externalLinks = externalLinks(
      kept,
      skip,
      settings.externalLinks,
      (message, index) => problem(message, source.rangeOf(["links", "external", "skip", index]))
    );
  }
  return settings;
}
function externalLinks(value, patterns, defaults, problem) {
  const skip = patterns.flatMap(({ pattern, index }) => {
    try {
      new RegExp(pattern);
      return [pattern];
    } catch (error) {
      problem(
        `The skip pattern \`${pattern}\` is not a regular expression (${error.message}). Escape characters such as \`.\`, \`?\` and \`(\` with a backslash, written \`\\\\\` in JSON.`,
        index
      );
      return [];
    }
  });
  return {
    concurrencyPerHost: value.concurrencyPerHost ?? defaults.concurrencyPerHost,
    timeoutMs: value.timeoutSeconds === void 0 ? defaults.timeoutMs : Math.round(value.timeoutSeconds * 1e3),
    retries: value.retries ?? defaults.retries,
    skip,
    severities: Object.fromEntries(
      Object.entries(value.severity ?? {}).map(([key, severity]) => [key, readSeverity(severity)])
    ),
    cacheHours: value.cacheHours ?? defaults.cacheHours
  };
}
function jsonPath(instancePath, value) {
  const path27 = [];
  let node = value;
  for (const part of instancePath.split("/").slice(1)) {
    const key = Array.isArray(node) ? Number(part) : part.replace(/~1/g, "/").replace(/~0/g, "~");
    path27.push(key);
    node = node !== null && typeof node === "object" ? node[key] : void 0;
  }
  return path27;
}
function unknownSetting(key, pointer) {
  let schema = docsgate_config_schema_default;
  for (const part of pointer) schema = schema.properties?.[part] ?? {};
  const keys = Object.keys(schema.properties ?? {}).filter((name) => name !== "$schema");
  const closest2 = [...keys].sort((a, b) => distance(a, key) - distance(b, key))[0];
  const extended = key.length >= 4 ? keys.find((name) => name.toLowerCase().startsWith(key.toLowerCase())) : void 0;
  const nearest = extended ?? (closest2 && distance(closest2, key) <= 4 ? closest2 : void 0);
  const guess = nearest ? `; did you mean \`${nearest}\`?` : ".";
  const list2 = keys.map((name) => `\`${name}\``);
  const listed2 = list2.length > 1 ? `${list2.slice(0, -1).join(", ")} and ${list2.at(-1)}` : list2[0] ?? "nothing";
  const owner = pointer.length ? `\`${pointer.join(".")}\`` : SETTINGS_FILE;
  return `Unknown setting \`${key}\`${pointer.length ? ` in \`${pointer.join(".")}\`` : ""}${guess} ${owner} has ${listed2}.`;
}

// src/style/house-style/load-house-style.ts
import path13 from "node:path";
var STYLES_DIR = ".docsgate/styles";
var STYLE_FILE = /\.ya?ml$/;
var MAX_STYLE_FILE_BYTES = 1024 * 1024;
var UNREAD_HINT2 = {
  missing: "Remove the link or point it at a style file.",
  outside: "Move the file into the docs folder.",
  "not-a-file": "Remove it or give it another name.",
  "too-large": "Split it into smaller style files.",
  unreadable: "Check its permissions."
};
function loadHouseStyle(root, defaults) {
  const problems = [];
  const team = /* @__PURE__ */ new Map();
  const fileOf = /* @__PURE__ */ new Map();
  for (const name of styleFileNames(root)) {
    const file = `${STYLES_DIR}/${name}`;
    const id = `style/${name.replace(STYLE_FILE, "")}`;
    const problem = (message) => problems.push({ message, file, line: 1, column: 1 });
    const earlier = fileOf.get(id);
    if (earlier) {
      problem(`${file} and ${earlier} both define the rule ${id}. Merge them into one file.`);
      continue;
    }
    fileOf.set(id, file);
    if (/\s/.test(id)) {
      problem(
        `The style file name becomes the rule id ${id}, which cannot hold spaces. Rename the file, for example to ${name.replace(/\s+/g, "-")}.`
      );
      continue;
    }
    const read = readRootFile(root, file, MAX_STYLE_FILE_BYTES);
    if (!read.ok) {
      problem(`The style file ${read.reason}. ${UNREAD_HINT2[read.why]}`);
      continue;
    }
    const parsed = parseStyleFile(read.bytes.toString("utf8"), { id, source: file });
    problems.push(...parsed.problems);
    if (parsed.rule) team.set(id, parsed.rule);
  }
  return { rules: [...defaults.filter((rule6) => !team.has(rule6.id)), ...team.values()], problems };
}
function styleFileNames(root) {
  try {
    return projectFiles.readdir(path13.join(root, STYLES_DIR)).filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && STYLE_FILE.test(entry.name)).map((entry) => entry.name).sort();
  } catch {
    return [];
  }
}

// src/check.ts
function loadProjectRules(root, settingsPath) {
  const houseStyle = loadHouseStyle(root, DEFAULT_HOUSE_STYLE);
  const styleMetas = houseStyle.rules.map((rule6) => ({ ...houseStyleMeta(rule6), docsUrl: houseStyleDocsUrl(rule6) }));
  const metaById = new Map([...ALL_RULE_METAS, ...styleMetas].map((meta) => [meta.id, meta]));
  const settings = loadSettings(root, [.../* @__PURE__ */ new Set([...metaById.keys(), ...redoclyRuleSettingIds(root)])], settingsPath);
  const book = createRuleBook(
    metaById.values(),
    settings.severities,
    (id) => id.startsWith("openapi/") ? redoclyRuleMeta(id) : void 0
  );
  return { houseStyle, settings, metaById, book };
}
function check(options) {
  const root = path14.resolve(options.root);
  return options.files ? withFilesInMemory(root, options.files, () => checkRoot(root, options)) : checkRoot(root, options);
}
function checkRoot(root, options) {
  const start = performance.now();
  const { houseStyle, settings, book } = loadProjectRules(root, options.settingsPath);
  const loaded = loadProject(root, settings.isIgnored, options.skippedDirs);
  const load = performance.now() - start;
  options.onProgress?.({ files: loaded.files.files.size });
  const specLint = startSpecLint(loaded, {
    fetchRemote: options.fetchRemote ?? false,
    withData: Boolean(options.render),
    ...options.cacheDir !== void 0 ? { cacheDir: options.cacheDir } : {}
  });
  const pageFiles = pageFilesToCheck(loaded);
  const pages = lintPages(
    loaded,
    pageFiles,
    settings.severities,
    houseStyle.rules,
    void 0,
    options.render,
    options.cacheDir
  );
  const specs = specLint.join(pages.facts);
  const project = { ...loaded, openApiPages: generatedPages(loaded, specs) };
  const openApiContext = { project, pages: pages.facts, openapi: specs };
  const rulesStart = performance.now();
  const configAndNavigationReports = runRules(project, PROJECT_RULES, book);
  const configAndNavigation = performance.now() - rulesStart;
  const reports = [
    ...settings.problems.map((problem) => ({ ruleId: rule2.meta.id, ...problem })),
    ...houseStyle.problems.map((problem) => ({ ruleId: rule3.meta.id, ...problem })),
    ...configAndNavigationReports,
    ...pages.reports,
    ...runRules({ project, pages: pages.facts }, PAGES_RULES, book),
    ...specReports(specs),
    ...runRules(openApiContext, OPENAPI_RULES, book)
  ];
  const suppressions = new Map([...pages.facts].map(([file, facts]) => [file, facts.suppressions]));
  return {
    root,
    configFile: project.config.status === "missing" ? void 0 : project.config.name,
    diagnostics: diagnose(reports, book, suppressions),
    pageFiles,
    ...options.render ? {
      site: {
        project,
        rendered: pages.rendered,
        specs: specs.data ?? [],
        endpoints: endpointSources(openApiContext),
        reports,
        suppressions,
        book,
        externalLinks: settings.externalLinks
      }
    } : {},
    ...options.cacheDir !== void 0 ? { pagesFromCache: pages.fromCache, specsFromCache: specs.fromCache === true } : {},
    timings: {
      load: Math.round(load),
      configAndNavigation: Math.round(configAndNavigation),
      total: Math.round(performance.now() - start)
    }
  };
}

// src/report/fingerprint.ts
import { createHash as createHash4 } from "node:crypto";
import path15 from "node:path";
var MAX_SOURCE_BYTES = 16 * 1024 * 1024;
var MAX_KEY_LINE = 1e3;
function fingerprintDiagnostics(root, diagnostics) {
  const lines = new SourceLines(root);
  const seen = /* @__PURE__ */ new Map();
  const longLines = /* @__PURE__ */ new Map();
  const lineKey = (file, line) => {
    const text6 = lines.text(file, line);
    if (text6.length <= MAX_KEY_LINE) return text6;
    const where = `${file}\0${line}`;
    let hash2 = longLines.get(where);
    if (hash2 === void 0) longLines.set(where, hash2 = createHash4("sha256").update(text6).digest("hex"));
    return hash2;
  };
  return diagnostics.map((d) => {
    const key = JSON.stringify([d.ruleId, d.file, d.message.replace(/\d+/g, "#"), lineKey(d.file, d.line)]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return createHash4("sha256").update(`${key}
${occurrence}`).digest("hex").slice(0, 32);
  });
}
var SourceLines = class {
  constructor(root) {
    this.root = root;
  }
  root;
  files = /* @__PURE__ */ new Map();
  text(file, line) {
    let lines = this.files.get(file);
    if (!lines) {
      lines = this.read(file);
      this.files.set(file, lines);
    }
    return lines[line - 1]?.trim() ?? "";
  }
  read(file) {
    if (path15.isAbsolute(file)) return [];
    const read = readRootFile(this.root, file, MAX_SOURCE_BYTES);
    return !read.ok || read.bytes.includes(0) ? [] : read.bytes.toString("utf8").split("\n");
  }
};

// src/report/tool.ts
var TOOL = { name: package_default.name, version: package_default.version };

// src/report/json.ts
var JSON_REPORT_VERSION = 1;
var DIAGNOSTICS_PER_PIECE = 100;
function* jsonReportPieces(result) {
  const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
  const head = {
    version: JSON_REPORT_VERSION,
    tool: { name: TOOL.name, version: TOOL.version },
    root: result.root,
    configFile: result.configFile ?? null,
    summary: countDiagnostics(result.diagnostics),
    diagnostics: []
  };
  const empty = `${JSON.stringify(head, null, 2)}
`;
  if (result.diagnostics.length === 0) {
    yield empty;
    return;
  }
  yield `${empty.slice(0, -"[]\n}\n".length)}[
`;
  const last2 = result.diagnostics.length - 1;
  let piece = "";
  for (const [index, diagnostic] of result.diagnostics.entries()) {
    const text6 = JSON.stringify(jsonDiagnostic(diagnostic, fingerprints[index]), null, 2).replace(/\n/g, "\n    ");
    piece += `    ${text6}${index === last2 ? "\n" : ",\n"}`;
    if ((index + 1) % DIAGNOSTICS_PER_PIECE === 0 || index === last2) {
      yield piece;
      piece = "";
    }
  }
  yield "  ]\n}\n";
}
function jsonDiagnostic(d, fingerprint2) {
  return {
    ruleId: d.ruleId,
    severity: d.severity,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    endLine: d.endLine ?? null,
    endColumn: d.endColumn ?? null,
    fix: d.fix ? { start: d.fix.start, end: d.fix.end, text: d.fix.text } : null,
    docsUrl: d.docsUrl,
    fingerprint: fingerprint2
  };
}

// src/github/baseline.ts
import { existsSync as existsSync4, mkdirSync as mkdirSync4, mkdtempSync, readFileSync as readFileSync3, realpathSync as realpathSync2, rmSync as rmSync3, statSync as statSync2 } from "node:fs";
import path17 from "node:path";

// src/report/read-json-report.ts
var MAX_BASELINE_DIAGNOSTICS = 2e5;
var SEVERITIES = ["error", "warning", "notice"];
var TEXT_KEYS = ["ruleId", "message", "file", "fingerprint"];
function readJsonReport(text6) {
  let report2;
  try {
    report2 = JSON.parse(text6);
  } catch {
    return "The baseline report is not valid JSON.";
  }
  if (!isObject2(report2)) return "The baseline report is not a docsgate JSON report: it is not a JSON object.";
  if (report2.version !== JSON_REPORT_VERSION) {
    const version = typeof report2.version === "number" ? `version ${report2.version}` : "of no known version";
    return `The baseline report is ${version}; this docsgate reads version ${JSON_REPORT_VERSION}, as \`--format json\` writes it.`;
  }
  const { diagnostics } = report2;
  if (!Array.isArray(diagnostics)) return "The baseline report has no `diagnostics` list.";
  if (diagnostics.length > MAX_BASELINE_DIAGNOSTICS) {
    return `The baseline report has ${diagnostics.length} diagnostics; docsgate reads at most ${MAX_BASELINE_DIAGNOSTICS}.`;
  }
  const read = [];
  for (const [index, d] of diagnostics.entries()) {
    const problem = diagnosticProblem(d);
    if (problem) return `Diagnostic ${index + 1} of the baseline report ${problem}.`;
    const { ruleId, severity, message, file, line, fingerprint: fingerprint2 } = d;
    read.push({ ruleId, severity, message, file, line, fingerprint: fingerprint2 });
  }
  return { diagnostics: read };
}
function diagnosticProblem(d) {
  if (!isObject2(d)) return "is not an object";
  const missing = TEXT_KEYS.find((key) => typeof d[key] !== "string");
  if (missing) return `has no text \`${missing}\``;
  if (typeof d.severity !== "string" || !SEVERITIES.includes(d.severity))
    return "has a `severity` other than error, warning or notice";
  if (!Number.isSafeInteger(d.line) || d.line < 0)
    return "has a `line` that is not a whole number of 0 or more";
  return void 0;
}
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/github/base-tree.ts
import { copyFileSync, linkSync, lstatSync as lstatSync2, mkdirSync as mkdirSync3, readlinkSync } from "node:fs";
import path16 from "node:path";

// src/github/git-command.ts
import { spawn } from "node:child_process";
var GIT_TIMEOUT_MS = 18e4;
var GitFailure = class extends Error {
};
function gitOutput(cwd, args, options = {}) {
  return new Promise((resolve2, reject) => {
    const child = spawn("git", ["-C", cwd, "-c", "core.hooksPath=/dev/null", ...args], {
      timeout: GIT_TIMEOUT_MS,
      // No password prompt to hang on, and no Git LFS downloads: the checks read no large files' contents.
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_LFS_SKIP_SMUDGE: "1", ...options.env }
    });
    const stdout = [];
    let stderr = "";
    child.stdout.on("data", (chunk) => stdout.push(chunk));
    child.stderr.on("data", (chunk) => stderr += chunk.toString("utf8"));
    child.on("error", (error) => reject(new GitFailure(gitError(args, error.message, error))));
    child.on("close", (code) => {
      if (code === 0) resolve2(Buffer.concat(stdout).toString("utf8"));
      else reject(new GitFailure(gitError(args, stderr, child)));
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(options.input ?? "");
  });
}
async function git(cwd, args, options = {}) {
  return (await gitOutput(cwd, args, options)).trim();
}
function gitError(args, stderr, failure) {
  const command = args.find((arg, index) => !arg.startsWith("-") && args[index - 1] !== "-c") ?? "";
  if (failure.code === "ENOENT") return "git is not installed";
  if (failure.killed) return `git ${command} took longer than ${GIT_TIMEOUT_MS / 1e3} seconds`;
  const lines = stderr.split("\n").map((line) => line.trim()).filter(Boolean);
  return `git ${command}: ${lines.at(-1) ?? `exit code ${String(failure.code)}`}`;
}

// src/github/base-tree.ts
var CONVERSION_ATTRIBUTES = ["text", "eol", "crlf", "filter", "ident", "working-tree-encoding"];
var NO_VALUE = /* @__PURE__ */ new Set(["unspecified", "unset"]);
async function buildBaseTree(options) {
  const { topLevel, baseSha, rootInTree, configInTree } = options;
  const inTree = (file) => rootInTree === "" || file === configInTree || file === rootInTree || file.startsWith(`${rootInTree}/`);
  const pathspecs = rootInTree === "" ? [] : [
    .../* @__PURE__ */ new Set([
      rootInTree,
      ...configInTree ? [configInTree] : [],
      ...attributeFilesAbove(rootInTree, configInTree)
    ])
  ];
  const listed2 = await gitOutput(topLevel, ["--literal-pathspecs", "ls-tree", "-r", "-z", baseSha, "--", ...pathspecs]);
  const entries = listed2.split("\0").filter(Boolean).map(treeEntry);
  if (entries.some((entry) => entry.path.includes("�"))) return false;
  const files = entries.filter((entry) => inTree(entry.path));
  if (files.length === 0) return true;
  await gitOutput(topLevel, ["update-index", "-z", "--index-info"], {
    input: entries.map((entry) => `${entry.line}\0`).join(""),
    env: { GIT_INDEX_FILE: options.indexFile }
  });
  const linked = /* @__PURE__ */ new Set();
  const folders = /* @__PURE__ */ new Set();
  for (const entry of await linkable(options, files)) {
    const target = path16.join(options.tree, entry.path);
    if (!folders.has(path16.dirname(target))) mkdirSync3(path16.dirname(target), { recursive: true });
    folders.add(path16.dirname(target));
    if (linkOrCopy(path16.join(topLevel, entry.path), target)) linked.add(entry.path);
  }
  const written = files.filter((entry) => !linked.has(entry.path));
  if (written.length > 0)
    await gitOutput(
      topLevel,
      ["-c", "checkout.workers=0", `--work-tree=${options.tree}`, "checkout-index", "-f", "-z", "--stdin"],
      { input: written.map((entry) => `${entry.path}\0`).join(""), env: { GIT_INDEX_FILE: options.indexFile } }
    );
  return files.every((entry) => entry.mode !== "120000" || linkStaysInRoot(options, entry.path));
}
async function linkable(options, files) {
  const { topLevel } = options;
  const candidates = files.filter(
    (entry) => (entry.mode === "100644" || entry.mode === "100755") && !entry.path.includes("\n") && isFile(path16.join(topLevel, entry.path))
  );
  if (candidates.length === 0) return [];
  const hashes = (await gitOutput(topLevel, ["hash-object", "--no-filters", "--stdin-paths"], {
    input: candidates.map((entry) => `${path16.join(topLevel, entry.path)}
`).join("")
  })).split("\n");
  const same = candidates.filter((entry, index) => hashes[index] === entry.oid);
  if (same.length === 0) return [];
  const asBlob = await checkoutWritesBlob(options, same);
  return same.filter((entry) => asBlob.has(entry.path));
}
async function checkoutWritesBlob(options, files) {
  const { topLevel } = options;
  const config = async (name, otherwise) => (await gitOutput(topLevel, ["config", `--default=${otherwise}`, "--get", name])).trim().toLowerCase();
  const autocrlf = await config("core.autocrlf", "false");
  const eol = await config("core.eol", "native");
  const crlfByDefault = lineEnds(autocrlf, eol);
  const output = await gitOutput(topLevel, ["check-attr", "--cached", "-z", "--stdin", ...CONVERSION_ATTRIBUTES], {
    input: files.map((entry) => `${entry.path}\0`).join(""),
    env: { GIT_INDEX_FILE: options.indexFile }
  });
  const attributes2 = /* @__PURE__ */ new Map();
  const fields = output.split("\0");
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [file, name, value] = [fields[i], fields[i + 1], fields[i + 2]];
    if (!attributes2.has(file)) attributes2.set(file, /* @__PURE__ */ new Map());
    attributes2.get(file).set(name, value);
  }
  const asBlob = /* @__PURE__ */ new Set();
  for (const entry of files) {
    const of = attributes2.get(entry.path);
    if (!of) continue;
    const value = (name) => of.get(name) ?? "unspecified";
    const converted = ["filter", "ident", "working-tree-encoding"].some((name) => !NO_VALUE.has(value(name)));
    const text6 = value("text") === "unspecified" ? value("crlf") : value("text");
    if (!converted && !mayWriteCrlf(text6, value("eol"), autocrlf, crlfByDefault)) asBlob.add(entry.path);
  }
  return asBlob;
}
function mayWriteCrlf(text6, eol, autocrlf, crlfByDefault) {
  if (text6 === "unset") return false;
  if (eol === "crlf" || eol === "lf") return eol === "crlf";
  if (text6 === "input") return false;
  if (text6 === "set" || text6 === "auto") return crlfByDefault;
  return isTrue(autocrlf);
}
function lineEnds(autocrlf, eol) {
  if (autocrlf === "input") return false;
  if (isTrue(autocrlf)) return true;
  if (eol === "crlf" || eol === "lf") return eol === "crlf";
  return process.platform === "win32";
}
function isTrue(value) {
  return ["true", "yes", "on", "1", ""].includes(value);
}
function linkStaysInRoot(options, file) {
  let target;
  try {
    target = readlinkSync(path16.join(options.tree, file));
  } catch {
    return true;
  }
  if (path16.isAbsolute(target)) return true;
  const names = target.split(/[\\/]+/).filter((name) => name !== "" && name !== ".");
  if (names.some((name, index) => name === ".." && index > 0 && names[index - 1] !== "..")) return false;
  const resolved = path16.posix.normalize(path16.posix.join(path16.posix.dirname(file), ...names));
  const root = options.rootInTree;
  if (root === "") return resolved !== ".." && !resolved.startsWith("../");
  return resolved === root || resolved.startsWith(`${root}/`);
}
function attributeFilesAbove(...files) {
  const found = [];
  for (const file of files) {
    const names = file?.split("/") ?? [];
    for (let depth = 0; depth < names.length; depth++)
      found.push([...names.slice(0, depth), ".gitattributes"].join("/"));
  }
  return found;
}
function treeEntry(line) {
  const tab = line.indexOf("	");
  const [mode, , oid] = line.slice(0, tab).split(" ");
  return { mode, oid, path: line.slice(tab + 1), line };
}
function isFile(file) {
  try {
    return lstatSync2(file).isFile();
  } catch {
    return false;
  }
}
function linkOrCopy(from, to) {
  try {
    linkSync(from, to);
    return true;
  } catch {
    try {
      copyFileSync(from, to);
      return true;
    } catch {
      return false;
    }
  }
}

// src/github/baseline.ts
var MAX_REPORT_BYTES = 100 * 1024 * 1024;
async function baselineFromGit(options) {
  const { baseSha } = options;
  if (!/^[0-9a-f]{4,64}$/i.test(baseSha))
    return {
      problem: "The base commit is not a commit id (hexadecimal digits), so docsgate cannot check it out to compare with."
    };
  const root = path17.resolve(options.workspace, options.rootRelative);
  let topLevel;
  try {
    topLevel = realPath(await git(root, ["rev-parse", "--show-toplevel"]));
  } catch (error) {
    return {
      problem: `The docs root ${options.rootRelative || "."} is not in a git checkout (${reason(error)}), so docsgate cannot check out the base commit to compare with. Check the repository out with actions/checkout first.`
    };
  }
  const rootInTree = path17.relative(topLevel, realPath(root)).split(path17.sep).join("/");
  const config = options.configRelative === void 0 ? void 0 : realPath(path17.resolve(options.workspace, options.configRelative));
  const missing = await ensureCommit(topLevel, baseSha);
  if (missing) return { problem: missing };
  mkdirSync4(options.tempRoot, { recursive: true });
  const temp = mkdtempSync(path17.join(options.tempRoot, "docsgate-base-"));
  let worktree;
  try {
    let tree = path17.join(temp, "tree");
    const configInTree = config && insideCheckout(topLevel, config);
    if (!await baseTree({ topLevel, baseSha, rootInTree, configInTree, tree, indexFile: path17.join(temp, "index") })) {
      worktree = tree = path17.join(temp, "worktree");
      await git(topLevel, ["-c", "checkout.workers=0", "worktree", "add", "--detach", worktree, baseSha]);
    }
    const baseRoot = path17.join(tree, rootInTree);
    if (!existsSync4(baseRoot)) return { source: "git", diagnostics: [] };
    const result = check({
      root: baseRoot,
      settingsPath: config && baseConfig(topLevel, tree, config),
      fetchRemote: options.fetchRemote ?? false,
      ...options.cacheDir !== void 0 ? { cacheDir: options.cacheDir } : {}
    });
    const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
    return {
      source: "git",
      ...result.pagesFromCache !== void 0 ? { pages: { checked: result.pageFiles?.length ?? 0, fromCache: result.pagesFromCache } } : {},
      diagnostics: result.diagnostics.map(({ ruleId, severity, message, file, line }, index) => ({
        ruleId,
        severity,
        message,
        file,
        line,
        fingerprint: fingerprints[index]
      }))
    };
  } catch (error) {
    if (!(error instanceof GitFailure)) throw error;
    return {
      problem: `docsgate could not check out the base commit ${baseSha} in a temporary worktree (${error.message}).`
    };
  } finally {
    if (worktree) await removeWorktree(topLevel, worktree);
    rmSync3(temp, { recursive: true, force: true });
  }
}
function baselineFromReport(file) {
  let text6;
  try {
    const stats = statSync2(file);
    if (!stats.isFile()) return { problem: `The baseline report ${file} is not a file.` };
    if (stats.size > MAX_REPORT_BYTES)
      return {
        problem: `The baseline report ${file} is larger than ${MAX_REPORT_BYTES / 1024 / 1024} MB, more than any docs project's report.`
      };
    text6 = readFileSync3(file, "utf8");
  } catch (error) {
    const why = error.code === "ENOENT" ? "there is no such file" : error.message;
    return { problem: `The baseline report ${file} cannot be read: ${why}.` };
  }
  const report2 = readJsonReport(text6);
  return typeof report2 === "string" ? { problem: `${report2} (${file})` } : { source: "report", diagnostics: report2.diagnostics };
}
async function ensureCommit(topLevel, sha) {
  try {
    await git(topLevel, ["cat-file", "-e", `${sha}^{commit}`]);
    return void 0;
  } catch {
  }
  try {
    const shallow = await git(topLevel, ["rev-parse", "--is-shallow-repository"]) === "true";
    await git(topLevel, ["fetch", "--no-tags", ...shallow ? ["--depth=1"] : [], "origin", sha]);
    return void 0;
  } catch (error) {
    return `The base commit ${sha} is not in the checkout, and fetching it from origin failed (${reason(error)}). Set fetch-depth: 0 on actions/checkout so the checkout holds the base commit.`;
  }
}
async function baseTree(options) {
  try {
    mkdirSync4(options.tree);
    if (await buildBaseTree(options)) return true;
  } catch {
  }
  rmSync3(options.tree, { recursive: true, force: true });
  return false;
}
function insideCheckout(topLevel, config) {
  const relative = path17.relative(topLevel, config);
  return relative.startsWith("..") || path17.isAbsolute(relative) ? void 0 : relative.split(path17.sep).join("/");
}
function baseConfig(topLevel, tree, config) {
  const relative = insideCheckout(topLevel, config);
  if (relative === void 0) return config;
  const inTree = path17.join(tree, relative);
  return existsSync4(inTree) ? inTree : void 0;
}
async function removeWorktree(topLevel, tree) {
  await git(topLevel, ["worktree", "remove", "--force", tree]).catch(() => void 0);
  rmSync3(tree, { recursive: true, force: true });
  await git(topLevel, ["worktree", "prune"]).catch(() => void 0);
}
function reason(error) {
  return error instanceof Error ? error.message : String(error);
}
function realPath(folder2) {
  try {
    return realpathSync2(folder2);
  } catch {
    return path17.resolve(folder2);
  }
}

// src/report/baseline-compare.ts
function compareWithBaseline(current, baseline) {
  if (current.fingerprints.length !== current.diagnostics.length)
    throw new Error("Every current diagnostic needs its fingerprint.");
  const unmatched = /* @__PURE__ */ new Map();
  baseline.diagnostics.forEach((d, index) => {
    const indexes = unmatched.get(d.fingerprint);
    if (indexes) indexes.push(index);
    else unmatched.set(d.fingerprint, [index]);
  });
  const matched = /* @__PURE__ */ new Set();
  const isNew = current.fingerprints.map((fingerprint2) => {
    const index = unmatched.get(fingerprint2)?.shift();
    if (index === void 0) return true;
    matched.add(index);
    return false;
  });
  return { isNew, fixed: baseline.diagnostics.filter((_, index) => !matched.has(index)) };
}

// src/report/console.ts
import path18 from "node:path";
import { styleText } from "node:util";

// src/report/code-frame.ts
var import_code_frame = __toESM(require_lib2(), 1);
var CONTEXT_LINES = 2;
var MAX_MARKED_LINES = 4;
var MAX_WIDTH = 160;
var ELLIPSIS = "…";
function codeFrame(lines, at, color) {
  if (at.line < 1 || at.line > lines.length) return void 0;
  const markEnd = at.endLine !== void 0 && at.endColumn !== void 0 && at.endLine >= at.line && at.endLine - at.line < MAX_MARKED_LINES;
  const lastMarked = markEnd ? Math.min(at.endLine, lines.length) : at.line;
  const first = Math.max(1, at.line - CONTEXT_LINES);
  const last2 = Math.min(lines.length, lastMarked + CONTEXT_LINES);
  let window = lines.slice(first - 1, last2).map(printable);
  let start = { line: at.line, column: Math.max(1, at.column) };
  let end = markEnd ? { line: lastMarked, column: at.endColumn } : void 0;
  if (window.some((line) => line.length > MAX_WIDTH)) {
    const offset = Math.max(0, start.column - 1 - MAX_WIDTH / 4);
    const shift = offset > 0 ? ELLIPSIS.length : 0;
    window = window.map((line) => crop(line, offset));
    start = { line: start.line, column: start.column - offset + shift };
    end = end && end.line === start.line ? { line: end.line, column: Math.min(end.column - offset + shift, MAX_WIDTH + shift + 1) } : void 0;
  }
  const options = {
    startLine: first,
    linesAbove: CONTEXT_LINES,
    linesBelow: CONTEXT_LINES,
    highlightCode: color,
    forceColor: color
  };
  return (0, import_code_frame.codeFrameColumns)(window.join("\n"), { start, end }, options);
}
function splitLines(text6) {
  return text6.split("\n").map((line) => line.endsWith("\r") ? line.slice(0, -1) : line);
}
function printable(line) {
  return line.replace(/[\r\u2028\u2029]/g, " ");
}
function crop(line, offset) {
  const visible = line.slice(offset, offset + MAX_WIDTH);
  return (offset > 0 ? ELLIPSIS : "") + visible + (offset + MAX_WIDTH < line.length ? ELLIPSIS : "");
}

// src/report/console.ts
var SEVERITY_STYLE = { error: "red", warning: "yellow", notice: "cyan" };
var SEVERITY_WIDTH = "warning".length;
var SEVERITY_RANK = { error: 0, warning: 1, notice: 2 };
var LISTED = {
  quiet: /* @__PURE__ */ new Set(["error"]),
  normal: /* @__PURE__ */ new Set(["error", "warning"]),
  verbose: /* @__PURE__ */ new Set(["error", "warning", "notice"])
};
function formatConsole(result, options) {
  const paint = (style2, text6) => options.color ? styleText(style2, text6, { validateStream: false }) : text6;
  const readSource = options.readSource ?? sourceReader(result.root);
  const detail = options.detail ?? "normal";
  const listed2 = LISTED[detail];
  const out = [];
  for (const [file, diagnostics] of groupByFile(result.diagnostics.filter((d) => listed2.has(d.severity)))) {
    out.push(paint("underline", path18.relative(options.cwd, path18.resolve(result.root, file))));
    const text6 = diagnostics.some((d) => d.severity === "error" && d.line > 0) ? readSource(file) : void 0;
    const lines = text6 === void 0 ? void 0 : splitLines(text6);
    const positionWidth = Math.max(...diagnostics.map((d) => position(d).length));
    for (const d of diagnostics) {
      const lead = `  ${position(d).padEnd(positionWidth)}  `;
      const message = d.message.replace(/\n/g, `
${" ".repeat(lead.length + SEVERITY_WIDTH + 2)}`);
      out.push(
        `${paint("dim", lead)}${paint(SEVERITY_STYLE[d.severity], d.severity.padEnd(SEVERITY_WIDTH))}  ${message}  ${paint("dim", d.ruleId)}`
      );
      const frame = d.severity === "error" && lines ? codeFrame(lines, d, options.color) : void 0;
      if (frame) out.push("", indent(frame), "");
    }
    if (out.at(-1) !== "") out.push("");
  }
  const counted = detail === "quiet" ? result.diagnostics.filter((d) => d.severity === "error") : result.diagnostics;
  if (counted.length > 0) out.push(...countsByRule(counted, paint), "");
  const totals = countDiagnostics(result.diagnostics);
  if (detail === "normal" && totals.notices > 0) {
    out.push(
      paint(
        "dim",
        totals.notices === 1 ? "The notice is counted, not listed: --verbose lists it." : `The ${count(totals.notices)} notices are counted, not listed: --verbose lists them.`
      ),
      ""
    );
  }
  const style = options.verdict.failed ? "red" : totals.errors + totals.warnings > 0 ? "yellow" : "green";
  out.push(paint(["bold", style], verdictLine(options.verdict, path18.relative(options.cwd, result.root))));
  return `${out.join("\n")}
`;
}
function countsByRule(diagnostics, paint) {
  const counts = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    const key = `${d.severity} ${d.ruleId}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { severity: d.severity, ruleId: d.ruleId, count: 1 });
  }
  const rows = [...counts.values()].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.count - a.count || (a.ruleId < b.ruleId ? -1 : 1)
  );
  const width = Math.max(...rows.map((row) => count(row.count).length));
  return [
    "Problems by rule:",
    ...rows.map(
      (row) => `  ${paint(SEVERITY_STYLE[row.severity], row.severity.padEnd(SEVERITY_WIDTH))}  ${count(row.count).padStart(width)}  ${row.ruleId}`
    )
  ];
}
function count(n) {
  return n.toLocaleString("en-US");
}
function position(d) {
  return d.line > 0 ? `${d.line}:${d.column}` : "-";
}
function groupByFile(diagnostics) {
  const groups = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    const group3 = groups.get(d.file);
    if (group3) group3.push(d);
    else groups.set(d.file, [d]);
  }
  return groups;
}
function indent(text6) {
  return text6.replace(/^/gm, "  ");
}
var MAX_FRAMED_BYTES = 32 * 1024 * 1024;
function sourceReader(root) {
  return (file) => {
    const read = path18.isAbsolute(file) ? readRegularFile(file, MAX_FRAMED_BYTES) : readRootFile(root, file, MAX_FRAMED_BYTES);
    return !read.ok || read.bytes.includes(0) ? void 0 : read.bytes.toString("utf8");
  };
}
function shouldColor(isTTY, env) {
  if (env.NO_COLOR || env.FORCE_COLOR === "0" || env.FORCE_COLOR === "false") return false;
  return isTTY;
}

// src/report/junit.ts
function formatJunit(result) {
  const byFile = /* @__PURE__ */ new Map();
  for (const d of result.diagnostics) {
    const list2 = byFile.get(d.file);
    if (list2) list2.push(d);
    else byFile.set(d.file, [d]);
  }
  const suites = [...byFile].map(([file, diagnostics]) => testSuite(file, diagnostics.map(testCase)));
  if (suites.length === 0)
    suites.push(testSuite("docsgate", [{ xml: `<testcase classname="docsgate" name="docsgate"/>`, failed: false }]));
  const tests = result.diagnostics.length || 1;
  const failures = result.diagnostics.filter(isFailure).length;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="docsgate" tests="${tests}" failures="${failures}">
${suites.join("")}</testsuites>
`;
}
function testSuite(name, cases) {
  const failures = cases.filter((c) => c.failed).length;
  const body = cases.map((c) => `    ${c.xml}
`).join("");
  return `  <testsuite name="${attribute(name)}" tests="${cases.length}" failures="${failures}">
${body}  </testsuite>
`;
}
function testCase(d) {
  const position2 = d.line > 0 ? `${d.line}:${d.column}` : "";
  const name = position2 ? `${d.ruleId} ${position2}` : d.ruleId;
  const open = `<testcase classname="${attribute(d.file)}" name="${attribute(name)}">`;
  const details = text2([position2 ? `${d.file}:${position2}` : d.file, d.severity, d.message, d.docsUrl].join(" "));
  const inner = isFailure(d) ? `<failure type="${attribute(d.ruleId)}" message="${attribute(d.message)}">${details}</failure>` : `<system-out>${details}</system-out>`;
  return { xml: `${open}${inner}</testcase>`, failed: isFailure(d) };
}
function isFailure(d) {
  return d.severity !== "notice";
}
var NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
function text2(value) {
  return value.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function attribute(value) {
  return text2(value).replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
}

// src/report/sarif.ts
import path19 from "node:path";
import { pathToFileURL } from "node:url";
var SARIF_FINGERPRINT_KEY = "docsgate/v1";
var LEVEL = { error: "error", warning: "warning", notice: "note" };
var META_BY_ID = new Map(ALL_RULE_METAS.map((meta) => [meta.id, meta]));
function formatSarif(result, options = {}) {
  const repositoryRoot = path19.resolve(options.repositoryRoot ?? result.root);
  const rules = sarifRules(result.diagnostics);
  const ruleIndex = new Map(rules.map((rule6, index) => [rule6.id, index]));
  const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL.name,
            version: TOOL.version,
            informationUri: "https://github.com/docsgate/docsgate",
            rules
          }
        },
        // docsgate counts columns in UTF-16 code units, as JavaScript strings do.
        columnKind: "utf16CodeUnits",
        results: result.diagnostics.map((d, i) => ({
          ruleId: d.ruleId,
          ruleIndex: ruleIndex.get(d.ruleId),
          level: LEVEL[d.severity],
          message: { text: d.message },
          locations: [{ physicalLocation: physicalLocation(result.root, d, repositoryRoot) }],
          partialFingerprints: { [SARIF_FINGERPRINT_KEY]: fingerprints[i] }
        }))
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}
function sarifRules(diagnostics) {
  const first = /* @__PURE__ */ new Map();
  for (const d of diagnostics) if (!first.has(d.ruleId)) first.set(d.ruleId, d);
  return [...first.values()].sort((a, b) => a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0).map((d) => {
    const meta = META_BY_ID.get(d.ruleId);
    const description = meta?.description ?? d.ruleId;
    const helpUri = webAddress(d.docsUrl);
    return {
      id: d.ruleId,
      name: friendlyName(d.ruleId),
      shortDescription: { text: description },
      ...helpUri ? { helpUri } : {},
      help: { text: `${description} Documentation: ${d.docsUrl}` },
      defaultConfiguration: { level: LEVEL[meta?.defaultSeverity ?? d.severity] },
      properties: { tags: [meta?.category ?? d.ruleId.split("/")[0]] }
    };
  });
}
function friendlyName(ruleId) {
  const words = ruleId.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0].toUpperCase() + word.slice(1)).join("") : ruleId;
}
function webAddress(docsUrl) {
  if (!URL.canParse(docsUrl)) return void 0;
  const url = new URL(docsUrl);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : void 0;
}
function physicalLocation(root, d, repositoryRoot) {
  const absolute = path19.resolve(root, d.file);
  const relative = path19.relative(repositoryRoot, absolute);
  const inside = relative !== "" && relative !== ".." && !relative.startsWith(`..${path19.sep}`) && !path19.isAbsolute(relative);
  const artifactLocation = inside ? { uri: relative.split(path19.sep).map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" } : { uri: pathToFileURL(absolute).href };
  const region = sarifRegion(d);
  return region ? { artifactLocation, region } : { artifactLocation };
}
function sarifRegion(d) {
  if (d.line < 1) return void 0;
  const region = {
    startLine: d.line
  };
  if (d.column >= 1) region.startColumn = d.column;
  if (d.endLine !== void 0 && d.endLine >= d.line) {
    region.endLine = d.endLine;
    if (d.endColumn !== void 0 && d.endColumn >= 1 && (d.endLine > d.line || d.endColumn >= (region.startColumn ?? 1)))
      region.endColumn = d.endColumn;
  }
  return region;
}

// src/site/links/describe-failure.ts
function describeNoAnswer(details, timeoutMs) {
  const error = [...details ?? []].reverse().find((detail) => detail instanceof Error);
  if (!error) return { noAnswer: "network", reason: "no answer" };
  const codes = errorCodes(error);
  const has = (...wanted) => wanted.some((code) => codes.has(code));
  if (error.name === "TimeoutError" || has("UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT")) {
    return { noAnswer: "timeout", reason: `no answer within ${seconds2(timeoutMs)}` };
  }
  const network = (reason2) => ({ noAnswer: "network", reason: reason2 });
  if (has("ECONNREFUSED")) return network("connection refused");
  if (has("ENOTFOUND")) return network("host not found (DNS)");
  if (has("EAI_AGAIN")) return network("DNS lookup failed for now (EAI_AGAIN)");
  if (has("ECONNRESET", "UND_ERR_SOCKET", "EPIPE")) return network("connection closed by the server");
  if (has("EHOSTUNREACH", "ENETUNREACH")) return network("host unreachable");
  const tls = [...codes].find((code) => /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|^ERR_TLS|^ERR_SSL/.test(code));
  if (tls) return network(`TLS certificate problem (${tls})`);
  const message = innermostMessage(error);
  if (/redirect count exceeded/i.test(message)) return network("too many redirects");
  if (/^bad port$/i.test(message)) return network("port blocked by fetch (a port browsers refuse)");
  return network(message || "no answer");
}
function seconds2(milliseconds) {
  return `${Number((milliseconds / 1e3).toFixed(1))} s`;
}
function errorCodes(error, codes = /* @__PURE__ */ new Set(), depth = 0) {
  if (!error || typeof error !== "object" || depth > 5) return codes;
  const { code, cause, errors } = error;
  if (typeof code === "string") codes.add(code);
  errorCodes(cause, codes, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) errorCodes(inner, codes, depth + 1);
  return codes;
}
function innermostMessage(error) {
  let current = error;
  let message = error.message;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message;
}

// src/site/links/listing-server.ts
import http from "node:http";
async function serveListing(urls) {
  const body = `<!doctype html><meta charset="utf-8"><title>docsgate links</title>
${urls.map((url) => `<a href="${escapeAttribute(url)}">${escapeAttribute(url)}</a>`).join("\n")}
`;
  const server = http.createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(request.method === "HEAD" ? void 0 : body);
  });
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve2());
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve2) => {
      server.close(() => resolve2());
      server.closeAllConnections();
    })
  };
}

// src/site/links/linkinator-check.ts
var LinkCheckError = class extends Error {
};
async function checkSiteUrls(urls, options) {
  const checks = /* @__PURE__ */ new Map();
  if (urls.length === 0) return checks;
  const { LinkChecker } = await import("./src-YTK5DCA2.js");
  const listing = await serveListing(urls);
  try {
    const result = await new LinkChecker().check({
      path: listing.url,
      recurse: false,
      concurrency: options.concurrency,
      timeout: options.timeoutMs
    });
    for (const link of result.links) {
      const status = link.status ?? 0;
      if (link.url === listing.url) {
        if (link.state !== "OK")
          throw new LinkCheckError(
            `Could not check the site's links: linkinator could not read docsgate's list of them at ${listing.url}${status ? ` (HTTP ${status})` : ""}. Is an HTTP proxy set without NO_PROXY=127.0.0.1?`
          );
        continue;
      }
      const state = link.state === "OK" ? "ok" : link.state === "SKIPPED" ? "skipped" : "broken";
      checks.set(link.url, {
        url: link.url,
        status,
        state,
        ...status === 0 && state === "broken" ? { failure: describeNoAnswer(link.failureDetails, options.timeoutMs).reason } : {}
      });
    }
  } finally {
    await listing.close();
  }
  return checks;
}

// src/site/links/external/check-host.ts
async function checkHost(urls, options) {
  const { LinkChecker } = await import("./src-YTK5DCA2.js");
  const listing = await serveListing(urls);
  try {
    const retriesSoFar = /* @__PURE__ */ new Map();
    const capped = /* @__PURE__ */ new Set();
    const checker = new LinkChecker();
    checker.on(
      "retry",
      ({ url, status }) => retriesSoFar.set(url, { count: (retriesSoFar.get(url)?.count ?? 0) + 1, status })
    );
    const linksToSkip = async (href) => {
      if (href === listing.url) return false;
      if (options.skip.some((pattern) => pattern.test(href))) return true;
      if ((retriesSoFar.get(href)?.count ?? 0) > options.retries) return capped.add(href), true;
      return false;
    };
    const crawl = await checker.check({
      path: listing.url,
      recurse: false,
      concurrency: options.concurrency,
      timeout: options.timeoutMs,
      retry: true,
      retryErrors: true,
      retryErrorsCount: options.retries,
      retryErrorsJitter: options.retryJitterMs,
      linksToSkip
    });
    const page = crawl.links.find((link) => link.url === listing.url);
    if (page?.state !== "OK") {
      const why = page?.status ? `HTTP ${page.status}` : describeNoAnswer(page?.failureDetails, options.timeoutMs).reason;
      throw new Error(
        `linkinator could not read docsgate's local list of links at ${listing.url} (${why}); is a proxy set without NO_PROXY=127.0.0.1?`
      );
    }
    const results = /* @__PURE__ */ new Map();
    for (const link of crawl.links) {
      if (link.url === listing.url || results.has(link.url)) continue;
      const retried = retriesSoFar.get(link.url);
      results.set(
        link.url,
        capped.has(link.url) && retried ? stillRetrying(retried.status, options.retries) : toResult(link, options.timeoutMs)
      );
    }
    return results;
  } finally {
    await listing.close();
  }
}
function toResult(link, timeoutMs) {
  const status = link.status ?? 0;
  if (link.state === "OK") return { status, outcome: "ok" };
  if (link.state === "SKIPPED") {
    const reason2 = status === 999 ? "HTTP 999: the site refuses automated requests" : status === 403 ? "HTTP 403 with a bot challenge (Cloudflare)" : "it redirects to a link a skip pattern matches";
    return { status, outcome: "skipped", reason: reason2 };
  }
  if (status > 0) return { status, outcome: "broken", reason: `HTTP ${status}` };
  return { status: 0, outcome: "broken", ...describeNoAnswer(link.failureDetails, timeoutMs) };
}
function stillRetrying(status, retries) {
  const tries = retries + 1 === 1 ? "the only try" : `all ${retries + 1} tries`;
  if (status === 0) return { status: 0, outcome: "broken", noAnswer: "network", reason: `no answer on ${tries}` };
  return {
    status,
    outcome: "broken",
    reason: `HTTP ${status}${status === 429 ? " (too many requests)" : ""} on ${tries}`
  };
}

// src/site/links/external/result-cache.ts
import { mkdirSync as mkdirSync5, readFileSync as readFileSync4, renameSync as renameSync2, rmSync as rmSync4, writeFileSync as writeFileSync3 } from "node:fs";
import path20 from "node:path";
var HOUR = 36e5;
function readLinkCache(file, maxAgeHours, now) {
  const entries = /* @__PURE__ */ new Map();
  let text6;
  try {
    text6 = readFileSync4(file, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") return { entries };
    return {
      entries,
      problem: `The link cache ${file} cannot be read (${error.message}); every external link is checked again.`
    };
  }
  let value;
  try {
    value = JSON.parse(text6);
  } catch {
    return { entries, problem: `The link cache ${file} is not valid JSON; it is ignored and rewritten.` };
  }
  const checked = value?.checked;
  if (value?.version !== 1 || !checked || typeof checked !== "object" || Array.isArray(checked)) {
    return {
      entries,
      problem: `The link cache ${file} is not a docsgate link cache of version 1; it is ignored and rewritten.`
    };
  }
  for (const [url, entry] of Object.entries(checked)) {
    const { status, checkedAt } = entry ?? {};
    if (typeof status !== "number" || typeof checkedAt !== "string") continue;
    const age = now - Date.parse(checkedAt);
    if (age >= 0 && age < maxAgeHours * HOUR) entries.set(url, { status, checkedAt });
  }
  return { entries };
}
function writeLinkCache(file, entries) {
  const checked = Object.fromEntries([...entries].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    mkdirSync5(path20.dirname(file), { recursive: true });
    writeFileSync3(temporary, `${JSON.stringify({ version: 1, checked }, null, 2)}
`);
    renameSync2(temporary, file);
    return void 0;
  } catch (error) {
    try {
      rmSync4(temporary, { force: true });
    } catch {
    }
    return `The link cache ${file} cannot be written (${error.message}); the next run checks every external link again.`;
  }
}

// src/site/links/external/check-external.ts
var PARALLEL_HOSTS = 8;
async function checkExternalLinks(urls, options = {}) {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== void 0)
  );
  const settings = { ...DEFAULT_EXTERNAL_LINK_OPTIONS, ...defined };
  const now = settings.now ?? Date.now;
  const skip = settings.skip.map((pattern) => ({ source: pattern, regexp: new RegExp(pattern) }));
  const results = new ExternalLinkResults();
  const given = /* @__PURE__ */ new Map();
  const toRequest = /* @__PURE__ */ new Map();
  for (const url of new Set(urls)) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      given.set(url, {
        url,
        status: 0,
        outcome: "broken",
        noAnswer: "invalid",
        reason: "not a valid URL",
        fromCache: false
      });
      continue;
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
      given.set(url, {
        url,
        status: 0,
        outcome: "skipped",
        reason: `not an http(s) link (${parsed.protocol})`,
        fromCache: false
      });
      continue;
    }
    const matched = skip.find(({ regexp }) => regexp.test(url) || regexp.test(parsed.href));
    if (matched) {
      given.set(url, {
        url,
        status: 0,
        outcome: "skipped",
        reason: `the skip pattern ${matched.source} matches it`,
        fromCache: false
      });
      continue;
    }
    parsed.hash = "";
    toRequest.set(parsed.href, [...toRequest.get(parsed.href) ?? [], url]);
  }
  const cache = settings.cache ? readLinkCache(settings.cache.file, settings.cache.maxAgeHours, now()) : void 0;
  if (cache?.problem) results.cacheProblem = cache.problem;
  const checked = /* @__PURE__ */ new Map();
  const byHost = /* @__PURE__ */ new Map();
  for (const href of toRequest.keys()) {
    const hit = cache?.entries.get(href);
    if (hit) {
      checked.set(href, { status: hit.status, outcome: "ok", fromCache: true });
      continue;
    }
    const host = new URL(href).host;
    byHost.set(host, [...byHost.get(host) ?? [], href]);
  }
  await forEachAtOnce([...byHost], PARALLEL_HOSTS, async ([host, hrefs]) => {
    try {
      const found = await checkHost(hrefs, {
        concurrency: settings.concurrencyPerHost,
        timeoutMs: settings.timeoutMs,
        retries: settings.retries,
        retryJitterMs: settings.retryJitterMs,
        skip: skip.map(({ regexp }) => regexp)
      });
      for (const href of hrefs) {
        checked.set(href, {
          ...found.get(href) ?? {
            status: 0,
            outcome: "skipped",
            reason: "not checked: linkinator gave no result for it"
          },
          fromCache: false
        });
      }
      if (hrefs.some((href) => !found.has(href)))
        results.checkProblems.push(`Some links to ${host} were not checked: linkinator gave no result for them.`);
    } catch (error) {
      const message = error.message;
      results.checkProblems.push(`The links to ${host} were not checked: ${message}`);
      for (const href of hrefs)
        checked.set(href, { status: 0, outcome: "skipped", reason: `not checked: ${message}`, fromCache: false });
    }
  });
  if (settings.cache && cache) {
    const checkedAt = new Date(now()).toISOString();
    const entries = new Map(cache.entries);
    for (const [href, result] of checked) {
      if (result.fromCache) continue;
      if (result.outcome === "ok") entries.set(href, { status: result.status, checkedAt });
      else entries.delete(href);
    }
    const problem = writeLinkCache(settings.cache.file, entries);
    if (problem) results.cacheProblem = results.cacheProblem ? `${results.cacheProblem} ${problem}` : problem;
  }
  for (const [href, inputs] of toRequest) {
    for (const url of inputs) given.set(url, { url, ...checked.get(href) });
  }
  for (const url of new Set(urls)) results.set(url, given.get(url));
  return results;
}
async function forEachAtOnce(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// src/site/links/external/severity.ts
function mappedSeverity(result, severities) {
  const keys = result.status > 0 ? [String(result.status), `${Math.floor(result.status / 100)}xx`] : result.noAnswer === "timeout" || result.noAnswer === "network" ? [result.noAnswer] : [];
  for (const key of keys) {
    const severity = Object.hasOwn(severities, key) ? severities[key] : void 0;
    if (severity) return severity;
  }
  return void 0;
}

// src/site/links/link-origins.ts
import { readFileSync as readFileSync5 } from "node:fs";
import path21 from "node:path";

// src/site/model/config-values.ts
function text3(value) {
  return typeof value === "string" && value.trim() ? value.trim() : void 0;
}
function hexColor(value) {
  return typeof value === "string" && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim()) ? value.trim() : void 0;
}
var URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
function linkHref(raw2, context) {
  const value = text3(raw2);
  if (!value || safeUrl("link", value) === void 0) return void 0;
  if (URL_LIKE.test(value) || value.startsWith("#")) return value;
  const [pathPart2, fragment] = splitFragment(value);
  const target = resolveEntry(pathPart2, context.files);
  if (target.kind === "page") return withBase(context.basePath, pageUrl(target.file)) + fragment;
  const local = resolveDocPath(pathPart2, context.files);
  if (local.kind !== "local") return void 0;
  return withBase(context.basePath, encodeURI(`/${local.path}`)) + fragment;
}
function splitFragment(value) {
  const at = value.search(/[?#]/);
  return at < 0 ? [value, ""] : [value.slice(0, at), value.slice(at)];
}
function assetHref(raw2, context) {
  const value = text3(raw2);
  if (!value || safeUrl("image", value) === void 0) return void 0;
  const target = resolveDocPath(value, context.files);
  if (target.kind === "url") return value;
  if (target.kind !== "local" || !context.files.has(target.path)) return void 0;
  context.assets.add(target.path);
  return withBase(context.basePath, encodeURI(`/${target.path}`));
}
var ICON_STYLES = /* @__PURE__ */ new Set(["brands", "duotone", "light", "sharp-solid", "solid", "thin", "regular"]);
function iconRef(icon2, iconType, context, defaultStyle) {
  const name = text3(icon2) ?? (isObject(icon2) ? text3(icon2.name) : void 0);
  if (!name) return void 0;
  if (isIconImage(name)) {
    const href = assetHref(name, context);
    return href ? { name: href } : void 0;
  }
  const library = iconLibraryOf(icon2, context.iconLibrary ?? "fontawesome");
  if (library === void 0) return void 0;
  if (library !== "fontawesome") return { name, library };
  const written = isObject(icon2) ? icon2.style : iconType;
  const style = typeof written === "string" && ICON_STYLES.has(written) ? written : defaultStyle;
  return style ? { name, style } : { name };
}

// src/site/links/link-origins.ts
var LinkOrigins = class {
  constructor(site, documents, basePath) {
    this.site = site;
    this.documents = documents;
    this.basePath = basePath;
  }
  site;
  documents;
  basePath;
  configLinks;
  redirectPages;
  specStrings = /* @__PURE__ */ new Map();
  /** Every place that wrote `value` into `document` (one link can be written twice on a page). */
  of(document, value) {
    const page = this.documents.get(document);
    const written = page?.links.filter((link) => link.url === value) ?? [];
    if (written.length) return written.map(({ url: _url, ...place }) => ({ ...place, made: "page" }));
    const spec = page ? this.specOrigin(page, value) : void 0;
    if (spec) return [spec];
    const config = this.configOrigin(value);
    if (config) return [config];
    const redirect = this.redirectOrigin(document);
    if (redirect) return [redirect];
    return [{ ...this.fallbackPlace(page), made: "layout" }];
  }
  /** A page the build wrote for one of docs.json's `redirects`: its link is that redirect's destination. */
  redirectOrigin(document) {
    const config = this.site.project.document;
    if (!config) return void 0;
    this.redirectPages ??= new Map(
      readRedirects(this.site.project).filter((redirect2) => redirect2.exact).map((redirect2) => [outputFileOf(`/${redirect2.source.replace(/^\/+|\/+$/g, "")}/`), redirect2])
    );
    const redirect = this.redirectPages.get(document);
    if (!redirect || redirect.destination === void 0) return void 0;
    return { ...config.rangeOf([...redirect.path, "destination"]), made: "config", written: redirect.destination };
  }
  configOrigin(value) {
    const config = this.site.project.config;
    if (config.status !== "read") return void 0;
    this.configLinks ??= configHrefs(config.source.tree, {
      files: this.site.project.files,
      basePath: this.basePath,
      assets: /* @__PURE__ */ new Set()
    });
    const node = this.configLinks.get(value);
    return node ? {
      file: config.name,
      ...config.source.rangeOfNode(node),
      made: "config",
      ...node.value === value ? {} : { written: String(node.value) }
    } : void 0;
  }
  /** The OpenAPI string (a description) that holds the URL, on the page's endpoint's spec. */
  specOrigin(page, value) {
    const source = this.site.endpoints.get(page.file);
    const key = page.generatedFrom?.spec ?? (source?.kind === "operation" ? source.spec : void 0);
    const spec = key === void 0 ? void 0 : this.site.specs.find((candidate) => candidate.file === key);
    if (!spec) return void 0;
    let strings2 = this.specStrings.get(spec.file);
    if (!strings2) {
      strings2 = [];
      for (const [document, root] of Object.entries(spec.documents))
        collectStrings(root, [], (pointer, text6) => strings2.push({ document, pointer, text: text6 }));
      this.specStrings.set(spec.file, strings2);
    }
    const found = strings2.find((entry) => entry.text.includes(value));
    if (!found) return void 0;
    const files = this.site.project.files;
    if (!files.has(found.document) || files.passesLinkOutside(found.document)) return void 0;
    const absolute = path21.join(this.site.project.root, found.document);
    const location = getLineColLocation({
      source: new Source(absolute, readFileSync5(absolute, "utf8")),
      pointer: `#/${found.pointer.map(escapePointer).join("/")}`,
      reportOnKey: false
    });
    return { file: found.document, line: location.start.line, column: location.start.col, made: "spec" };
  }
  fallbackPlace(page) {
    if (page?.generatedFrom)
      return { file: page.generatedFrom.file, line: page.generatedFrom.line, column: page.generatedFrom.column };
    if (page) return { file: page.file, line: 1, column: 1 };
    const config = this.site.project.config;
    return { file: config.status === "missing" ? "docs.json" : config.name, line: 1, column: 1 };
  }
};
function configHrefs(tree, context) {
  const hrefs = /* @__PURE__ */ new Map();
  const visit = (node) => {
    const isKey = node.parent?.type === "property" && node.parent.children?.[0] === node;
    if (node.type === "string" && typeof node.value === "string" && !isKey) {
      for (const written of /* @__PURE__ */ new Set([node.value, node.value.replace(/^\/+|\/+$/g, "")])) {
        const href = linkHref(written, context);
        if (href !== void 0 && !hrefs.has(href)) hrefs.set(href, node);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  if (tree) visit(tree);
  return hrefs;
}
function collectStrings(node, pointer, found) {
  if (typeof node === "string") return found(pointer, node);
  if (node === null || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) collectStrings(value, [...pointer, key], found);
}

// src/site/links/serve-for-check.ts
import { existsSync as existsSync5 } from "node:fs";
import { fileURLToPath as fileURLToPath4 } from "node:url";
import { Worker } from "node:worker_threads";
var WORKER_SCRIPT2 = fileURLToPath4(new URL("./site-server-worker.js", import.meta.url));
async function serveForCheck(outDir, basePath) {
  if (!existsSync5(WORKER_SCRIPT2)) {
    const { server, url: url2 } = await serveSite(outDir, { basePath, port: 0 });
    return { origin: new URL(url2).origin, close: () => new Promise((resolve2) => server.close(() => resolve2())) };
  }
  const worker = new Worker(WORKER_SCRIPT2, { workerData: { outDir, basePath } });
  const url = await new Promise((resolve2, reject) => {
    worker.once(
      "message",
      (reply) => "error" in reply ? reject(new Error(reply.error)) : resolve2(reply.url)
    );
    worker.once("error", reject);
  });
  return { origin: new URL(url).origin, close: async () => void await worker.terminate() };
}

// src/site/links/resolve-links.ts
function documentPath(document, basePath) {
  return `${basePath}/${document.replace(/(^|\/)index\.html$/, "$1")}`;
}
function resolveLinks(documents, address) {
  const internal = /* @__PURE__ */ new Map();
  const external2 = /* @__PURE__ */ new Map();
  const published = address.siteUrl ? new URL(address.siteUrl).origin : void 0;
  const fromRoot = /* @__PURE__ */ new Map();
  let count2 = 0;
  for (const document of documents) {
    const base = address.origin + documentPath(document.path, address.basePath);
    for (const link of document.links) {
      count2++;
      const rooted = link.value.startsWith("/") && !link.value.startsWith("//");
      let target = rooted ? fromRoot.get(link.value) : void 0;
      if (!target) {
        target = resolve(link.value, base, address.origin, published);
        if (rooted) fromRoot.set(link.value, target);
      }
      if (!target) continue;
      if (target.internal) {
        const entry = internal.get(target.href) ?? { url: new URL(target.href), occurrences: [] };
        entry.occurrences.push({
          document: document.path,
          link,
          ...target.fragment ? { fragment: target.fragment } : {}
        });
        internal.set(target.href, entry);
      } else {
        const list2 = external2.get(target.href) ?? [];
        list2.push({ document: document.path, link });
        external2.set(target.href, list2);
      }
    }
  }
  return { internal, external: external2, count: count2 };
}
function resolve(value, base, origin, published) {
  let url;
  try {
    url = new URL(value, base);
  } catch {
    return void 0;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return void 0;
  const fragment = url.hash ? percentDecode(url.hash.slice(1)) : void 0;
  url.hash = "";
  const internal = url.origin === origin || url.origin === published;
  const href = internal ? new URL(url.pathname + url.search, origin).href : url.href;
  return { href, internal, ...fragment ? { fragment } : {} };
}
function documentAt(pathname, basePath, documents) {
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return void 0;
  const relative = percentDecode(pathname.slice(basePath.length)).replace(/^\/+/, "");
  const candidates = relative === "" || relative.endsWith("/") ? [`${relative}index.html`] : [`${relative}/index.html`, relative];
  return candidates.find((candidate) => documents.has(candidate));
}
function fragmentDocument(document, basePath, documents) {
  const refresh = documents.get(document)?.refresh;
  if (!refresh) return document;
  const from = new URL(documentPath(document, basePath), "http://site.invalid");
  const to = new URL(refresh, from);
  return to.origin === from.origin && documentAt(to.pathname, basePath, documents) || document;
}
function alwaysAnswered(fragment) {
  return fragment === "" || fragment.toLowerCase() === "top" || fragment.startsWith(":~:");
}
function fragmentKeys(ids) {
  return new Set(ids.map(anchorKey));
}

// src/site/stopwatch.ts
function stopwatch() {
  let last2 = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = Math.round(now - last2);
    last2 = now;
    return elapsed;
  };
}

// src/site/links/check-site-links.ts
var SOURCE_LINK_RULES = /* @__PURE__ */ new Set([
  "page/broken-link",
  "page/missing-asset",
  "page/link-extension",
  "page/snippet-import",
  "page/video",
  "config/missing-file",
  "config/empty-section",
  "config/outside-root",
  // A page written for a docs.json redirect links to its destination, which this rule checks.
  "config/redirect-target",
  "nav/missing-page",
  "nav/outside-root",
  "nav/case-mismatch"
]);
var INTERNAL_CONCURRENCY = 32;
var INTERNAL_TIMEOUT_MS = 1e4;
async function checkSiteLinks(options) {
  const { site, basePath } = options;
  const clock = stopwatch();
  const documents = options.built.crawled;
  if (!documents) throw new Error("checkSiteLinks needs a site built with crawl");
  const byPath = new Map(documents.map((document) => [document.path, document]));
  const served = await serveForCheck(options.outDir, basePath);
  const broken = [];
  let links;
  try {
    links = resolveLinks(documents, {
      origin: served.origin,
      basePath,
      ...options.siteUrl ? { siteUrl: options.siteUrl } : {}
    });
    const redirects = redirectSources(site.project);
    const toCheck = [...links.internal.values()].filter(({ url }) => !skipped(url.pathname, basePath, redirects));
    const published = publishedPath(site.project, options.siteUrl);
    const underPublished = /* @__PURE__ */ new Map();
    if (published !== void 0 && published !== basePath) {
      for (const { url } of toCheck)
        if (url.pathname.startsWith(`${published}/`))
          underPublished.set(url.href, new URL(basePath + url.pathname.slice(published.length) + url.search, url).href);
    }
    const checks = await checkSiteUrls([...toCheck.map(({ url }) => url.href), ...underPublished.values()], {
      concurrency: INTERNAL_CONCURRENCY,
      timeoutMs: INTERNAL_TIMEOUT_MS
    });
    const keysByDocument = /* @__PURE__ */ new Map();
    for (const { url, occurrences } of toCheck) {
      const check2 = checks.get(url.href);
      if (!check2 || check2.state === "skipped") continue;
      if (check2.state === "broken") {
        if (check2.status === 404 && unbuiltPage(url.pathname, basePath, site)) continue;
        const there = underPublished.get(url.href);
        if (there !== void 0 && checks.get(there)?.state === "ok") continue;
        const why = missingTarget(url.pathname, basePath, check2.status, check2.failure);
        for (const occurrence of occurrences)
          broken.push({ ...occurrence, rule: rule5.meta.id, why: why.text, kind: why.kind });
        continue;
      }
      const found = documentAt(url.pathname, basePath, byPath);
      if (!found) continue;
      const target = fragmentDocument(found, basePath, byPath);
      for (const occurrence of occurrences) {
        const fragment = occurrence.fragment;
        if (fragment === void 0 || alwaysAnswered(fragment) || anchorKey(fragment) === "") continue;
        let keys = keysByDocument.get(target);
        if (!keys) keysByDocument.set(target, keys = fragmentKeys(byPath.get(target).ids));
        if (keys.has(anchorKey(fragment))) continue;
        broken.push({
          ...occurrence,
          rule: rule5.meta.id,
          why: missingFragment(fragment, documentPath(target, basePath), byPath.get(target)),
          kind: "fragment"
        });
      }
    }
  } finally {
    await served.close();
  }
  const internal = clock();
  const notes = [];
  if (options.external && links.external.size) {
    const results = await checkExternalLinks([...links.external.keys()], options.external);
    if (results.cacheProblem) notes.push(results.cacheProblem);
    notes.push(...results.checkProblems);
    for (const [url, occurrences] of links.external) {
      const result = results.get(url);
      if (result?.outcome !== "broken") continue;
      const severity = mappedSeverity(result, options.external.severities);
      if (severity === "off") continue;
      for (const occurrence of occurrences)
        broken.push({
          ...occurrence,
          rule: rule4.meta.id,
          why: result.reason ?? `HTTP ${result.status}`,
          kind: "external",
          ...severity ? { severity } : {}
        });
    }
  }
  const external2 = clock();
  const reports = toReports(broken, new LinkOrigins(site, options.built.documents, basePath), options.reported);
  return {
    reports,
    notes,
    // A redirect document (the root's, a folder's) is no page of its own.
    stats: {
      documents: documents.filter((document) => document.refresh === void 0).length,
      links: links.count,
      internalUrls: links.internal.size,
      externalUrls: links.external.size,
      broken: reports.length
    },
    timings: { internal, external: external2, report: clock() }
  };
}
function unbuiltPage(pathname, basePath, site) {
  if (!pathname.startsWith(`${basePath}/`)) return false;
  const local = percentDecode(pathname.slice(basePath.length)).replace(/^\/+|\/+$/g, "");
  return local !== "" && (resolveEntry(local, site.project.files).kind === "page" || isGeneratedPage(site.project.openApiPages, local));
}
function publishedPath(project, siteUrl) {
  const config = project.document?.value;
  const seo = isObject(config) && isObject(config.seo) ? config.seo : void 0;
  const tags = isObject(seo?.metatags) ? seo.metatags : isObject(config) && isObject(config.metadata) ? config.metadata : void 0;
  const address = siteUrl ?? (typeof tags?.canonical === "string" ? tags.canonical : void 0);
  if (!address) return void 0;
  try {
    const path27 = new URL(address).pathname.replace(/\/+$/, "");
    return path27 === "" ? void 0 : path27;
  } catch {
    return void 0;
  }
}
function skipped(pathname, basePath, redirects) {
  const local = percentDecode(pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname);
  return local.startsWith("/.well-known/") || redirects.some((source) => source.test(local.replace(/\/+$/, "") || "/"));
}
function missingTarget(pathname, basePath, status, failure) {
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
    return {
      text: `the site is served under \`${basePath}\`, and \`${percentDecode(pathname)}\` is outside it, so nothing is there. Write the path under the base path (\`${basePath}${pathname}\`), or a path relative to the page`,
      kind: "outside-base"
    };
  }
  if (status === 404)
    return {
      text: `the built site has no page or file at \`${percentDecode(pathname)}\`. Point the link at an existing page or file, or add it`,
      kind: "missing"
    };
  return {
    text: status ? `the built site answers HTTP ${status} for \`${percentDecode(pathname)}\`` : `the built site did not answer for \`${percentDecode(pathname)}\`${failure ? ` (${failure})` : ""}`,
    kind: "status"
  };
}
function missingFragment(fragment, page, document) {
  const ids = document.ids.filter((id) => !/^(?:tab|tooltip|snippet|panel)-\d/.test(id));
  const caseOf = caseOfAnchor(fragment, ids);
  if (caseOf)
    return `\`${page}\` has the id \`${caseOf}\`, not \`${fragment}\`: browsers match a fragment to an id exactly, letter case included. Write \`#${caseOf}\``;
  const near = ids.length ? closest(fragment, ids) : void 0;
  return `\`${page}\` has no element with the id \`${fragment}\`.${near ? ` Did you mean \`#${near}\`?` : ""} Link to an existing heading (its id is the heading text in lowercase with hyphens), or give the heading a custom id`;
}
function toReports(broken, origins, reported) {
  const sourceFindings = /* @__PURE__ */ new Map();
  for (const diagnostic of reported) {
    if (!SOURCE_LINK_RULES.has(diagnostic.ruleId)) continue;
    let lines = sourceFindings.get(diagnostic.file);
    if (!lines) sourceFindings.set(diagnostic.file, lines = /* @__PURE__ */ new Set());
    lines.add(diagnostic.line);
  }
  const byPlace = /* @__PURE__ */ new Map();
  for (const item of broken) {
    for (const origin of origins.of(item.document, item.link.value)) {
      const key = `${origin.file}:${origin.line}:${origin.column} ${item.link.value} ${item.kind}`;
      const known = byPlace.get(key);
      if (known) {
        known.pages.add(item.document);
        continue;
      }
      if (alreadyReported(origin, sourceFindings) || item.kind === "fragment" && checkedBySource(origin, item.link.value))
        continue;
      byPlace.set(key, { report: report(item, origin), pages: /* @__PURE__ */ new Set([item.document]) });
    }
  }
  return [...byPlace.values()].map(
    ({ report: found, pages }) => pages.size > 1 ? { ...found, message: `${found.message} (on ${pages.size} pages)` } : found
  );
}
function checkedBySource(origin, value) {
  if (origin.made !== "page") return false;
  const written = origin.written ?? value;
  return !(isSnippetFile(origin.file) && !/^(?:\/|[a-z][a-z0-9+.-]*:)/i.test(written));
}
function alreadyReported(origin, findings) {
  const lines = findings.get(origin.file);
  if (!lines) return false;
  const last2 = origin.endLine ?? origin.line;
  if (last2 - origin.line < lines.size) {
    for (let line = origin.line; line <= last2; line++) if (lines.has(line)) return true;
    return false;
  }
  for (const line of lines) if (line >= origin.line && line <= last2) return true;
  return false;
}
function report(item, origin) {
  const { made: _made, written = item.link.value, ...place } = origin;
  const shown2 = written === item.link.value ? `\`${written}\`` : `\`${written}\` (\`${item.link.value}\` on the built site)`;
  const lead = origin.made === "page" ? `Broken link ${shown2}` : origin.made === "config" ? `The docs.json link ${shown2} is broken` : origin.made === "spec" ? `The OpenAPI description's link ${shown2} is broken` : `docsgate's layout made the link ${shown2}, and it is broken (a docsgate bug; please report it)`;
  return {
    ruleId: item.rule,
    ...place,
    message: `${lead}: ${item.why}.`,
    ...item.severity ? { severity: item.severity } : {}
  };
}
function linkSummary({ stats }) {
  const targets = stats.internalUrls + stats.externalUrls;
  return `Checked the links of ${plural(stats.documents, "page")} (${plural(targets, "target")}): ${stats.broken === 0 ? "none broken" : `${plural(stats.broken, "broken link")} reported`}`;
}

// src/site/search/search-index.ts
import { createHash as createHash5 } from "node:crypto";

// node_modules/minisearch/dist/es/index.js
var ENTRIES = "ENTRIES";
var KEYS = "KEYS";
var VALUES = "VALUES";
var LEAF = "";
var TreeIterator = class {
  constructor(set, type) {
    const node = set._tree;
    const keys = Array.from(node.keys());
    this.set = set;
    this._type = type;
    this._path = keys.length > 0 ? [{ node, keys }] : [];
  }
  next() {
    const value = this.dive();
    this.backtrack();
    return value;
  }
  dive() {
    if (this._path.length === 0) {
      return { done: true, value: void 0 };
    }
    const { node, keys } = last$1(this._path);
    if (last$1(keys) === LEAF) {
      return { done: false, value: this.result() };
    }
    const child = node.get(last$1(keys));
    this._path.push({ node: child, keys: Array.from(child.keys()) });
    return this.dive();
  }
  backtrack() {
    if (this._path.length === 0) {
      return;
    }
    const keys = last$1(this._path).keys;
    keys.pop();
    if (keys.length > 0) {
      return;
    }
    this._path.pop();
    this.backtrack();
  }
  key() {
    return this.set._prefix + this._path.map(({ keys }) => last$1(keys)).filter((key) => key !== LEAF).join("");
  }
  value() {
    return last$1(this._path).node.get(LEAF);
  }
  result() {
    switch (this._type) {
      case VALUES:
        return this.value();
      case KEYS:
        return this.key();
      default:
        return [this.key(), this.value()];
    }
  }
  [Symbol.iterator]() {
    return this;
  }
};
var last$1 = (array) => {
  return array[array.length - 1];
};
var fuzzySearch = (node, query, maxDistance) => {
  const results = /* @__PURE__ */ new Map();
  if (query === void 0)
    return results;
  const n = query.length + 1;
  const m = n + maxDistance;
  const matrix = new Uint8Array(m * n).fill(maxDistance + 1);
  for (let j = 0; j < n; ++j)
    matrix[j] = j;
  for (let i = 1; i < m; ++i)
    matrix[i * n] = i;
  recurse(node, query, maxDistance, results, matrix, 1, n, "");
  return results;
};
var recurse = (node, query, maxDistance, results, matrix, m, n, prefix) => {
  const offset = m * n;
  key: for (const key of node.keys()) {
    if (key === LEAF) {
      const distance2 = matrix[offset - 1];
      if (distance2 <= maxDistance) {
        results.set(prefix, [node.get(key), distance2]);
      }
    } else {
      let i = m;
      for (let pos = 0; pos < key.length; ++pos, ++i) {
        const char = key[pos];
        const thisRowOffset = n * i;
        const prevRowOffset = thisRowOffset - n;
        let minDistance = matrix[thisRowOffset];
        const jmin = Math.max(0, i - maxDistance - 1);
        const jmax = Math.min(n - 1, i + maxDistance);
        for (let j = jmin; j < jmax; ++j) {
          const different = char !== query[j];
          const rpl = matrix[prevRowOffset + j] + +different;
          const del = matrix[prevRowOffset + j + 1] + 1;
          const ins = matrix[thisRowOffset + j] + 1;
          const dist = matrix[thisRowOffset + j + 1] = Math.min(rpl, del, ins);
          if (dist < minDistance)
            minDistance = dist;
        }
        if (minDistance > maxDistance) {
          continue key;
        }
      }
      recurse(node.get(key), query, maxDistance, results, matrix, i, n, prefix + key);
    }
  }
};
var SearchableMap = class _SearchableMap {
  /**
   * The constructor is normally called without arguments, creating an empty
   * map. In order to create a {@link SearchableMap} from an iterable or from an
   * object, check {@link SearchableMap.from} and {@link
   * SearchableMap.fromObject}.
   *
   * The constructor arguments are for internal use, when creating derived
   * mutable views of a map at a prefix.
   */
  constructor(tree = /* @__PURE__ */ new Map(), prefix = "") {
    this._size = void 0;
    this._tree = tree;
    this._prefix = prefix;
  }
  /**
   * Creates and returns a mutable view of this {@link SearchableMap},
   * containing only entries that share the given prefix.
   *
   * ### Usage:
   *
   * ```javascript
   * let map = new SearchableMap()
   * map.set("unicorn", 1)
   * map.set("universe", 2)
   * map.set("university", 3)
   * map.set("unique", 4)
   * map.set("hello", 5)
   *
   * let uni = map.atPrefix("uni")
   * uni.get("unique") // => 4
   * uni.get("unicorn") // => 1
   * uni.get("hello") // => undefined
   *
   * let univer = map.atPrefix("univer")
   * univer.get("unique") // => undefined
   * univer.get("universe") // => 2
   * univer.get("university") // => 3
   * ```
   *
   * @param prefix  The prefix
   * @return A {@link SearchableMap} representing a mutable view of the original
   * Map at the given prefix
   */
  atPrefix(prefix) {
    if (!prefix.startsWith(this._prefix)) {
      throw new Error("Mismatched prefix");
    }
    const [node, path27] = trackDown(this._tree, prefix.slice(this._prefix.length));
    if (node === void 0) {
      const [parentNode, key] = last(path27);
      for (const k of parentNode.keys()) {
        if (k !== LEAF && k.startsWith(key)) {
          const node2 = /* @__PURE__ */ new Map();
          node2.set(k.slice(key.length), parentNode.get(k));
          return new _SearchableMap(node2, prefix);
        }
      }
    }
    return new _SearchableMap(node, prefix);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/clear
   */
  clear() {
    this._size = void 0;
    this._tree.clear();
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/delete
   * @param key  Key to delete
   */
  delete(key) {
    this._size = void 0;
    return remove(this._tree, key);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/entries
   * @return An iterator iterating through `[key, value]` entries.
   */
  entries() {
    return new TreeIterator(this, ENTRIES);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/forEach
   * @param fn  Iteration function
   */
  forEach(fn) {
    for (const [key, value] of this) {
      fn(key, value, this);
    }
  }
  /**
   * Returns a Map of all the entries that have a key within the given edit
   * distance from the search key. The keys of the returned Map are the matching
   * keys, while the values are two-element arrays where the first element is
   * the value associated to the key, and the second is the edit distance of the
   * key to the search key.
   *
   * ### Usage:
   *
   * ```javascript
   * let map = new SearchableMap()
   * map.set('hello', 'world')
   * map.set('hell', 'yeah')
   * map.set('ciao', 'mondo')
   *
   * // Get all entries that match the key 'hallo' with a maximum edit distance of 2
   * map.fuzzyGet('hallo', 2)
   * // => Map(2) { 'hello' => ['world', 1], 'hell' => ['yeah', 2] }
   *
   * // In the example, the "hello" key has value "world" and edit distance of 1
   * // (change "e" to "a"), the key "hell" has value "yeah" and edit distance of 2
   * // (change "e" to "a", delete "o")
   * ```
   *
   * @param key  The search key
   * @param maxEditDistance  The maximum edit distance (Levenshtein)
   * @return A Map of the matching keys to their value and edit distance
   */
  fuzzyGet(key, maxEditDistance) {
    return fuzzySearch(this._tree, key, maxEditDistance);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/get
   * @param key  Key to get
   * @return Value associated to the key, or `undefined` if the key is not
   * found.
   */
  get(key) {
    const node = lookup(this._tree, key);
    return node !== void 0 ? node.get(LEAF) : void 0;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/has
   * @param key  Key
   * @return True if the key is in the map, false otherwise
   */
  has(key) {
    const node = lookup(this._tree, key);
    return node !== void 0 && node.has(LEAF);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/keys
   * @return An `Iterable` iterating through keys
   */
  keys() {
    return new TreeIterator(this, KEYS);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/set
   * @param key  Key to set
   * @param value  Value to associate to the key
   * @return The {@link SearchableMap} itself, to allow chaining
   */
  set(key, value) {
    if (typeof key !== "string") {
      throw new Error("key must be a string");
    }
    this._size = void 0;
    const node = createPath(this._tree, key);
    node.set(LEAF, value);
    return this;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/size
   */
  get size() {
    if (this._size) {
      return this._size;
    }
    this._size = 0;
    const iter = this.entries();
    while (!iter.next().done)
      this._size += 1;
    return this._size;
  }
  /**
   * Updates the value at the given key using the provided function. The function
   * is called with the current value at the key, and its return value is used as
   * the new value to be set.
   *
   * ### Example:
   *
   * ```javascript
   * // Increment the current value by one
   * searchableMap.update('somekey', (currentValue) => currentValue == null ? 0 : currentValue + 1)
   * ```
   *
   * If the value at the given key is or will be an object, it might not require
   * re-assignment. In that case it is better to use `fetch()`, because it is
   * faster.
   *
   * @param key  The key to update
   * @param fn  The function used to compute the new value from the current one
   * @return The {@link SearchableMap} itself, to allow chaining
   */
  update(key, fn) {
    if (typeof key !== "string") {
      throw new Error("key must be a string");
    }
    this._size = void 0;
    const node = createPath(this._tree, key);
    node.set(LEAF, fn(node.get(LEAF)));
    return this;
  }
  /**
   * Fetches the value of the given key. If the value does not exist, calls the
   * given function to create a new value, which is inserted at the given key
   * and subsequently returned.
   *
   * ### Example:
   *
   * ```javascript
   * const map = searchableMap.fetch('somekey', () => new Map())
   * map.set('foo', 'bar')
   * ```
   *
   * @param key  The key to update
   * @param initial  A function that creates a new value if the key does not exist
   * @return The existing or new value at the given key
   */
  fetch(key, initial) {
    if (typeof key !== "string") {
      throw new Error("key must be a string");
    }
    this._size = void 0;
    const node = createPath(this._tree, key);
    let value = node.get(LEAF);
    if (value === void 0) {
      node.set(LEAF, value = initial());
    }
    return value;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/values
   * @return An `Iterable` iterating through values.
   */
  values() {
    return new TreeIterator(this, VALUES);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/@@iterator
   */
  [Symbol.iterator]() {
    return this.entries();
  }
  /**
   * Creates a {@link SearchableMap} from an `Iterable` of entries
   *
   * @param entries  Entries to be inserted in the {@link SearchableMap}
   * @return A new {@link SearchableMap} with the given entries
   */
  static from(entries) {
    const tree = new _SearchableMap();
    for (const [key, value] of entries) {
      tree.set(key, value);
    }
    return tree;
  }
  /**
   * Creates a {@link SearchableMap} from the iterable properties of a JavaScript object
   *
   * @param object  Object of entries for the {@link SearchableMap}
   * @return A new {@link SearchableMap} with the given entries
   */
  static fromObject(object) {
    return _SearchableMap.from(Object.entries(object));
  }
};
var trackDown = (tree, key, path27 = []) => {
  if (key.length === 0 || tree == null) {
    return [tree, path27];
  }
  for (const k of tree.keys()) {
    if (k !== LEAF && key.startsWith(k)) {
      path27.push([tree, k]);
      return trackDown(tree.get(k), key.slice(k.length), path27);
    }
  }
  path27.push([tree, key]);
  return trackDown(void 0, "", path27);
};
var lookup = (tree, key) => {
  if (key.length === 0 || tree == null) {
    return tree;
  }
  for (const k of tree.keys()) {
    if (k !== LEAF && key.startsWith(k)) {
      return lookup(tree.get(k), key.slice(k.length));
    }
  }
};
var createPath = (node, key) => {
  const keyLength = key.length;
  outer: for (let pos = 0; node && pos < keyLength; ) {
    for (const k of node.keys()) {
      if (k !== LEAF && key[pos] === k[0]) {
        const len = Math.min(keyLength - pos, k.length);
        let offset = 1;
        while (offset < len && key[pos + offset] === k[offset])
          ++offset;
        const child2 = node.get(k);
        if (offset === k.length) {
          node = child2;
        } else {
          const intermediate = /* @__PURE__ */ new Map();
          intermediate.set(k.slice(offset), child2);
          node.set(key.slice(pos, pos + offset), intermediate);
          node.delete(k);
          node = intermediate;
        }
        pos += offset;
        continue outer;
      }
    }
    const child = /* @__PURE__ */ new Map();
    node.set(key.slice(pos), child);
    return child;
  }
  return node;
};
var remove = (tree, key) => {
  const [node, path27] = trackDown(tree, key);
  if (node === void 0) {
    return;
  }
  node.delete(LEAF);
  if (node.size === 0) {
    cleanup(path27);
  } else if (node.size === 1) {
    const [key2, value] = node.entries().next().value;
    merge(path27, key2, value);
  }
};
var cleanup = (path27) => {
  if (path27.length === 0) {
    return;
  }
  const [node, key] = last(path27);
  node.delete(key);
  if (node.size === 0) {
    cleanup(path27.slice(0, -1));
  } else if (node.size === 1) {
    const [key2, value] = node.entries().next().value;
    if (key2 !== LEAF) {
      merge(path27.slice(0, -1), key2, value);
    }
  }
};
var merge = (path27, key, value) => {
  if (path27.length === 0) {
    return;
  }
  const [node, nodeKey] = last(path27);
  node.set(nodeKey + key, value);
  node.delete(nodeKey);
};
var last = (array) => {
  return array[array.length - 1];
};
var OR = "or";
var AND = "and";
var AND_NOT = "and_not";
var MiniSearch = class _MiniSearch {
  /**
   * @param options  Configuration options
   *
   * ### Examples:
   *
   * ```javascript
   * // Create a search engine that indexes the 'title' and 'text' fields of your
   * // documents:
   * const miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * ```
   *
   * ### ID Field:
   *
   * ```javascript
   * // Your documents are assumed to include a unique 'id' field, but if you want
   * // to use a different field for document identification, you can set the
   * // 'idField' option:
   * const miniSearch = new MiniSearch({ idField: 'key', fields: ['title', 'text'] })
   * ```
   *
   * ### Options and defaults:
   *
   * ```javascript
   * // The full set of options (here with their default value) is:
   * const miniSearch = new MiniSearch({
   *   // idField: field that uniquely identifies a document
   *   idField: 'id',
   *
   *   // extractField: function used to get the value of a field in a document.
   *   // By default, it assumes the document is a flat object with field names as
   *   // property keys and field values as string property values, but custom logic
   *   // can be implemented by setting this option to a custom extractor function.
   *   extractField: (document, fieldName) => document[fieldName],
   *
   *   // tokenize: function used to split fields into individual terms. By
   *   // default, it is also used to tokenize search queries, unless a specific
   *   // `tokenize` search option is supplied. When tokenizing an indexed field,
   *   // the field name is passed as the second argument.
   *   tokenize: (string, _fieldName) => string.split(SPACE_OR_PUNCTUATION),
   *
   *   // processTerm: function used to process each tokenized term before
   *   // indexing. It can be used for stemming and normalization. Return a falsy
   *   // value in order to discard a term. By default, it is also used to process
   *   // search queries, unless a specific `processTerm` option is supplied as a
   *   // search option. When processing a term from a indexed field, the field
   *   // name is passed as the second argument.
   *   processTerm: (term, _fieldName) => term.toLowerCase(),
   *
   *   // searchOptions: default search options, see the `search` method for
   *   // details
   *   searchOptions: undefined,
   *
   *   // fields: document fields to be indexed. Mandatory, but not set by default
   *   fields: undefined
   *
   *   // storeFields: document fields to be stored and returned as part of the
   *   // search results.
   *   storeFields: []
   * })
   * ```
   */
  constructor(options) {
    if ((options === null || options === void 0 ? void 0 : options.fields) == null) {
      throw new Error('MiniSearch: option "fields" must be provided');
    }
    const autoVacuum = options.autoVacuum == null || options.autoVacuum === true ? defaultAutoVacuumOptions : options.autoVacuum;
    this._options = {
      ...defaultOptions,
      ...options,
      autoVacuum,
      searchOptions: { ...defaultSearchOptions, ...options.searchOptions || {} },
      autoSuggestOptions: { ...defaultAutoSuggestOptions, ...options.autoSuggestOptions || {} }
    };
    this._index = new SearchableMap();
    this._documentCount = 0;
    this._documentIds = /* @__PURE__ */ new Map();
    this._idToShortId = /* @__PURE__ */ new Map();
    this._fieldIds = {};
    this._fieldLength = /* @__PURE__ */ new Map();
    this._avgFieldLength = [];
    this._nextId = 0;
    this._storedFields = /* @__PURE__ */ new Map();
    this._dirtCount = 0;
    this._currentVacuum = null;
    this._enqueuedVacuum = null;
    this._enqueuedVacuumConditions = defaultVacuumConditions;
    this.addFields(this._options.fields);
  }
  /**
   * Adds a document to the index
   *
   * @param document  The document to be indexed
   */
  add(document) {
    const { extractField, stringifyField, tokenize, processTerm, fields, idField } = this._options;
    const id = extractField(document, idField);
    if (id == null) {
      throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    }
    if (this._idToShortId.has(id)) {
      throw new Error(`MiniSearch: duplicate ID ${id}`);
    }
    const shortDocumentId = this.addDocumentId(id);
    this.saveStoredFields(shortDocumentId, document);
    for (const field3 of fields) {
      const fieldValue = extractField(document, field3);
      if (fieldValue == null)
        continue;
      const tokens = tokenize(stringifyField(fieldValue, field3), field3);
      const fieldId = this._fieldIds[field3];
      const uniqueTerms = new Set(tokens).size;
      this.addFieldLength(shortDocumentId, fieldId, this._documentCount - 1, uniqueTerms);
      for (const term of tokens) {
        const processedTerm = processTerm(term, field3);
        if (Array.isArray(processedTerm)) {
          for (const t of processedTerm) {
            this.addTerm(fieldId, shortDocumentId, t);
          }
        } else if (processedTerm) {
          this.addTerm(fieldId, shortDocumentId, processedTerm);
        }
      }
    }
  }
  /**
   * Adds all the given documents to the index
   *
   * @param documents  An array of documents to be indexed
   */
  addAll(documents) {
    for (const document of documents)
      this.add(document);
  }
  /**
   * Adds all the given documents to the index asynchronously.
   *
   * Returns a promise that resolves (to `undefined`) when the indexing is done.
   * This method is useful when index many documents, to avoid blocking the main
   * thread. The indexing is performed asynchronously and in chunks.
   *
   * @param documents  An array of documents to be indexed
   * @param options  Configuration options
   * @return A promise resolving to `undefined` when the indexing is done
   */
  addAllAsync(documents, options = {}) {
    const { chunkSize = 10 } = options;
    const acc = { chunk: [], promise: Promise.resolve() };
    const { chunk, promise } = documents.reduce(({ chunk: chunk2, promise: promise2 }, document, i) => {
      chunk2.push(document);
      if ((i + 1) % chunkSize === 0) {
        return {
          chunk: [],
          promise: promise2.then(() => new Promise((resolve2) => setTimeout(resolve2, 0))).then(() => this.addAll(chunk2))
        };
      } else {
        return { chunk: chunk2, promise: promise2 };
      }
    }, acc);
    return promise.then(() => this.addAll(chunk));
  }
  /**
   * Removes the given document from the index.
   *
   * The document to remove must NOT have changed between indexing and removal,
   * otherwise the index will be corrupted.
   *
   * This method requires passing the full document to be removed (not just the
   * ID), and immediately removes the document from the inverted index, allowing
   * memory to be released. A convenient alternative is {@link
   * MiniSearch#discard}, which needs only the document ID, and has the same
   * visible effect, but delays cleaning up the index until the next vacuuming.
   *
   * @param document  The document to be removed
   */
  remove(document) {
    const { tokenize, processTerm, extractField, stringifyField, fields, idField } = this._options;
    const id = extractField(document, idField);
    if (id == null) {
      throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    }
    const shortId = this._idToShortId.get(id);
    if (shortId == null) {
      throw new Error(`MiniSearch: cannot remove document with ID ${id}: it is not in the index`);
    }
    for (const field3 of fields) {
      const fieldValue = extractField(document, field3);
      if (fieldValue == null)
        continue;
      const tokens = tokenize(stringifyField(fieldValue, field3), field3);
      const fieldId = this._fieldIds[field3];
      const uniqueTerms = new Set(tokens).size;
      this.removeFieldLength(shortId, fieldId, this._documentCount, uniqueTerms);
      for (const term of tokens) {
        const processedTerm = processTerm(term, field3);
        if (Array.isArray(processedTerm)) {
          for (const t of processedTerm) {
            this.removeTerm(fieldId, shortId, t);
          }
        } else if (processedTerm) {
          this.removeTerm(fieldId, shortId, processedTerm);
        }
      }
    }
    this._storedFields.delete(shortId);
    this._documentIds.delete(shortId);
    this._idToShortId.delete(id);
    this._fieldLength.delete(shortId);
    this._documentCount -= 1;
  }
  /**
   * Removes all the given documents from the index. If called with no arguments,
   * it removes _all_ documents from the index.
   *
   * @param documents  The documents to be removed. If this argument is omitted,
   * all documents are removed. Note that, for removing all documents, it is
   * more efficient to call this method with no arguments than to pass all
   * documents.
   */
  removeAll(documents) {
    if (documents) {
      for (const document of documents)
        this.remove(document);
    } else if (arguments.length > 0) {
      throw new Error("Expected documents to be present. Omit the argument to remove all documents.");
    } else {
      this._index = new SearchableMap();
      this._documentCount = 0;
      this._documentIds = /* @__PURE__ */ new Map();
      this._idToShortId = /* @__PURE__ */ new Map();
      this._fieldLength = /* @__PURE__ */ new Map();
      this._avgFieldLength = [];
      this._storedFields = /* @__PURE__ */ new Map();
      this._nextId = 0;
    }
  }
  /**
   * Discards the document with the given ID, so it won't appear in search results
   *
   * It has the same visible effect of {@link MiniSearch.remove} (both cause the
   * document to stop appearing in searches), but a different effect on the
   * internal data structures:
   *
   *   - {@link MiniSearch#remove} requires passing the full document to be
   *   removed as argument, and removes it from the inverted index immediately.
   *
   *   - {@link MiniSearch#discard} instead only needs the document ID, and
   *   works by marking the current version of the document as discarded, so it
   *   is immediately ignored by searches. This is faster and more convenient
   *   than {@link MiniSearch#remove}, but the index is not immediately
   *   modified. To take care of that, vacuuming is performed after a certain
   *   number of documents are discarded, cleaning up the index and allowing
   *   memory to be released.
   *
   * After discarding a document, it is possible to re-add a new version, and
   * only the new version will appear in searches. In other words, discarding
   * and re-adding a document works exactly like removing and re-adding it. The
   * {@link MiniSearch.replace} method can also be used to replace a document
   * with a new version.
   *
   * #### Details about vacuuming
   *
   * Repetite calls to this method would leave obsolete document references in
   * the index, invisible to searches. Two mechanisms take care of cleaning up:
   * clean up during search, and vacuuming.
   *
   *   - Upon search, whenever a discarded ID is found (and ignored for the
   *   results), references to the discarded document are removed from the
   *   inverted index entries for the search terms. This ensures that subsequent
   *   searches for the same terms do not need to skip these obsolete references
   *   again.
   *
   *   - In addition, vacuuming is performed automatically by default (see the
   *   `autoVacuum` field in {@link Options}) after a certain number of
   *   documents are discarded. Vacuuming traverses all terms in the index,
   *   cleaning up all references to discarded documents. Vacuuming can also be
   *   triggered manually by calling {@link MiniSearch#vacuum}.
   *
   * @param id  The ID of the document to be discarded
   */
  discard(id) {
    const shortId = this._idToShortId.get(id);
    if (shortId == null) {
      throw new Error(`MiniSearch: cannot discard document with ID ${id}: it is not in the index`);
    }
    this._idToShortId.delete(id);
    this._documentIds.delete(shortId);
    this._storedFields.delete(shortId);
    (this._fieldLength.get(shortId) || []).forEach((fieldLength, fieldId) => {
      this.removeFieldLength(shortId, fieldId, this._documentCount, fieldLength);
    });
    this._fieldLength.delete(shortId);
    this._documentCount -= 1;
    this._dirtCount += 1;
    this.maybeAutoVacuum();
  }
  maybeAutoVacuum() {
    if (this._options.autoVacuum === false) {
      return;
    }
    const { minDirtFactor, minDirtCount, batchSize, batchWait } = this._options.autoVacuum;
    this.conditionalVacuum({ batchSize, batchWait }, { minDirtCount, minDirtFactor });
  }
  /**
   * Discards the documents with the given IDs, so they won't appear in search
   * results
   *
   * It is equivalent to calling {@link MiniSearch#discard} for all the given
   * IDs, but with the optimization of triggering at most one automatic
   * vacuuming at the end.
   *
   * Note: to remove all documents from the index, it is faster and more
   * convenient to call {@link MiniSearch.removeAll} with no argument, instead
   * of passing all IDs to this method.
   */
  discardAll(ids) {
    const autoVacuum = this._options.autoVacuum;
    try {
      this._options.autoVacuum = false;
      for (const id of ids) {
        this.discard(id);
      }
    } finally {
      this._options.autoVacuum = autoVacuum;
    }
    this.maybeAutoVacuum();
  }
  /**
   * It replaces an existing document with the given updated version
   *
   * It works by discarding the current version and adding the updated one, so
   * it is functionally equivalent to calling {@link MiniSearch#discard}
   * followed by {@link MiniSearch#add}. The ID of the updated document should
   * be the same as the original one.
   *
   * Since it uses {@link MiniSearch#discard} internally, this method relies on
   * vacuuming to clean up obsolete document references from the index, allowing
   * memory to be released (see {@link MiniSearch#discard}).
   *
   * @param updatedDocument  The updated document to replace the old version
   * with
   */
  replace(updatedDocument) {
    const { idField, extractField } = this._options;
    const id = extractField(updatedDocument, idField);
    this.discard(id);
    this.add(updatedDocument);
  }
  /**
   * Triggers a manual vacuuming, cleaning up references to discarded documents
   * from the inverted index
   *
   * Vacuuming is only useful for applications that use the {@link
   * MiniSearch#discard} or {@link MiniSearch#replace} methods.
   *
   * By default, vacuuming is performed automatically when needed (controlled by
   * the `autoVacuum` field in {@link Options}), so there is usually no need to
   * call this method, unless one wants to make sure to perform vacuuming at a
   * specific moment.
   *
   * Vacuuming traverses all terms in the inverted index in batches, and cleans
   * up references to discarded documents from the posting list, allowing memory
   * to be released.
   *
   * The method takes an optional object as argument with the following keys:
   *
   *   - `batchSize`: the size of each batch (1000 by default)
   *
   *   - `batchWait`: the number of milliseconds to wait between batches (10 by
   *   default)
   *
   * On large indexes, vacuuming could have a non-negligible cost: batching
   * avoids blocking the thread for long, diluting this cost so that it is not
   * negatively affecting the application. Nonetheless, this method should only
   * be called when necessary, and relying on automatic vacuuming is usually
   * better.
   *
   * It returns a promise that resolves (to undefined) when the clean up is
   * completed. If vacuuming is already ongoing at the time this method is
   * called, a new one is enqueued immediately after the ongoing one, and a
   * corresponding promise is returned. However, no more than one vacuuming is
   * enqueued on top of the ongoing one, even if this method is called more
   * times (enqueuing multiple ones would be useless).
   *
   * @param options  Configuration options for the batch size and delay. See
   * {@link VacuumOptions}.
   */
  vacuum(options = {}) {
    return this.conditionalVacuum(options);
  }
  conditionalVacuum(options, conditions) {
    if (this._currentVacuum) {
      this._enqueuedVacuumConditions = this._enqueuedVacuumConditions && conditions;
      if (this._enqueuedVacuum != null) {
        return this._enqueuedVacuum;
      }
      this._enqueuedVacuum = this._currentVacuum.then(() => {
        const conditions2 = this._enqueuedVacuumConditions;
        this._enqueuedVacuumConditions = defaultVacuumConditions;
        return this.performVacuuming(options, conditions2);
      });
      return this._enqueuedVacuum;
    }
    if (this.vacuumConditionsMet(conditions) === false) {
      return Promise.resolve();
    }
    this._currentVacuum = this.performVacuuming(options);
    return this._currentVacuum;
  }
  async performVacuuming(options, conditions) {
    const initialDirtCount = this._dirtCount;
    if (this.vacuumConditionsMet(conditions)) {
      const batchSize = options.batchSize || defaultVacuumOptions.batchSize;
      const batchWait = options.batchWait || defaultVacuumOptions.batchWait;
      let i = 1;
      for (const [term, fieldsData] of this._index) {
        for (const [fieldId, fieldIndex] of fieldsData) {
          for (const [shortId] of fieldIndex) {
            if (this._documentIds.has(shortId)) {
              continue;
            }
            if (fieldIndex.size <= 1) {
              fieldsData.delete(fieldId);
            } else {
              fieldIndex.delete(shortId);
            }
          }
        }
        if (this._index.get(term).size === 0) {
          this._index.delete(term);
        }
        if (i % batchSize === 0) {
          await new Promise((resolve2) => setTimeout(resolve2, batchWait));
        }
        i += 1;
      }
      this._dirtCount -= initialDirtCount;
    }
    await null;
    this._currentVacuum = this._enqueuedVacuum;
    this._enqueuedVacuum = null;
  }
  vacuumConditionsMet(conditions) {
    if (conditions == null) {
      return true;
    }
    let { minDirtCount, minDirtFactor } = conditions;
    minDirtCount = minDirtCount || defaultAutoVacuumOptions.minDirtCount;
    minDirtFactor = minDirtFactor || defaultAutoVacuumOptions.minDirtFactor;
    return this.dirtCount >= minDirtCount && this.dirtFactor >= minDirtFactor;
  }
  /**
   * Is `true` if a vacuuming operation is ongoing, `false` otherwise
   */
  get isVacuuming() {
    return this._currentVacuum != null;
  }
  /**
   * The number of documents discarded since the most recent vacuuming
   */
  get dirtCount() {
    return this._dirtCount;
  }
  /**
   * A number between 0 and 1 giving an indication about the proportion of
   * documents that are discarded, and can therefore be cleaned up by vacuuming.
   * A value close to 0 means that the index is relatively clean, while a higher
   * value means that the index is relatively dirty, and vacuuming could release
   * memory.
   */
  get dirtFactor() {
    return this._dirtCount / (1 + this._documentCount + this._dirtCount);
  }
  /**
   * Returns `true` if a document with the given ID is present in the index and
   * available for search, `false` otherwise
   *
   * @param id  The document ID
   */
  has(id) {
    return this._idToShortId.has(id);
  }
  /**
   * Returns the stored fields (as configured in the `storeFields` constructor
   * option) for the given document ID. Returns `undefined` if the document is
   * not present in the index.
   *
   * @param id  The document ID
   */
  getStoredFields(id) {
    const shortId = this._idToShortId.get(id);
    if (shortId == null) {
      return void 0;
    }
    return this._storedFields.get(shortId);
  }
  /**
   * Search for documents matching the given search query.
   *
   * The result is a list of scored document IDs matching the query, sorted by
   * descending score, and each including data about which terms were matched and
   * in which fields.
   *
   * ### Basic usage:
   *
   * ```javascript
   * // Search for "zen art motorcycle" with default options: terms have to match
   * // exactly, and individual terms are joined with OR
   * miniSearch.search('zen art motorcycle')
   * // => [ { id: 2, score: 2.77258, match: { ... } }, { id: 4, score: 1.38629, match: { ... } } ]
   * ```
   *
   * ### Restrict search to specific fields:
   *
   * ```javascript
   * // Search only in the 'title' field
   * miniSearch.search('zen', { fields: ['title'] })
   * ```
   *
   * ### Field boosting:
   *
   * ```javascript
   * // Boost a field
   * miniSearch.search('zen', { boost: { title: 2 } })
   * ```
   *
   * ### Prefix search:
   *
   * ```javascript
   * // Search for "moto" with prefix search (it will match documents
   * // containing terms that start with "moto" or "neuro")
   * miniSearch.search('moto neuro', { prefix: true })
   * ```
   *
   * ### Fuzzy search:
   *
   * ```javascript
   * // Search for "ismael" with fuzzy search (it will match documents containing
   * // terms similar to "ismael", with a maximum edit distance of 0.2 term.length
   * // (rounded to nearest integer)
   * miniSearch.search('ismael', { fuzzy: 0.2 })
   * ```
   *
   * ### Combining strategies:
   *
   * ```javascript
   * // Mix of exact match, prefix search, and fuzzy search
   * miniSearch.search('ismael mob', {
   *  prefix: true,
   *  fuzzy: 0.2
   * })
   * ```
   *
   * ### Advanced prefix and fuzzy search:
   *
   * ```javascript
   * // Perform fuzzy and prefix search depending on the search term. Here
   * // performing prefix and fuzzy search only on terms longer than 3 characters
   * miniSearch.search('ismael mob', {
   *  prefix: term => term.length > 3
   *  fuzzy: term => term.length > 3 ? 0.2 : null
   * })
   * ```
   *
   * ### Combine with AND:
   *
   * ```javascript
   * // Combine search terms with AND (to match only documents that contain both
   * // "motorcycle" and "art")
   * miniSearch.search('motorcycle art', { combineWith: 'AND' })
   * ```
   *
   * ### Combine with AND_NOT:
   *
   * There is also an AND_NOT combinator, that finds documents that match the
   * first term, but do not match any of the other terms. This combinator is
   * rarely useful with simple queries, and is meant to be used with advanced
   * query combinations (see later for more details).
   *
   * ### Filtering results:
   *
   * ```javascript
   * // Filter only results in the 'fiction' category (assuming that 'category'
   * // is a stored field)
   * miniSearch.search('motorcycle art', {
   *   filter: (result) => result.category === 'fiction'
   * })
   * ```
   *
   * ### Wildcard query
   *
   * Searching for an empty string (assuming the default tokenizer) returns no
   * results. Sometimes though, one needs to match all documents, like in a
   * "wildcard" search. This is possible by passing the special value
   * {@link MiniSearch.wildcard} as the query:
   *
   * ```javascript
   * // Return search results for all documents
   * miniSearch.search(MiniSearch.wildcard)
   * ```
   *
   * Note that search options such as `filter` and `boostDocument` are still
   * applied, influencing which results are returned, and their order:
   *
   * ```javascript
   * // Return search results for all documents in the 'fiction' category
   * miniSearch.search(MiniSearch.wildcard, {
   *   filter: (result) => result.category === 'fiction'
   * })
   * ```
   *
   * ### Advanced combination of queries:
   *
   * It is possible to combine different subqueries with OR, AND, and AND_NOT,
   * and even with different search options, by passing a query expression
   * tree object as the first argument, instead of a string.
   *
   * ```javascript
   * // Search for documents that contain "zen" and ("motorcycle" or "archery")
   * miniSearch.search({
   *   combineWith: 'AND',
   *   queries: [
   *     'zen',
   *     {
   *       combineWith: 'OR',
   *       queries: ['motorcycle', 'archery']
   *     }
   *   ]
   * })
   *
   * // Search for documents that contain ("apple" or "pear") but not "juice" and
   * // not "tree"
   * miniSearch.search({
   *   combineWith: 'AND_NOT',
   *   queries: [
   *     {
   *       combineWith: 'OR',
   *       queries: ['apple', 'pear']
   *     },
   *     'juice',
   *     'tree'
   *   ]
   * })
   * ```
   *
   * Each node in the expression tree can be either a string, or an object that
   * supports all {@link SearchOptions} fields, plus a `queries` array field for
   * subqueries.
   *
   * Note that, while this can become complicated to do by hand for complex or
   * deeply nested queries, it provides a formalized expression tree API for
   * external libraries that implement a parser for custom query languages.
   *
   * @param query  Search query
   * @param searchOptions  Search options. Each option, if not given, defaults to the corresponding value of `searchOptions` given to the constructor, or to the library default.
   */
  search(query, searchOptions = {}) {
    const { searchOptions: globalSearchOptions } = this._options;
    const searchOptionsWithDefaults = { ...globalSearchOptions, ...searchOptions };
    const rawResults = this.executeQuery(query, searchOptions);
    const results = [];
    for (const [docId, { score, terms, match }] of rawResults) {
      const quality = terms.length || 1;
      const result = {
        id: this._documentIds.get(docId),
        score: score * quality,
        terms: Object.keys(match),
        queryTerms: terms,
        match
      };
      Object.assign(result, this._storedFields.get(docId));
      if (searchOptionsWithDefaults.filter == null || searchOptionsWithDefaults.filter(result)) {
        results.push(result);
      }
    }
    if (query === _MiniSearch.wildcard && searchOptionsWithDefaults.boostDocument == null) {
      return results;
    }
    results.sort(byScore);
    return results;
  }
  /**
   * Provide suggestions for the given search query
   *
   * The result is a list of suggested modified search queries, derived from the
   * given search query, each with a relevance score, sorted by descending score.
   *
   * By default, it uses the same options used for search, except that by
   * default it performs prefix search on the last term of the query, and
   * combine terms with `'AND'` (requiring all query terms to match). Custom
   * options can be passed as a second argument. Defaults can be changed upon
   * calling the {@link MiniSearch} constructor, by passing a
   * `autoSuggestOptions` option.
   *
   * ### Basic usage:
   *
   * ```javascript
   * // Get suggestions for 'neuro':
   * miniSearch.autoSuggest('neuro')
   * // => [ { suggestion: 'neuromancer', terms: [ 'neuromancer' ], score: 0.46240 } ]
   * ```
   *
   * ### Multiple words:
   *
   * ```javascript
   * // Get suggestions for 'zen ar':
   * miniSearch.autoSuggest('zen ar')
   * // => [
   * //  { suggestion: 'zen archery art', terms: [ 'zen', 'archery', 'art' ], score: 1.73332 },
   * //  { suggestion: 'zen art', terms: [ 'zen', 'art' ], score: 1.21313 }
   * // ]
   * ```
   *
   * ### Fuzzy suggestions:
   *
   * ```javascript
   * // Correct spelling mistakes using fuzzy search:
   * miniSearch.autoSuggest('neromancer', { fuzzy: 0.2 })
   * // => [ { suggestion: 'neuromancer', terms: [ 'neuromancer' ], score: 1.03998 } ]
   * ```
   *
   * ### Filtering:
   *
   * ```javascript
   * // Get suggestions for 'zen ar', but only within the 'fiction' category
   * // (assuming that 'category' is a stored field):
   * miniSearch.autoSuggest('zen ar', {
   *   filter: (result) => result.category === 'fiction'
   * })
   * // => [
   * //  { suggestion: 'zen archery art', terms: [ 'zen', 'archery', 'art' ], score: 1.73332 },
   * //  { suggestion: 'zen art', terms: [ 'zen', 'art' ], score: 1.21313 }
   * // ]
   * ```
   *
   * @param queryString  Query string to be expanded into suggestions
   * @param options  Search options. The supported options and default values
   * are the same as for the {@link MiniSearch#search} method, except that by
   * default prefix search is performed on the last term in the query, and terms
   * are combined with `'AND'`.
   * @return  A sorted array of suggestions sorted by relevance score.
   */
  autoSuggest(queryString, options = {}) {
    options = { ...this._options.autoSuggestOptions, ...options };
    const suggestions = /* @__PURE__ */ new Map();
    for (const { score, terms } of this.search(queryString, options)) {
      const phrase = terms.join(" ");
      const suggestion = suggestions.get(phrase);
      if (suggestion != null) {
        suggestion.score += score;
        suggestion.count += 1;
      } else {
        suggestions.set(phrase, { score, terms, count: 1 });
      }
    }
    const results = [];
    for (const [suggestion, { score, terms, count: count2 }] of suggestions) {
      results.push({ suggestion, terms, score: score / count2 });
    }
    results.sort(byScore);
    return results;
  }
  /**
   * Total number of documents available to search
   */
  get documentCount() {
    return this._documentCount;
  }
  /**
   * Number of terms in the index
   */
  get termCount() {
    return this._index.size;
  }
  /**
   * Deserializes a JSON index (serialized with `JSON.stringify(miniSearch)`)
   * and instantiates a MiniSearch instance. It should be given the same options
   * originally used when serializing the index.
   *
   * ### Usage:
   *
   * ```javascript
   * // If the index was serialized with:
   * let miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * miniSearch.addAll(documents)
   *
   * const json = JSON.stringify(miniSearch)
   * // It can later be deserialized like this:
   * miniSearch = MiniSearch.loadJSON(json, { fields: ['title', 'text'] })
   * ```
   *
   * @param json  JSON-serialized index
   * @param options  configuration options, same as the constructor
   * @return An instance of MiniSearch deserialized from the given JSON.
   */
  static loadJSON(json, options) {
    if (options == null) {
      throw new Error("MiniSearch: loadJSON should be given the same options used when serializing the index");
    }
    return this.loadJS(JSON.parse(json), options);
  }
  /**
   * Async equivalent of {@link MiniSearch.loadJSON}
   *
   * This function is an alternative to {@link MiniSearch.loadJSON} that returns
   * a promise, and loads the index in batches, leaving pauses between them to avoid
   * blocking the main thread. It tends to be slower than the synchronous
   * version, but does not block the main thread, so it can be a better choice
   * when deserializing very large indexes.
   *
   * @param json  JSON-serialized index
   * @param options  configuration options, same as the constructor
   * @return A Promise that will resolve to an instance of MiniSearch deserialized from the given JSON.
   */
  static async loadJSONAsync(json, options) {
    if (options == null) {
      throw new Error("MiniSearch: loadJSON should be given the same options used when serializing the index");
    }
    return this.loadJSAsync(JSON.parse(json), options);
  }
  /**
   * Returns the default value of an option. It will throw an error if no option
   * with the given name exists.
   *
   * @param optionName  Name of the option
   * @return The default value of the given option
   *
   * ### Usage:
   *
   * ```javascript
   * // Get default tokenizer
   * MiniSearch.getDefault('tokenize')
   *
   * // Get default term processor
   * MiniSearch.getDefault('processTerm')
   *
   * // Unknown options will throw an error
   * MiniSearch.getDefault('notExisting')
   * // => throws 'MiniSearch: unknown option "notExisting"'
   * ```
   */
  static getDefault(optionName) {
    if (defaultOptions.hasOwnProperty(optionName)) {
      return getOwnProperty(defaultOptions, optionName);
    } else {
      throw new Error(`MiniSearch: unknown option "${optionName}"`);
    }
  }
  /**
   * @ignore
   */
  static loadJS(js2, options) {
    const { index, documentIds, fieldLength, storedFields, serializationVersion } = js2;
    const miniSearch2 = this.instantiateMiniSearch(js2, options);
    miniSearch2._documentIds = objectToNumericMap(documentIds);
    miniSearch2._fieldLength = objectToNumericMap(fieldLength);
    miniSearch2._storedFields = objectToNumericMap(storedFields);
    for (const [shortId, id] of miniSearch2._documentIds) {
      miniSearch2._idToShortId.set(id, shortId);
    }
    for (const [term, data] of index) {
      const dataMap = /* @__PURE__ */ new Map();
      for (const fieldId of Object.keys(data)) {
        let indexEntry = data[fieldId];
        if (serializationVersion === 1) {
          indexEntry = indexEntry.ds;
        }
        dataMap.set(parseInt(fieldId, 10), objectToNumericMap(indexEntry));
      }
      miniSearch2._index.set(term, dataMap);
    }
    return miniSearch2;
  }
  /**
   * @ignore
   */
  static async loadJSAsync(js2, options) {
    const { index, documentIds, fieldLength, storedFields, serializationVersion } = js2;
    const miniSearch2 = this.instantiateMiniSearch(js2, options);
    miniSearch2._documentIds = await objectToNumericMapAsync(documentIds);
    miniSearch2._fieldLength = await objectToNumericMapAsync(fieldLength);
    miniSearch2._storedFields = await objectToNumericMapAsync(storedFields);
    for (const [shortId, id] of miniSearch2._documentIds) {
      miniSearch2._idToShortId.set(id, shortId);
    }
    let count2 = 0;
    for (const [term, data] of index) {
      const dataMap = /* @__PURE__ */ new Map();
      for (const fieldId of Object.keys(data)) {
        let indexEntry = data[fieldId];
        if (serializationVersion === 1) {
          indexEntry = indexEntry.ds;
        }
        dataMap.set(parseInt(fieldId, 10), await objectToNumericMapAsync(indexEntry));
      }
      if (++count2 % 1e3 === 0)
        await wait(0);
      miniSearch2._index.set(term, dataMap);
    }
    return miniSearch2;
  }
  /**
   * @ignore
   */
  static instantiateMiniSearch(js2, options) {
    const { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion } = js2;
    if (serializationVersion !== 1 && serializationVersion !== 2) {
      throw new Error("MiniSearch: cannot deserialize an index created with an incompatible version");
    }
    const miniSearch2 = new _MiniSearch(options);
    miniSearch2._documentCount = documentCount;
    miniSearch2._nextId = nextId;
    miniSearch2._idToShortId = /* @__PURE__ */ new Map();
    miniSearch2._fieldIds = fieldIds;
    miniSearch2._avgFieldLength = averageFieldLength;
    miniSearch2._dirtCount = dirtCount || 0;
    miniSearch2._index = new SearchableMap();
    return miniSearch2;
  }
  /**
   * @ignore
   */
  executeQuery(query, searchOptions = {}) {
    if (query === _MiniSearch.wildcard) {
      return this.executeWildcardQuery(searchOptions);
    }
    if (typeof query !== "string") {
      const options2 = { ...searchOptions, ...query, queries: void 0 };
      const results2 = query.queries.map((subquery) => this.executeQuery(subquery, options2));
      return this.combineResults(results2, options2.combineWith);
    }
    const { tokenize, processTerm, searchOptions: globalSearchOptions } = this._options;
    const options = { tokenize, processTerm, ...globalSearchOptions, ...searchOptions };
    const { tokenize: searchTokenize, processTerm: searchProcessTerm } = options;
    const terms = searchTokenize(query).flatMap((term) => searchProcessTerm(term)).filter((term) => !!term);
    const queries = terms.map(termToQuerySpec(options));
    const results = queries.map((query2) => this.executeQuerySpec(query2, options));
    return this.combineResults(results, options.combineWith);
  }
  /**
   * @ignore
   */
  executeQuerySpec(query, searchOptions) {
    const options = { ...this._options.searchOptions, ...searchOptions };
    const boosts = (options.fields || this._options.fields).reduce((boosts2, field3) => ({ ...boosts2, [field3]: getOwnProperty(options.boost, field3) || 1 }), {});
    const { boostDocument, weights, maxFuzzy, bm25: bm25params } = options;
    const { fuzzy: fuzzyWeight, prefix: prefixWeight } = { ...defaultSearchOptions.weights, ...weights };
    const data = this._index.get(query.term);
    const results = this.termResults(query.term, query.term, 1, query.termBoost, data, boosts, boostDocument, bm25params);
    let prefixMatches;
    let fuzzyMatches;
    if (query.prefix) {
      prefixMatches = this._index.atPrefix(query.term);
    }
    if (query.fuzzy) {
      const fuzzy = query.fuzzy === true ? 0.2 : query.fuzzy;
      const maxDistance = fuzzy < 1 ? Math.min(maxFuzzy, Math.round(query.term.length * fuzzy)) : fuzzy;
      if (maxDistance)
        fuzzyMatches = this._index.fuzzyGet(query.term, maxDistance);
    }
    if (prefixMatches) {
      for (const [term, data2] of prefixMatches) {
        const distance2 = term.length - query.term.length;
        if (!distance2) {
          continue;
        }
        fuzzyMatches === null || fuzzyMatches === void 0 ? void 0 : fuzzyMatches.delete(term);
        const weight = prefixWeight * term.length / (term.length + 0.3 * distance2);
        this.termResults(query.term, term, weight, query.termBoost, data2, boosts, boostDocument, bm25params, results);
      }
    }
    if (fuzzyMatches) {
      for (const term of fuzzyMatches.keys()) {
        const [data2, distance2] = fuzzyMatches.get(term);
        if (!distance2) {
          continue;
        }
        const weight = fuzzyWeight * term.length / (term.length + distance2);
        this.termResults(query.term, term, weight, query.termBoost, data2, boosts, boostDocument, bm25params, results);
      }
    }
    return results;
  }
  /**
   * @ignore
   */
  executeWildcardQuery(searchOptions) {
    const results = /* @__PURE__ */ new Map();
    const options = { ...this._options.searchOptions, ...searchOptions };
    for (const [shortId, id] of this._documentIds) {
      const score = options.boostDocument ? options.boostDocument(id, "", this._storedFields.get(shortId)) : 1;
      results.set(shortId, {
        score,
        terms: [],
        match: {}
      });
    }
    return results;
  }
  /**
   * @ignore
   */
  combineResults(results, combineWith = OR) {
    if (results.length === 0) {
      return /* @__PURE__ */ new Map();
    }
    const operator = combineWith.toLowerCase();
    const combinator = combinators[operator];
    if (!combinator) {
      throw new Error(`Invalid combination operator: ${combineWith}`);
    }
    return results.reduce(combinator) || /* @__PURE__ */ new Map();
  }
  /**
   * Allows serialization of the index to JSON, to possibly store it and later
   * deserialize it with {@link MiniSearch.loadJSON}.
   *
   * Normally one does not directly call this method, but rather call the
   * standard JavaScript `JSON.stringify()` passing the {@link MiniSearch}
   * instance, and JavaScript will internally call this method. Upon
   * deserialization, one must pass to {@link MiniSearch.loadJSON} the same
   * options used to create the original instance that was serialized.
   *
   * ### Usage:
   *
   * ```javascript
   * // Serialize the index:
   * let miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * miniSearch.addAll(documents)
   * const json = JSON.stringify(miniSearch)
   *
   * // Later, to deserialize it:
   * miniSearch = MiniSearch.loadJSON(json, { fields: ['title', 'text'] })
   * ```
   *
   * @return A plain-object serializable representation of the search index.
   */
  toJSON() {
    const index = [];
    for (const [term, fieldIndex] of this._index) {
      const data = {};
      for (const [fieldId, freqs] of fieldIndex) {
        data[fieldId] = Object.fromEntries(freqs);
      }
      index.push([term, data]);
    }
    return {
      documentCount: this._documentCount,
      nextId: this._nextId,
      documentIds: Object.fromEntries(this._documentIds),
      fieldIds: this._fieldIds,
      fieldLength: Object.fromEntries(this._fieldLength),
      averageFieldLength: this._avgFieldLength,
      storedFields: Object.fromEntries(this._storedFields),
      dirtCount: this._dirtCount,
      index,
      serializationVersion: 2
    };
  }
  /**
   * @ignore
   */
  termResults(sourceTerm, derivedTerm, termWeight, termBoost, fieldTermData, fieldBoosts, boostDocumentFn, bm25params, results = /* @__PURE__ */ new Map()) {
    if (fieldTermData == null)
      return results;
    for (const field3 of Object.keys(fieldBoosts)) {
      const fieldBoost = fieldBoosts[field3];
      const fieldId = this._fieldIds[field3];
      const fieldTermFreqs = fieldTermData.get(fieldId);
      if (fieldTermFreqs == null)
        continue;
      let matchingFields = fieldTermFreqs.size;
      const avgFieldLength = this._avgFieldLength[fieldId];
      for (const docId of fieldTermFreqs.keys()) {
        if (!this._documentIds.has(docId)) {
          this.removeTerm(fieldId, docId, derivedTerm);
          matchingFields -= 1;
          continue;
        }
        const docBoost = boostDocumentFn ? boostDocumentFn(this._documentIds.get(docId), derivedTerm, this._storedFields.get(docId)) : 1;
        if (!docBoost)
          continue;
        const termFreq = fieldTermFreqs.get(docId);
        const fieldLength = this._fieldLength.get(docId)[fieldId];
        const rawScore = calcBM25Score(termFreq, matchingFields, this._documentCount, fieldLength, avgFieldLength, bm25params);
        const weightedScore = termWeight * termBoost * fieldBoost * docBoost * rawScore;
        const result = results.get(docId);
        if (result) {
          result.score += weightedScore;
          assignUniqueTerm(result.terms, sourceTerm);
          const match = getOwnProperty(result.match, derivedTerm);
          if (match) {
            match.push(field3);
          } else {
            result.match[derivedTerm] = [field3];
          }
        } else {
          results.set(docId, {
            score: weightedScore,
            terms: [sourceTerm],
            match: { [derivedTerm]: [field3] }
          });
        }
      }
    }
    return results;
  }
  /**
   * @ignore
   */
  addTerm(fieldId, documentId, term) {
    const indexData = this._index.fetch(term, createMap);
    let fieldIndex = indexData.get(fieldId);
    if (fieldIndex == null) {
      fieldIndex = /* @__PURE__ */ new Map();
      fieldIndex.set(documentId, 1);
      indexData.set(fieldId, fieldIndex);
    } else {
      const docs = fieldIndex.get(documentId);
      fieldIndex.set(documentId, (docs || 0) + 1);
    }
  }
  /**
   * @ignore
   */
  removeTerm(fieldId, documentId, term) {
    if (!this._index.has(term)) {
      this.warnDocumentChanged(documentId, fieldId, term);
      return;
    }
    const indexData = this._index.fetch(term, createMap);
    const fieldIndex = indexData.get(fieldId);
    if (fieldIndex == null || fieldIndex.get(documentId) == null) {
      this.warnDocumentChanged(documentId, fieldId, term);
    } else if (fieldIndex.get(documentId) <= 1) {
      if (fieldIndex.size <= 1) {
        indexData.delete(fieldId);
      } else {
        fieldIndex.delete(documentId);
      }
    } else {
      fieldIndex.set(documentId, fieldIndex.get(documentId) - 1);
    }
    if (this._index.get(term).size === 0) {
      this._index.delete(term);
    }
  }
  /**
   * @ignore
   */
  warnDocumentChanged(shortDocumentId, fieldId, term) {
    for (const fieldName of Object.keys(this._fieldIds)) {
      if (this._fieldIds[fieldName] === fieldId) {
        this._options.logger("warn", `MiniSearch: document with ID ${this._documentIds.get(shortDocumentId)} has changed before removal: term "${term}" was not present in field "${fieldName}". Removing a document after it has changed can corrupt the index!`, "version_conflict");
        return;
      }
    }
  }
  /**
   * @ignore
   */
  addDocumentId(documentId) {
    const shortDocumentId = this._nextId;
    this._idToShortId.set(documentId, shortDocumentId);
    this._documentIds.set(shortDocumentId, documentId);
    this._documentCount += 1;
    this._nextId += 1;
    return shortDocumentId;
  }
  /**
   * @ignore
   */
  addFields(fields) {
    for (let i = 0; i < fields.length; i++) {
      this._fieldIds[fields[i]] = i;
    }
  }
  /**
   * @ignore
   */
  addFieldLength(documentId, fieldId, count2, length) {
    let fieldLengths = this._fieldLength.get(documentId);
    if (fieldLengths == null)
      this._fieldLength.set(documentId, fieldLengths = []);
    fieldLengths[fieldId] = length;
    const averageFieldLength = this._avgFieldLength[fieldId] || 0;
    const totalFieldLength = averageFieldLength * count2 + length;
    this._avgFieldLength[fieldId] = totalFieldLength / (count2 + 1);
  }
  /**
   * @ignore
   */
  removeFieldLength(documentId, fieldId, count2, length) {
    if (count2 === 1) {
      this._avgFieldLength[fieldId] = 0;
      return;
    }
    const totalFieldLength = this._avgFieldLength[fieldId] * count2 - length;
    this._avgFieldLength[fieldId] = totalFieldLength / (count2 - 1);
  }
  /**
   * @ignore
   */
  saveStoredFields(documentId, doc) {
    const { storeFields, extractField } = this._options;
    if (storeFields == null || storeFields.length === 0) {
      return;
    }
    let documentFields = this._storedFields.get(documentId);
    if (documentFields == null)
      this._storedFields.set(documentId, documentFields = {});
    for (const fieldName of storeFields) {
      const fieldValue = extractField(doc, fieldName);
      if (fieldValue !== void 0)
        documentFields[fieldName] = fieldValue;
    }
  }
};
MiniSearch.wildcard = /* @__PURE__ */ Symbol("*");
var getOwnProperty = (object, property) => Object.prototype.hasOwnProperty.call(object, property) ? object[property] : void 0;
var combinators = {
  [OR]: (a, b) => {
    for (const docId of b.keys()) {
      const existing = a.get(docId);
      if (existing == null) {
        a.set(docId, b.get(docId));
      } else {
        const { score, terms, match } = b.get(docId);
        existing.score = existing.score + score;
        existing.match = Object.assign(existing.match, match);
        assignUniqueTerms(existing.terms, terms);
      }
    }
    return a;
  },
  [AND]: (a, b) => {
    const combined = /* @__PURE__ */ new Map();
    for (const docId of b.keys()) {
      const existing = a.get(docId);
      if (existing == null)
        continue;
      const { score, terms, match } = b.get(docId);
      assignUniqueTerms(existing.terms, terms);
      combined.set(docId, {
        score: existing.score + score,
        terms: existing.terms,
        match: Object.assign(existing.match, match)
      });
    }
    return combined;
  },
  [AND_NOT]: (a, b) => {
    for (const docId of b.keys())
      a.delete(docId);
    return a;
  }
};
var defaultBM25params = { k: 1.2, b: 0.7, d: 0.5 };
var calcBM25Score = (termFreq, matchingCount, totalCount, fieldLength, avgFieldLength, bm25params) => {
  const { k, b, d } = bm25params;
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return invDocFreq * (d + termFreq * (k + 1) / (termFreq + k * (1 - b + b * fieldLength / avgFieldLength)));
};
var termToQuerySpec = (options) => (term, i, terms) => {
  const fuzzy = typeof options.fuzzy === "function" ? options.fuzzy(term, i, terms) : options.fuzzy || false;
  const prefix = typeof options.prefix === "function" ? options.prefix(term, i, terms) : options.prefix === true;
  const termBoost = typeof options.boostTerm === "function" ? options.boostTerm(term, i, terms) : 1;
  return { term, fuzzy, prefix, termBoost };
};
var defaultOptions = {
  idField: "id",
  extractField: (document, fieldName) => document[fieldName],
  stringifyField: (fieldValue, fieldName) => fieldValue.toString(),
  tokenize: (text6) => text6.split(SPACE_OR_PUNCTUATION),
  processTerm: (term) => term.toLowerCase(),
  fields: void 0,
  searchOptions: void 0,
  storeFields: [],
  logger: (level, message) => {
    if (typeof (console === null || console === void 0 ? void 0 : console[level]) === "function")
      console[level](message);
  },
  autoVacuum: true
};
var defaultSearchOptions = {
  combineWith: OR,
  prefix: false,
  fuzzy: false,
  maxFuzzy: 6,
  boost: {},
  weights: { fuzzy: 0.45, prefix: 0.375 },
  bm25: defaultBM25params
};
var defaultAutoSuggestOptions = {
  combineWith: AND,
  prefix: (term, i, terms) => i === terms.length - 1
};
var defaultVacuumOptions = { batchSize: 1e3, batchWait: 10 };
var defaultVacuumConditions = { minDirtFactor: 0.1, minDirtCount: 20 };
var defaultAutoVacuumOptions = { ...defaultVacuumOptions, ...defaultVacuumConditions };
var assignUniqueTerm = (target, term) => {
  if (!target.includes(term))
    target.push(term);
};
var assignUniqueTerms = (target, source) => {
  for (const term of source) {
    if (!target.includes(term))
      target.push(term);
  }
};
var byScore = ({ score: a }, { score: b }) => b - a;
var createMap = () => /* @__PURE__ */ new Map();
var objectToNumericMap = (object) => {
  const map = /* @__PURE__ */ new Map();
  for (const key of Object.keys(object)) {
    map.set(parseInt(key, 10), object[key]);
  }
  return map;
};
var objectToNumericMapAsync = async (object) => {
  const map = /* @__PURE__ */ new Map();
  let count2 = 0;
  for (const key of Object.keys(object)) {
    map.set(parseInt(key, 10), object[key]);
    if (++count2 % 1e3 === 0) {
      await wait(0);
    }
  }
  return map;
};
var wait = (ms) => new Promise((resolve2) => setTimeout(resolve2, ms));
var SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

// src/site/search/search-options.ts
var QUICK_SEARCH_OPTIONS = {
  fields: ["title", "heading"],
  storeFields: ["title", "url", "section", "heading"],
  idField: "id",
  searchOptions: { boost: { title: 3, heading: 2 }, prefix: true, fuzzy: 0.15 }
};
var FULL_SEARCH_OPTIONS = {
  fields: ["title", "heading", "text"],
  storeFields: [],
  idField: "id",
  searchOptions: { boost: { title: 3, heading: 2 }, prefix: true, fuzzy: 0.15 }
};
var SEARCH_INDEX_PATH = "_docsgate/search.json";
function fullIndexPath(quickPath) {
  return quickPath.replace(/\.json$/, "-full.json");
}

// src/site/search/search-index.ts
function searchIndexPath(model, language) {
  if (language === void 0 || language === model.languages[0]) return SEARCH_INDEX_PATH;
  const safe = language.replace(/[^A-Za-z0-9-]/g, "_");
  const name = safe.length > MAX_LANGUAGE_NAME ? createHash5("sha256").update(language).digest("hex").slice(0, 16) : safe;
  return SEARCH_INDEX_PATH.replace(/\.json$/, `-${name}.json`);
}
var MAX_LANGUAGE_NAME = 32;
function searchIndexes(model) {
  if (model.languages.length === 0) return [{ path: SEARCH_INDEX_PATH }];
  return model.languages.map((language) => ({ path: searchIndexPath(model, language), language }));
}
function pagesOfIndex(model, pages, language) {
  if (language === void 0) return [...pages];
  const isDefault = language === model.languages[0];
  return pages.filter((page) => page.language === language || isDefault && page.language === void 0);
}
function searchDocuments(model, pages, rendered) {
  const sectionNames = new Map(model.sections.map((section2) => [section2.id, section2.name]));
  const documents = [];
  for (const page of pages) {
    const body = rendered.get(page.file);
    const section2 = page.group ?? sectionNames.get(page.section) ?? "";
    const add = (url, heading, text6) => documents.push({ id: documents.length, url, title: page.title, section: section2, heading, text: text6 });
    const parts = body?.textSections;
    if (!body || !parts) {
      add(page.href, "", body?.text ?? "");
      continue;
    }
    const headings = new Map(body.toc.map((entry) => [entry.id, entry.text]));
    add(page.href, "", parts.find((part) => part.id === "")?.text ?? "");
    for (const part of parts)
      if (part.id !== "") add(`${page.href}#${encodeURIComponent(part.id)}`, headings.get(part.id) ?? "", part.text);
  }
  return documents;
}
function quickIndexJson(documents) {
  return JSON.stringify(miniSearch(QUICK_SEARCH_OPTIONS, documents));
}
function fullIndexJson(documents) {
  const file = {
    index: miniSearch(FULL_SEARCH_OPTIONS, documents).toJSON(),
    texts: documents.map((document) => document.text)
  };
  return JSON.stringify(file);
}
function miniSearch(options, documents) {
  const index = new MiniSearch({
    ...options,
    fields: [...options.fields],
    storeFields: [...options.storeFields]
  });
  index.addAll(documents);
  return index;
}

// src/site/output/file-writer.ts
import { copyFileSync as copyFileSync2, mkdirSync as mkdirSync6, realpathSync as realpathSync3, writeFileSync as writeFileSync4 } from "node:fs";
import path22 from "node:path";
var FileWriter = class {
  constructor(outDir) {
    this.outDir = outDir;
  }
  outDir;
  folders = /* @__PURE__ */ new Set();
  realRoots = /* @__PURE__ */ new Map();
  /** Paths written, relative to the output folder. */
  written = [];
  write(relative, file) {
    if (file.kind === "copy" && file.underRoot && !this.staysUnder(file.from, file.underRoot)) return;
    const target = path22.join(this.outDir, ...relative.split("/"));
    const folder2 = path22.dirname(target);
    if (!this.folders.has(folder2)) {
      mkdirSync6(folder2, { recursive: true });
      this.folders.add(folder2);
    }
    if (file.kind === "text") writeFileSync4(target, file.text);
    else copyFileSync2(file.from, target);
    this.written.push(relative);
  }
  /**
   * The root's index already leaves out links that lead away; this checks again at copy time, so a
   * link changed since the scan cannot carry a file from elsewhere into the site.
   */
  staysUnder(file, root) {
    let realRoot = this.realRoots.get(root);
    if (!realRoot) {
      realRoot = realpathSync3(root);
      this.realRoots.set(root, realRoot);
    }
    try {
      return realpathSync3(file).startsWith(realRoot + path22.sep);
    } catch {
      return false;
    }
  }
};

// src/site/output/site-writer.ts
var SiteWriteError = class extends Error {
};
var SiteWriter = class {
  files;
  /** The first file that could not be written: the rest are not tried, and `finish()` throws it. */
  failure;
  searchMs = 0;
  constructor(outDir) {
    this.files = new FileWriter(outDir);
  }
  write(path27, file) {
    if (this.failure !== void 0) return;
    try {
      this.files.write(path27, file);
    } catch (error) {
      this.failure = errorText(error);
    }
  }
  /** Builds the search index of these documents and writes it at `path` (and its full twin beside it). */
  searchIndex(path27, documents) {
    if (this.failure !== void 0) return;
    const start = performance.now();
    const quick = quickIndexJson(documents);
    const full = fullIndexJson(documents);
    this.searchMs += performance.now() - start;
    this.write(path27, { kind: "text", text: quick });
    this.write(fullIndexPath(path27), { kind: "text", text: full });
  }
  /** Every path written, and the time the search indexes took; throws what went wrong writing. */
  finish() {
    if (this.failure !== void 0) throw new SiteWriteError(`Could not write the site: ${this.failure}`);
    return { written: this.files.written, searchMs: Math.round(this.searchMs) };
  }
};
function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/site/site-check.ts
import { mkdtempSync as mkdtempSync2, rmSync as rmSync5 } from "node:fs";
import os from "node:os";
import path25 from "node:path";

// src/site/build-site.ts
import { readdirSync as readdirSync4, statSync as statSync3 } from "node:fs";
import path24 from "node:path";

// src/site/api/api-settings.ts
var DISPLAY_MODES = { interactive: "show", simple: "simple", none: "hide" };
function apiPageSettings(config) {
  const api = objectOr(objectOr(config).api);
  const mdx = objectOr(api.mdx);
  const playground = objectOr(api.playground);
  const mode = typeof playground.mode === "string" ? playground.mode : typeof playground.display === "string" ? DISPLAY_MODES[playground.display] : void 0;
  const auth = endpointAuth(objectOr(api.auth ?? mdx.auth));
  return {
    baseUrls: [...strings(api.baseUrl), ...strings(mdx.server)],
    ...auth ? { auth } : {},
    playground: mode === "show" || mode === "simple" || mode === "hide" ? mode : "show",
    maintainOrder: api.maintainOrder === true
  };
}
function endpointAuth(auth) {
  const name = typeof auth.name === "string" && auth.name.trim() ? auth.name.trim() : void 0;
  const prefix = typeof auth.inputPrefix === "string" && auth.inputPrefix ? { inputPrefix: auth.inputPrefix } : {};
  switch (auth.method) {
    case "bearer":
      return { method: "bearer", ...prefix };
    case "basic": {
      const [usernameName, passwordName] = name?.includes(":") ? name.split(":", 2) : [];
      return {
        method: "basic",
        usernameName: usernameName?.trim() || "username",
        passwordName: passwordName?.trim() || "password",
        ...prefix
      };
    }
    // A key without a name says nothing of the header to send: the spec's scheme decides.
    case "key":
      return name ? { method: "key", name, in: "header", ...prefix } : void 0;
    default:
      return void 0;
  }
}
function strings(value) {
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value))
    return value.filter((item) => typeof item === "string" && item.trim() !== "").map((item) => item.trim());
  return [];
}
function objectOr(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
}

// src/site/api/schema-view.ts
import path23 from "node:path";
var MAX_DEPTH = 12;
var MAX_NODES = 5e3;
var NESTING = ["$ref", "allOf", "oneOf", "anyOf", "properties", "additionalProperties", "items"];
var SchemaViews = class {
  constructor(spec) {
    this.spec = spec;
  }
  spec;
  nodes = 0;
  view(at) {
    return this.build(at, [], 0);
  }
  build(at, stack, depth) {
    const followed = this.follow(at);
    if (!followed) return {};
    const { target, refName } = followed;
    const schema = target.node;
    if (!isObject3(schema)) return {};
    const name = typeof schema.title === "string" ? schema.title : refName;
    const id = nodeId(target);
    if (stack.includes(id)) return { circular: name ?? "schema" };
    this.nodes += 1;
    if ((depth >= MAX_DEPTH || this.nodes > MAX_NODES) && NESTING.some((key) => Object.hasOwn(schema, key)))
      return cut(schema, name);
    const inner = [...stack, id];
    let view = this.own(target, schema, inner, depth);
    if (name !== void 0) view = { name, ...view };
    for (const part of this.parts(target, schema)) {
      const partView = this.build(part, inner, depth + 1);
      if (partView.circular === void 0 || !hasShape(view)) view = mergeViews(view, partView);
    }
    if (view.type === void 0 && view.properties) view.type = "object";
    else if (view.type === void 0 && view.items) view.type = "array";
    return view;
  }
  /** Follows `$ref`s until a schema with keywords of its own; the name is the last component it came through. */
  follow(at) {
    let target = at;
    let refName;
    const seen = /* @__PURE__ */ new Set();
    for (let ref = refOf(target.node); ref !== void 0 && !hasSiblings(target.node); ref = refOf(target.node)) {
      const id = nodeId(target);
      if (seen.has(id)) return void 0;
      seen.add(id);
      const next = refTarget(this.spec, target.document, ref);
      if (!next) return void 0;
      target = next;
      refName = next.pointer.at(-1) ?? path23.posix.basename(next.document).replace(/\.[^.]*$/, "");
    }
    return { target, ...refName !== void 0 ? { refName } : {} };
  }
  /** The schemas merged into this one: the one its `$ref` names when it has siblings, then its `allOf`. */
  parts(at, schema) {
    const parts = [];
    const ref = refOf(schema);
    if (ref !== void 0) parts.push({ ...at, node: { $ref: ref } });
    const allOf = childOf(at, "allOf");
    if (allOf && Array.isArray(allOf.node)) allOf.node.forEach((_, i) => parts.push(childOf(allOf, i)));
    return parts;
  }
  /** The view of the schema's own keywords. */
  own(at, schema, stack, depth) {
    const view = {};
    const type = typeName(schema.type);
    if (type !== void 0) view.type = type;
    if (typeof schema.format === "string") view.format = schema.format;
    if (typeof schema.description === "string") view.description = schema.description;
    if (Array.isArray(schema.enum)) view.enum = schema.enum;
    if (schema.default !== void 0) view.default = schema.default;
    if (schema.example !== void 0) view.example = schema.example;
    else if (Array.isArray(schema.examples) && schema.examples.length) view.example = schema.examples[0];
    if (schema.const !== void 0) view.constant = schema.const;
    for (const flag of ["deprecated", "readOnly", "writeOnly", "nullable"])
      if (schema[flag] === true) view[flag] = true;
    if (schema["x-nullable"] === true) view.nullable = true;
    const constraints = constraintsOf(schema);
    if (constraints.length) view.constraints = constraints;
    const properties = this.properties(at, schema, stack, depth);
    if (properties) view.properties = properties;
    const additional = childOf(at, "additionalProperties");
    if (additional?.node === true || isObject3(additional?.node) && Object.keys(additional.node).length === 0)
      view.additionalProperties = true;
    else if (additional && isObject3(additional.node))
      view.additionalProperties = this.build(additional, stack, depth + 1);
    const items = childOf(at, "items");
    if (items && isObject3(items.node)) view.items = this.build(items, stack, depth + 1);
    const variants = this.variants(at, stack, depth);
    if (variants) view.variants = variants;
    return view;
  }
  properties(at, schema, stack, depth) {
    const properties = childOf(at, "properties");
    if (!properties || !isObject3(properties.node)) return void 0;
    const required = new Set(
      Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : []
    );
    return Object.keys(properties.node).map((name) => ({
      name,
      required: required.has(name),
      schema: this.build(childOf(properties, name), stack, depth + 1)
    }));
  }
  variants(at, stack, depth) {
    for (const kind of ["oneOf", "anyOf"]) {
      const list2 = childOf(at, kind);
      if (!list2 || !Array.isArray(list2.node)) continue;
      const options = list2.node.flatMap(
        (option, i) => isObject3(option) ? [this.build(childOf(list2, i), stack, depth + 1)] : []
      );
      if (options.length) return { kind, options };
    }
    return void 0;
  }
};
function cut(schema, name) {
  if (name !== void 0) return { circular: name };
  const type = typeName(schema.type);
  return type !== void 0 ? { type } : {};
}
function typeName(type) {
  if (typeof type === "string") return type;
  if (!Array.isArray(type)) return void 0;
  const names = type.filter((name) => typeof name === "string");
  return names.length ? names.join(" | ") : void 0;
}
function constraintsOf(schema) {
  const found = [];
  const number = (key) => typeof schema[key] === "number" ? schema[key] : void 0;
  for (const [limit, exclusive, inclusiveWord, exclusiveWord] of [
    ["minimum", "exclusiveMinimum", ">=", ">"],
    ["maximum", "exclusiveMaximum", "<=", "<"]
  ]) {
    const value = number(limit);
    if (value !== void 0) found.push(`${schema[exclusive] === true ? exclusiveWord : inclusiveWord} ${value}`);
    const exclusiveValue = number(exclusive);
    if (exclusiveValue !== void 0) found.push(`${exclusiveWord} ${exclusiveValue}`);
  }
  const words = [
    ["minLength", "length >="],
    ["maxLength", "length <="],
    ["minItems", "items >="],
    ["maxItems", "items <="],
    ["minProperties", "properties >="],
    ["maxProperties", "properties <="],
    ["multipleOf", "multiple of"]
  ];
  for (const [key, word] of words) {
    const value = number(key);
    if (value !== void 0) found.push(`${word} ${value}`);
  }
  if (typeof schema.pattern === "string") found.push(`pattern ${schema.pattern}`);
  if (schema.uniqueItems === true) found.push("unique items");
  return found;
}
function mergeViews(a, b) {
  const merged = { ...b, ...a };
  if (a.properties || b.properties) {
    const properties = (a.properties ?? []).map((property) => ({ ...property }));
    for (const property of b.properties ?? []) {
      const same = properties.find((existing) => existing.name === property.name);
      if (!same) properties.push(property);
      else {
        same.required ||= property.required;
        same.schema = mergeViews(same.schema, property.schema);
      }
    }
    merged.properties = properties;
  }
  if (a.constraints || b.constraints)
    merged.constraints = [.../* @__PURE__ */ new Set([...a.constraints ?? [], ...b.constraints ?? []])];
  for (const flag of ["deprecated", "readOnly", "writeOnly", "nullable"])
    if (a[flag] || b[flag]) merged[flag] = true;
  return merged;
}
function hasShape(view) {
  return view.type !== void 0 || view.properties !== void 0 || view.items !== void 0 || view.variants !== void 0 || view.additionalProperties !== void 0;
}
function hasSiblings(node) {
  return isObject3(node) && Object.keys(node).some((key) => key !== "$ref");
}
function isObject3(node) {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

// src/site/api/build-endpoint.ts
var LOCATIONS = /* @__PURE__ */ new Set(["path", "query", "header", "cookie"]);
var IGNORED_HEADERS = /* @__PURE__ */ new Set(["accept", "content-type", "authorization"]);
var FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];
function buildEndpoint(spec, method, path27, api, under = "paths") {
  const root = specRoot(spec);
  const lower = method.toLowerCase();
  if (!root || !isObject4(root.node) || !HTTP_METHODS.has(lower)) return void 0;
  const item = field(spec, field(spec, root, under), path27);
  const operation = field(spec, item, lower);
  if (!item || !operation || !isObject4(operation.node)) return void 0;
  const at = {
    spec,
    root,
    item,
    operation,
    swagger: root.node.swagger === "2.0",
    views: new SchemaViews(spec)
  };
  const op = operation.node;
  const merged = parameterNodes(at);
  const body = at.swagger ? swaggerBody(at, merged) : requestBody(at);
  const auth = api.auth ?? specAuth(at);
  return {
    method: lower,
    path: path27,
    baseUrls: api.baseUrls.length ? [...api.baseUrls] : at.swagger ? swaggerBaseUrls(at) : serverUrls(at),
    ...typeof op.summary === "string" ? { summary: op.summary } : {},
    ...typeof op.description === "string" ? { description: op.description } : {},
    ...op.deprecated === true ? { deprecated: true } : {},
    ...typeof op.operationId === "string" ? { operationId: op.operationId } : {},
    parameters: merged.flatMap((parameter) => parameterOf(at, parameter) ?? []),
    ...body ? { body } : {},
    responses: responses(at),
    ...auth ? { auth } : {},
    codeSamples: codeSamples(at)
  };
}
function parameterNodes(at) {
  const merged = [];
  const index = /* @__PURE__ */ new Map();
  for (const [level, owner] of [
    ["path", at.item],
    ["operation", at.operation]
  ]) {
    const seen = /* @__PURE__ */ new Set();
    for (const parameter of list(at, owner, "parameters")) {
      const { name, in: location } = parameter.node;
      if (typeof name !== "string" || typeof location !== "string") continue;
      const key = `${location}
${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const existing = index.get(key);
      if (existing !== void 0 && level === "operation") merged[existing] = parameter;
      else if (existing === void 0) {
        index.set(key, merged.length);
        merged.push(parameter);
      }
    }
  }
  return merged;
}
function parameterOf(at, parameter) {
  const node = parameter.node;
  const location = node.in;
  if (!LOCATIONS.has(location)) return void 0;
  if (!at.swagger && location === "header" && IGNORED_HEADERS.has(node.name.toLowerCase()))
    return void 0;
  const schema = parameterSchema(at, parameter);
  const example = firstDefined(exampleOf(at, parameter), node["x-example"], schema.example);
  return {
    name: node.name,
    in: location,
    // A path parameter is always required, whatever the spec says (the linter reports it).
    required: location === "path" || node.required === true,
    ...node.deprecated === true ? { deprecated: true } : {},
    ...typeof node.description === "string" ? { description: node.description } : {},
    schema,
    ...example !== void 0 ? { example } : {}
  };
}
function parameterSchema(at, parameter) {
  const schema = childOf(parameter, "schema");
  if (schema) return at.views.view(schema);
  if (at.swagger) return swaggerParameterSchema(at, parameter, false);
  const content = media(at, field(at.spec, parameter, "content"));
  const contentSchema = content && childOf(content.at, "schema");
  return contentSchema ? at.views.view(contentSchema) : {};
}
function swaggerParameterSchema(at, parameter, described) {
  const { name: _name, in: _in, required: _required, description, ...keywords } = parameter.node;
  const view = at.views.view({
    ...parameter,
    node: described && description !== void 0 ? { ...keywords, description } : keywords
  });
  return view.type === "file" ? { ...view, type: "string", format: "binary" } : view;
}
function requestBody(at) {
  const body = field(at.spec, at.operation, "requestBody");
  if (!body || !isObject4(body.node)) return void 0;
  const content = media(at, field(at.spec, body, "content"));
  if (!content) return void 0;
  const schemaAt = childOf(content.at, "schema");
  const schema = schemaAt && isObject4(schemaAt.node) ? at.views.view(schemaAt) : void 0;
  const example = firstDefined(exampleOf(at, content.at), schema?.example);
  return {
    required: body.node.required === true,
    ...typeof body.node.description === "string" ? { description: body.node.description } : {},
    contentType: content.type,
    ...schema ? { schema } : {},
    ...example !== void 0 ? { example } : {}
  };
}
function swaggerBody(at, parameters) {
  const consumes = mediaTypes(at, "consumes");
  const bodyParameter = parameters.find((parameter) => parameter.node.in === "body");
  if (bodyParameter) {
    const schemaAt = childOf(bodyParameter, "schema");
    const schema = schemaAt && isObject4(schemaAt.node) ? at.views.view(schemaAt) : void 0;
    const example = firstDefined(bodyParameter.node["x-example"], schema?.example);
    return {
      required: bodyParameter.node.required === true,
      ...typeof bodyParameter.node.description === "string" ? { description: bodyParameter.node.description } : {},
      contentType: preferredType(consumes) ?? "application/json",
      ...schema ? { schema } : {},
      ...example !== void 0 ? { example } : {}
    };
  }
  const fields = parameters.filter((parameter) => parameter.node.in === "formData");
  if (!fields.length) return void 0;
  const properties = fields.map((parameter) => ({
    name: parameter.node.name,
    required: parameter.node.required === true,
    schema: swaggerParameterSchema(at, parameter, true)
  }));
  const hasFile = properties.some((property) => property.schema.format === "binary");
  return {
    required: properties.some((property) => property.required),
    contentType: consumes.find((type) => FORM_TYPES.includes(type)) ?? (hasFile ? FORM_TYPES[0] : FORM_TYPES[1]),
    schema: { type: "object", properties }
  };
}
function responses(at) {
  const map = field(at.spec, at.operation, "responses");
  if (!map || !isObject4(map.node)) return [];
  const found = [];
  for (const status of Object.keys(map.node)) {
    if (status.startsWith("x-")) continue;
    const response = field(at.spec, map, status);
    if (!response || !isObject4(response.node)) continue;
    const description = typeof response.node.description === "string" ? { description: response.node.description } : {};
    found.push({
      status,
      ...description,
      ...at.swagger ? swaggerResponse(at, response) : responseContent(at, response)
    });
  }
  return found;
}
function responseContent(at, response) {
  const content = media(at, field(at.spec, response, "content"));
  if (!content) return {};
  const schemaAt = childOf(content.at, "schema");
  const schema = schemaAt && isObject4(schemaAt.node) ? at.views.view(schemaAt) : void 0;
  const example = firstDefined(exampleOf(at, content.at), schema?.example);
  return { contentType: content.type, ...schema ? { schema } : {}, ...example !== void 0 ? { example } : {} };
}
function swaggerResponse(at, response) {
  const node = response.node;
  const schemaAt = childOf(response, "schema");
  const schema = schemaAt && isObject4(schemaAt.node) ? at.views.view(schemaAt) : void 0;
  const examples = isObject4(node.examples) ? node.examples : {};
  if (!schema && !Object.keys(examples).length) return {};
  const produces = mediaTypes(at, "produces");
  const contentType = preferredType([...produces, ...Object.keys(examples)]) ?? "application/json";
  const example = firstDefined(
    Object.hasOwn(examples, contentType) ? examples[contentType] : Object.values(examples)[0],
    schema?.example
  );
  return { contentType, ...schema ? { schema } : {}, ...example !== void 0 ? { example } : {} };
}
function media(at, content) {
  if (!content || !isObject4(content.node)) return void 0;
  const type = preferredType(Object.keys(content.node));
  const chosen = type === void 0 ? void 0 : field(at.spec, content, type);
  return chosen && type !== void 0 && isObject4(chosen.node) ? { type, at: chosen } : void 0;
}
function preferredType(types) {
  const essence = (type) => type.split(";")[0].trim().toLowerCase();
  return types.find((type) => essence(type) === "application/json") ?? types.find((type) => /[/+]json$/.test(essence(type))) ?? types[0];
}
function mediaTypes(at, key) {
  const own = at.operation.node[key];
  const types = Array.isArray(own) ? own : at.root.node[key];
  return Array.isArray(types) ? types.filter((type) => typeof type === "string") : [];
}
function exampleOf(at, owner) {
  const node = owner.node;
  if (node.example !== void 0) return node.example;
  const examples = childOf(owner, "examples");
  if (!examples || !isObject4(examples.node)) return void 0;
  const first = Object.keys(examples.node)[0];
  const example = first === void 0 ? void 0 : field(at.spec, examples, first);
  return example && isObject4(example.node) ? example.node.value : void 0;
}
function serverUrls(at) {
  for (const owner of [at.operation, at.item, at.root]) {
    const servers = list(at, owner, "servers");
    const urls = servers.flatMap(
      (server) => typeof server.node.url === "string" ? [withVariables(server.node.url, server.node.variables)] : []
    );
    if (urls.length) return urls;
  }
  return [];
}
function withVariables(url, variables) {
  if (!isObject4(variables)) return url;
  return url.replace(/\{([^{}]+)\}/g, (written, name) => {
    const variable = Object.hasOwn(variables, name) ? variables[name] : void 0;
    const value = isObject4(variable) ? variable.default : void 0;
    return typeof value === "string" || typeof value === "number" ? String(value) : written;
  });
}
function swaggerBaseUrls(at) {
  const { host, basePath } = at.root.node;
  const base = typeof basePath === "string" ? basePath : "";
  if (typeof host !== "string" || !host) return base ? [base] : [];
  const own = at.operation.node.schemes;
  const written = Array.isArray(own) ? own : at.root.node.schemes;
  const schemes = Array.isArray(written) ? written.filter((scheme) => typeof scheme === "string") : [];
  return (schemes.length ? schemes : ["https"]).map((scheme) => `${scheme}://${host}${base}`);
}
function specAuth(at) {
  const own = at.operation.node.security;
  const security = Array.isArray(own) ? own : at.root.node.security;
  if (!Array.isArray(security)) return void 0;
  const schemes = at.swagger ? field(at.spec, at.root, "securityDefinitions") : field(at.spec, field(at.spec, at.root, "components"), "securitySchemes");
  for (const requirement of security) {
    if (!isObject4(requirement)) continue;
    for (const name of Object.keys(requirement)) {
      const scheme = field(at.spec, schemes, name);
      const auth = scheme && isObject4(scheme.node) ? authOf(scheme.node) : void 0;
      if (auth) return auth;
    }
  }
  return void 0;
}
function authOf(scheme) {
  const type = scheme.type;
  const httpScheme = typeof scheme.scheme === "string" ? scheme.scheme.toLowerCase() : "";
  if (type === "http" && httpScheme === "bearer" || type === "oauth2" || type === "openIdConnect")
    return { method: "bearer" };
  if (type === "http" && httpScheme === "basic" || type === "basic")
    return { method: "basic", usernameName: "username", passwordName: "password" };
  if (type === "apiKey" && typeof scheme.name === "string" && (scheme.in === "header" || scheme.in === "query" || scheme.in === "cookie")) {
    return { method: "key", name: scheme.name, in: scheme.in };
  }
  return void 0;
}
function codeSamples(at) {
  const key = at.operation.node["x-codeSamples"] !== void 0 ? "x-codeSamples" : "x-code-samples";
  return list(at, at.operation, key).flatMap(({ node }) => {
    const { lang, label, source } = node;
    if (typeof lang !== "string" || typeof source !== "string") return [];
    return [{ lang, ...typeof label === "string" ? { label } : {}, source }];
  });
}
function list(at, owner, key) {
  const found = field(at.spec, owner, key);
  if (!found || !Array.isArray(found.node)) return [];
  return found.node.flatMap((_, i) => {
    const entry = field(at.spec, found, i);
    return entry && isObject4(entry.node) ? [entry] : [];
  });
}
function firstDefined(...values) {
  return values.find((value) => value !== void 0);
}
function isObject4(node) {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

// src/site/api/field-order.ts
function orderFields(fields, maintainOrder) {
  if (maintainOrder) return [...fields];
  return [...fields].sort((a, b) => Number(b.required) - Number(a.required) || compareNames(a.name, b.name));
}
function compareNames(a, b) {
  const folded = a.toLowerCase().localeCompare(b.toLowerCase(), "en");
  return folded !== 0 ? folded : a < b ? -1 : a > b ? 1 : 0;
}

// src/site/api/markdown.ts
function markdownNodes(markdown) {
  const tree = fromMarkdown(markdown, {
    extensions: [gfmTable(), gfmStrikethrough()],
    mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()]
  });
  const hast = toHast(tree);
  dropUnsafeUrls(hast.children);
  return hast.children;
}
function dropUnsafeUrls(nodes) {
  for (const node of nodes) {
    if (node.type !== "element") continue;
    for (const key of ["href", "src"]) {
      const value = node.properties[key];
      if (typeof value === "string" && safeUrl(key === "src" ? "image" : "link", value) === void 0)
        delete node.properties[key];
    }
    dropUnsafeUrls(node.children);
  }
}

// src/site/api/playground-html.ts
var LOCATION_TITLES = { path: "Path parameters", query: "Query parameters", header: "Headers" };
function renderPlayground(endpoint, options) {
  if (options.mode === "hide") return "";
  const method = endpoint.method.toUpperCase();
  if (options.mode === "simple") {
    const base = endpoint.baseUrls[0];
    const url = base === void 0 ? endpoint.path : joinUrl(base, endpoint.path);
    return `<div class="playground playground-simple"><div class="playground-bar">${methodBadge(endpoint.method)}<code class="playground-url">${escapeHtml(url)}</code></div></div>`;
  }
  const id = `pg-${hash(`${endpoint.method} ${endpoint.path}`)}`;
  const sent = endpoint.parameters.filter(
    (parameter) => parameter.in !== "cookie" && !setByPlayground(endpoint, parameter)
  );
  const body = endpoint.body && method !== "GET" && method !== "HEAD" ? endpoint.body : void 0;
  const data = {
    method,
    path: endpoint.path,
    baseUrls: endpoint.baseUrls,
    parameters: sent.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      array: isArray(parameter.schema)
    })),
    ...body ? { body: { contentType: body.contentType, required: body.required } } : {},
    ...endpoint.auth ? { auth: endpoint.auth } : {}
  };
  const groups = [authGroup(endpoint.auth, id)];
  for (const location of ["path", "query", "header"]) {
    const fields = sent.flatMap(
      (parameter, index) => parameter.in === location ? [parameterField(parameter, index, id)] : []
    );
    if (fields.length > 0) groups.push(group(LOCATION_TITLES[location], fields.join("")));
  }
  groups.push(cookieGroup(endpoint.parameters.filter((parameter) => parameter.in === "cookie")));
  if (body)
    groups.push(bodyGroup(body.contentType, body.required, options.bodyExample ?? body.example, id, body.schema));
  return [
    `<section class="playground"${attributes({ "aria-label": `Try it: ${method} ${endpoint.path}`, "data-playground": true })}>`,
    // `<` escaped: no text from the spec can close the script element early.
    `<script type="application/json" class="playground-data">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`,
    '<form class="playground-form" novalidate>',
    `<div class="playground-bar">${methodBadge(endpoint.method)}${serverControl(endpoint.baseUrls, id)}<code class="playground-url">${fixedBase(endpoint.baseUrls)}<span class="playground-path">${pathHtml(endpoint.path)}</span></code><button type="submit" class="playground-send">Send</button></div>`,
    groups.join(""),
    '<div class="playground-message" role="alert" hidden></div>',
    "</form>",
    '<div class="playground-response" aria-live="polite" hidden>',
    '<div class="playground-response-head"><span class="playground-status"></span><span class="playground-time"></span></div>',
    '<details class="playground-headers"><summary>Response headers</summary><dl></dl>',
    '<p class="playground-note">Only the headers the server lets this site read (Access-Control-Expose-Headers) are listed.</p></details>',
    // Scrolls when the body is long: focusable, so that a keyboard scrolls it too.
    '<pre class="playground-body" tabindex="0" role="group" aria-label="Response body"><code class="hljs"></code></pre>',
    "</div>",
    "</section>"
  ].join("");
}
function methodBadge(method) {
  const lower = method.toLowerCase();
  return `<span class="method-badge${/^[a-z]+$/.test(lower) ? ` method-${lower}` : ""}">${escapeHtml(method.toUpperCase())}</span>`;
}
function joinUrl(base, path27) {
  return base.replace(/\/+$/, "") + (path27.startsWith("/") ? path27 : `/${path27}`);
}
function hash(text6) {
  let value = 2166136261;
  for (let i = 0; i < text6.length; i++) value = Math.imul(value ^ text6.charCodeAt(i), 16777619);
  return (value >>> 0).toString(36);
}
function setByPlayground(endpoint, parameter) {
  if (parameter.in !== "header") return false;
  const name = parameter.name.toLowerCase();
  const auth = endpoint.auth;
  if (name === "content-type") return endpoint.body !== void 0;
  if (name === "authorization") return auth?.method === "bearer" || auth?.method === "basic";
  return auth?.method === "key" && auth.in === "header" && auth.name.toLowerCase() === name;
}
function isArray(schema) {
  return schema.type?.split(" | ").includes("array") ?? false;
}
function serverControl(baseUrls, id) {
  if (baseUrls.length === 1) return "";
  if (baseUrls.length === 0)
    return `<input${attributes({ class: "playground-base", id: `${id}-base`, type: "url", "aria-label": "Server URL", placeholder: "https://api.example.com", required: true, spellcheck: "false" })}>`;
  const choices = baseUrls.map((url) => `<option${attributes({ value: url })}>${escapeHtml(url)}</option>`).join("");
  return `<select${attributes({ class: "playground-base", id: `${id}-base`, "aria-label": "Server" })}>${choices}</select>`;
}
function fixedBase(baseUrls) {
  return baseUrls.length === 1 ? `<span class="playground-base">${escapeHtml(baseUrls[0].replace(/\/+$/, ""))}</span>` : "";
}
function pathHtml(path27) {
  return path27.split(/(\{[^}]+\})/).map(
    (part, i) => i % 2 === 1 ? `<span class="playground-path-param">${escapeHtml(part)}</span>` : escapeHtml(part)
  ).join("");
}
function group(title, content) {
  return `<fieldset class="playground-group"><legend>${escapeHtml(title)}</legend>${content}</fieldset>`;
}
function field2(controlId, name, hint, required, control, deprecated = false) {
  const marks = [
    hint ? ` <span class="playground-type">${escapeHtml(hint)}</span>` : "",
    required ? ' <span class="playground-required">required</span>' : "",
    deprecated ? ' <span class="playground-deprecated">deprecated</span>' : ""
  ].join("");
  return `<div class="playground-field"><label for="${controlId}"><span class="playground-name">${escapeHtml(name)}</span>${marks}</label>${control}</div>`;
}
function authGroup(auth, id) {
  if (!auth) return "";
  const note = '<p class="playground-note">Kept in this browser tab only, and sent only to the API.</p>';
  const input = (index, type) => `<input${attributes({ id: `${id}-auth${index}`, type, "data-auth": index, autocomplete: "off", spellcheck: "false", value: index === 0 ? auth.inputPrefix : void 0 })}>`;
  switch (auth.method) {
    case "bearer":
      return group("Authorization", field2(`${id}-auth0`, "Bearer token", "", false, input(0, "text")) + note);
    case "basic":
      return group(
        "Authorization",
        field2(`${id}-auth0`, auth.usernameName, "", false, input(0, "text")) + field2(`${id}-auth1`, auth.passwordName, "", false, input(1, "password")) + note
      );
    case "key":
      if (auth.in === "cookie")
        return group(
          "Authorization",
          `<p class="playground-note">${cookieNote(`The API key goes in the cookie <code>${escapeHtml(auth.name)}</code>`)}</p>`
        );
      return group(
        "Authorization",
        field2(`${id}-auth0`, auth.name, auth.in === "header" ? "header" : "query parameter", false, input(0, "text")) + note
      );
  }
}
function cookieNote(subject) {
  return `${subject}: browsers do not let a page set cookies on its requests to an API, so the playground cannot send it. Use the cURL example to send it.`;
}
function parameterField(parameter, index, id) {
  const controlId = `${id}-p${index}`;
  const schema = parameter.schema;
  const value = prefill(parameter);
  const common = { id: controlId, "data-param": index, required: parameter.required };
  const hint = isArray(schema) ? `array of ${schema.items?.type ?? "values"}, comma-separated` : [schema.type, schema.format].filter(Boolean).join(" · ");
  let control;
  const choices = schema.enum ?? (schema.type?.split(" | ").includes("boolean") ? [true, false] : void 0);
  if (choices) {
    const options = (parameter.required ? [] : [""]).concat(choices.map(text4));
    control = `<select${attributes(common)}>${options.map((option) => `<option${attributes({ value: option, selected: option === value && option !== "" })}>${escapeHtml(option === "" ? "—" : option)}</option>`).join("")}</select>`;
  } else {
    const numeric = /^(integer|number)\b/.test(schema.type ?? "");
    control = `<input${attributes({ ...common, type: "text", value: value || void 0, inputmode: numeric ? "decimal" : void 0, spellcheck: "false", autocomplete: "off" })}>`;
  }
  return field2(controlId, parameter.name, hint, parameter.required, control, parameter.deprecated);
}
function prefill(parameter) {
  const schema = parameter.schema;
  const value = parameter.example ?? schema.example ?? schema.default ?? schema.enum?.[0];
  return value === void 0 ? "" : Array.isArray(value) && isArray(schema) ? value.map(text4).join(",") : text4(value);
}
function text4(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function cookieGroup(cookies) {
  if (cookies.length === 0) return "";
  const items = cookies.map(
    (cookie) => `<li><code>${escapeHtml(cookie.name)}</code>${cookie.schema.type ? ` <span class="playground-type">${escapeHtml(cookie.schema.type)}</span>` : ""}${cookie.required ? ' <span class="playground-required">required</span>' : ""}</li>`
  );
  return group(
    "Cookies",
    `<ul class="playground-cookies">${items.join("")}</ul><p class="playground-note">${cookieNote(cookies.length === 1 ? "This cookie" : "These cookies")}</p>`
  );
}
function bodyGroup(contentType, required, example, id, schema) {
  const json = /[/+]json\b/i.test(contentType);
  const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType);
  const value = example === void 0 ? "" : typeof example === "string" && !json ? example : JSON.stringify(example, null, 2);
  const rows = Math.min(Math.max(value.split("\n").length + 1, 4), 18);
  const textarea = `<textarea${attributes({ id: `${id}-body`, "data-body": true, rows, spellcheck: "false", required })}>
${escapeHtml(value)}</textarea>`;
  const raw2 = field2(`${id}-body`, contentType, form ? "fields as a JSON object" : "", required, textarea);
  const properties = (json || form) && schema?.properties?.length ? schema.properties : void 0;
  if (!properties) return group("Body", raw2);
  const fields = bodyFields(properties, [], `${id}-b`);
  return group(
    "Body",
    `<label class="playground-raw-switch" hidden><input type="checkbox" data-body-raw> Raw JSON</label><div class="playground-body-fields" data-body-fields hidden>${fields}</div><div class="playground-body-raw">${raw2}</div>`
  );
}
function bodyFields(properties, path27, idPrefix) {
  return properties.map((property, index) => {
    const at = [...path27, property.name];
    const controlId = `${idPrefix}-${index}`;
    const schema = property.schema;
    if (schema.properties?.length && !schema.variants)
      return `<fieldset class="playground-body-object"><legend>${escapeHtml(property.name)}${property.required ? ' <span class="playground-required">required</span>' : ""}</legend>${bodyFields(schema.properties, at, controlId)}</fieldset>`;
    const types = schema.type?.split(" | ") ?? [];
    const kind = schema.enum !== void 0 ? "enum" : types.includes("boolean") ? "boolean" : /^(integer|number)$/.test(types[0] ?? "") ? "number" : types[0] === "string" ? "string" : "json";
    const common = {
      id: controlId,
      "data-body-field": JSON.stringify(at),
      "data-kind": kind,
      required: property.required
    };
    let control;
    if (kind === "enum" || kind === "boolean") {
      const choices = kind === "enum" ? schema.enum ?? [] : [true, false];
      control = `<select${attributes(common)}><option value="">—</option>${choices.map((choice) => `<option${attributes({ value: JSON.stringify(choice) })}>${escapeHtml(text4(choice))}</option>`).join("")}</select>`;
    } else if (kind === "json") {
      control = `<textarea${attributes({ ...common, rows: 2, spellcheck: "false" })}></textarea>`;
    } else {
      control = `<input${attributes({ ...common, type: "text", inputmode: kind === "number" ? "decimal" : void 0, spellcheck: "false", autocomplete: "off" })}>`;
    }
    const hint = kind === "json" ? `${schema.type ?? "value"} as JSON` : [schema.type, schema.format].filter(Boolean).join(" · ");
    return field2(controlId, property.name, hint, property.required, control, schema.deprecated === true);
  }).join("");
}

// src/site/api/schema-example.ts
var STRING_FORMATS = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "00:00:00Z",
  duration: "P1D",
  email: "user@example.com",
  "idn-email": "user@example.com",
  hostname: "example.com",
  "idn-hostname": "example.com",
  uri: "https://example.com",
  url: "https://example.com",
  iri: "https://example.com",
  "uri-reference": "https://example.com",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  byte: "ZXhhbXBsZQ==",
  binary: "<binary>",
  password: "********"
};
function exampleFromSchema(schema, direction) {
  if (schema.circular !== void 0) return {};
  if (schema.example !== void 0) return schema.example;
  if (schema.default !== void 0) return schema.default;
  if (schema.constant !== void 0) return schema.constant;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.variants?.options[0];
  if (option) return exampleFromSchema(option, direction);
  const types = (schema.type ?? "").split("|").map((type2) => type2.trim()).filter(Boolean);
  const type = types.find((name) => name !== "null") ?? (schema.properties ? "object" : schema.items ? "array" : void 0);
  switch (type) {
    case "string":
      return STRING_FORMATS[schema.format ?? ""] ?? "string";
    case "integer":
    case "number":
      return 0;
    case "boolean":
      return true;
    case "array":
      return schema.items ? [exampleFromSchema(schema.items, direction)] : [];
    case "object":
      return objectExample(schema, direction);
    case void 0:
      return types.includes("null") || schema.nullable ? null : {};
    default:
      return {};
  }
}
function objectExample(schema, direction) {
  const value = {};
  const skipped2 = direction === "request" ? "readOnly" : "writeOnly";
  for (const property of schema.properties ?? []) {
    if (property.schema[skipped2]) continue;
    Object.defineProperty(value, property.name, {
      value: exampleFromSchema(property.schema, direction),
      enumerable: true,
      writable: true,
      configurable: true
    });
  }
  if (!schema.properties?.length && typeof schema.additionalProperties === "object")
    value.key = exampleFromSchema(schema.additionalProperties, direction);
  return value;
}

// src/site/api/request-samples.ts
var API_KEY = "<API_KEY>";
var USERNAME = "<USERNAME>";
var PASSWORD = "<PASSWORD>";
var CREDENTIAL_NAME = /authorization|api[-_]?key|token|secret|password/i;
var PYTHON_FUNCTIONS = /* @__PURE__ */ new Set(["get", "post", "put", "patch", "delete", "head", "options"]);
function requestSamples(endpoint, options) {
  const request = sampleRequest(endpoint, options);
  return [
    { lang: "bash", label: "cURL", source: curl(request) },
    { lang: "javascript", label: "JavaScript", source: javascript(request) },
    { lang: "python", label: "Python", source: python(request) }
  ];
}
function responseSample(response) {
  if (response.example !== void 0) {
    if (typeof response.example !== "string") return JSON.stringify(response.example, null, 2);
    const parsed = parseJsonText(response.example);
    return parsed === void 0 ? response.example : JSON.stringify(parsed, null, 2);
  }
  if (!response.schema) return void 0;
  const value = exampleFromSchema(response.schema, "response");
  return typeof value === "string" && response.contentType !== void 0 && !isJson(response.contentType) ? value : JSON.stringify(value, null, 2);
}
function sampleRequest(endpoint, options) {
  const auth = endpoint.auth;
  const required = (location) => endpoint.parameters.filter(
    (parameter) => parameter.in === location && parameter.required && !(auth?.method === "key" && auth.in === location && sameName(auth.name, parameter.name))
  );
  const path27 = endpoint.path.replace(/\{([^{}]+)\}/g, (written, name) => {
    const example = endpoint.parameters.find(
      (parameter) => parameter.in === "path" && parameter.name === name
    )?.example;
    return isScalar(example) ? encodeComponent(String(example)) : written;
  });
  const query = required("query").flatMap((parameter) => {
    const value = valueOf(parameter);
    return (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeComponent(parameter.name)}=${item === API_KEY ? API_KEY : encodeComponent(text5(item))}`
    );
  });
  const headers = [];
  const cookies = required("cookie").map((parameter) => `${parameter.name}=${text5(valueOf(parameter))}`);
  if (auth?.method === "bearer") headers.push(["Authorization", `Bearer ${API_KEY}`]);
  if (auth?.method === "key" && auth.in === "header") headers.push([auth.name, API_KEY]);
  if (auth?.method === "key" && auth.in === "query") query.push(`${encodeComponent(auth.name)}=${API_KEY}`);
  if (auth?.method === "key" && auth.in === "cookie") cookies.push(`${auth.name}=${API_KEY}`);
  for (const parameter of required("header")) {
    if (!headers.some(([existing]) => sameName(existing, parameter.name)))
      headers.push([parameter.name, text5(valueOf(parameter))]);
  }
  if (cookies.length) headers.push(["Cookie", cookies.join("; ")]);
  const body = bodyOf(endpoint, options.body);
  if (body && body.kind !== "multipart") headers.push(["Content-Type", body.contentType]);
  const success = endpoint.responses.find((response) => response.status.startsWith("2")) ?? endpoint.responses[0];
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    method: endpoint.method.toUpperCase(),
    url: `${base}${path27}${query.length ? `${path27.includes("?") ? "&" : "?"}${query.join("&")}` : ""}`,
    headers: headers.map(([name, value]) => [oneLine(name), oneLine(value)]),
    basic: auth?.method === "basic",
    ...body ? { body } : {},
    jsonResponse: success?.contentType !== void 0 && isJson(success.contentType)
  };
}
function valueOf(parameter) {
  if (CREDENTIAL_NAME.test(parameter.name)) return API_KEY;
  return parameter.example !== void 0 ? parameter.example : exampleFromSchema(parameter.schema, "request");
}
function bodyOf(endpoint, given) {
  const declared = endpoint.body;
  const value = given !== void 0 ? given : declared ? declared.example ?? (declared.schema ? exampleFromSchema(declared.schema, "request") : void 0) : void 0;
  if (value === void 0) return void 0;
  const contentType = declared?.contentType ?? "application/json";
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (isJson(contentType)) {
    const parsed = typeof value === "string" ? parseJsonText(value) : void 0;
    return { kind: "json", contentType, text: JSON.stringify(parsed ?? value, null, 2) };
  }
  if ((type === "application/x-www-form-urlencoded" || type === "multipart/form-data") && isRecord(value)) {
    const fields = Object.entries(value).map(([name, field3]) => [name, text5(field3)]);
    return type === "multipart/form-data" ? { kind: "multipart", contentType, fields } : { kind: "form", contentType, fields };
  }
  return { kind: "raw", contentType, text: text5(value) };
}
function curl(request) {
  const lines = [`curl --request ${request.method}`, `--url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.basic) lines.push(`--user ${shellQuote(`${USERNAME}:${PASSWORD}`)}`);
  const body = request.body;
  if (body?.kind === "form")
    for (const [name, value] of body.fields) lines.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
  else if (body?.kind === "multipart")
    for (const [name, value] of body.fields) lines.push(`--form ${shellQuote(`${name}=${value}`)}`);
  else if (body) lines.push(`--data ${shellQuote(body.text)}`);
  return lines.join(" \\\n  ");
}
function javascript(request) {
  const lines = [];
  const body = request.body;
  if (body?.kind === "multipart") {
    lines.push("const form = new FormData();");
    for (const [name, value] of body.fields) lines.push(`form.append(${js(name)}, ${js(value)});`);
    lines.push("");
  }
  lines.push(`const response = await fetch(${js(request.url)}, {`, `  method: ${js(request.method)},`);
  if (request.headers.length || request.basic) {
    lines.push("  headers: {");
    for (const [name, value] of request.headers) lines.push(`    ${js(name)}: ${js(value)},`);
    if (request.basic) lines.push(`    "Authorization": "Basic " + btoa(${js(`${USERNAME}:${PASSWORD}`)}),`);
    lines.push("  },");
  }
  if (body?.kind === "json") lines.push(`  body: JSON.stringify(${indent2(body.text, "  ")}),`);
  else if (body?.kind === "form")
    lines.push(
      `  body: new URLSearchParams(${indent2(JSON.stringify(Object.fromEntries(body.fields), null, 2), "  ")}),`
    );
  else if (body?.kind === "multipart") lines.push("  body: form,");
  else if (body) lines.push(`  body: ${js(body.text)},`);
  lines.push("});", "", `console.log(await response.${request.jsonResponse ? "json" : "text"}());`);
  return lines.join("\n");
}
function python(request) {
  const lines = ["import requests", "", `url = ${js(request.url)}`];
  const args = ["url"];
  if (request.headers.length) {
    lines.push(`headers = ${pythonLiteral(Object.fromEntries(request.headers), "")}`);
    args.push("headers=headers");
  }
  const body = request.body;
  if (body?.kind === "json") {
    lines.push(`payload = ${pythonLiteral(JSON.parse(body.text), "")}`);
    args.push("json=payload");
  } else if (body?.kind === "form") {
    lines.push(`payload = ${pythonLiteral(Object.fromEntries(body.fields), "")}`);
    args.push("data=payload");
  } else if (body?.kind === "multipart") {
    lines.push(
      `files = {${body.fields.map(([name, value]) => `
    ${js(name)}: (None, ${js(value)}),`).join("")}
}`
    );
    args.push("files=files");
  } else if (body) {
    lines.push(`payload = ${js(body.text)}`);
    args.push("data=payload");
  }
  if (request.basic) args.push(`auth=(${js(USERNAME)}, ${js(PASSWORD)})`);
  const method = request.method.toLowerCase();
  const call = PYTHON_FUNCTIONS.has(method) ? `requests.${method}(${args.join(", ")})` : `requests.request(${js(request.method)}, ${args.join(", ")})`;
  lines.push("", `response = ${call}`, `print(response.${request.jsonResponse ? "json()" : "text"})`);
  return lines.join("\n");
}
function pythonLiteral(value, indentation) {
  if (value === null || value === void 0 || typeof value === "number" && !Number.isFinite(value)) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  const inner = `${indentation}    `;
  if (Array.isArray(value)) {
    return value.length ? `[
${value.map((item) => `${inner}${pythonLiteral(item, inner)}`).join(",\n")}
${indentation}]` : "[]";
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length ? `{
${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)}`).join(",\n")}
${indentation}}` : "{}";
  }
  return JSON.stringify(String(value));
}
function shellQuote(value) {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
function js(value) {
  return JSON.stringify(value);
}
function indent2(block, by) {
  return block.replace(/\n/g, `
${by}`);
}
function text5(value) {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}
function oneLine(value) {
  return value.replace(/[\r\n]+/g, " ");
}
function parseJsonText(value) {
  if (!/^\s*[[{]/.test(value)) return void 0;
  try {
    return JSON.parse(value);
  } catch {
    return void 0;
  }
}
function isJson(contentType) {
  return /[/+]json$/.test(contentType.split(";")[0].trim().toLowerCase());
}
function isScalar(value) {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function sameName(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}
function encodeComponent(value) {
  return encodeURIComponent(value.toWellFormed());
}

// src/site/api/endpoint-page.ts
var RAW = { allowDangerousHtml: true };
var LOCATIONS2 = [
  ["path", "Path parameters"],
  ["query", "Query parameters"],
  ["header", "Headers"],
  ["cookie", "Cookies"]
];
function endpointPage(page, endpoint, kind, settings) {
  const bodyExample = endpoint.body ? endpoint.body.example ?? (endpoint.body.schema ? exampleFromSchema(endpoint.body.schema, "request") : void 0) : void 0;
  const top = [];
  const playground = renderPlayground(endpoint, {
    mode: settings.playground,
    ...bodyExample !== void 0 ? { bodyExample } : {}
  });
  top.push(playground ? raw(playground) : header(endpoint));
  if (kind === "operation" && endpoint.description)
    top.push(el("div", { className: ["api-description"] }, markdownNodes(endpoint.description)));
  const bottom = kind === "operation" ? referenceSections(endpoint, settings.maintainOrder, !page.paramFields?.length, !page.responseFields) : [];
  const html = `<div class="api-endpoint">${toHtml(top, RAW)}</div>${page.html}${bottom.length ? toHtml(bottom, RAW) : ""}`;
  const aside = page.aside ?? examplesAside(endpoint, bodyExample);
  const words = [
    endpoint.summary,
    endpoint.description,
    ...endpoint.parameters.map((parameter) => parameter.name)
  ].filter((word) => Boolean(word));
  const title = page.untitled && endpoint.summary ? endpoint.summary : page.title;
  return {
    ...page,
    title,
    method: endpoint.method,
    // The endpoint's header, reference sections and playground: api.css and the playground script.
    extras: extraList(page.extras ?? [], ["api"]),
    ...page.description === void 0 && endpoint.summary && title !== endpoint.summary ? { description: endpoint.summary } : {},
    html,
    ...aside ? { aside } : {},
    text: [page.text, ...words].filter(Boolean).join(" "),
    // The endpoint's words go with the page itself (its text before any section), where search finds the page.
    ...page.textSections ? {
      textSections: [
        { id: "", text: [page.textSections.find((section2) => section2.id === "")?.text, ...words].join(" ").trim() },
        ...page.textSections.filter((section2) => section2.id !== "")
      ]
    } : {}
  };
}
function header(endpoint) {
  return el("div", { className: ["api-header"] }, [
    raw(methodBadge(endpoint.method)),
    el("code", { className: ["api-path"] }, pathParts(endpoint.path)),
    ...endpoint.deprecated ? [badge("field-deprecated", "deprecated")] : []
  ]);
}
function pathParts(path27) {
  return path27.split(/(\{[^{}]+\})/).filter(Boolean).map((part) => part.startsWith("{") ? el("span", { className: ["path-param"] }, [text(part)]) : text(part));
}
function referenceSections(endpoint, maintainOrder, withFields, withResponses) {
  const sections = [];
  if (endpoint.auth) sections.push(section("api-authorization", "Authorization", [authField(endpoint.auth)]));
  for (const [location, title] of withFields ? LOCATIONS2 : []) {
    const parameters = orderFields(
      endpoint.parameters.filter((parameter) => parameter.in === location),
      maintainOrder
    );
    if (parameters.length)
      sections.push(
        section(
          `api-${location}-parameters`,
          title,
          parameters.map((parameter) => parameterField2(parameter, maintainOrder))
        )
      );
  }
  const body = withFields ? endpoint.body : void 0;
  if (body) {
    const content = [];
    if (body.description) content.push(el("div", { className: ["api-description"] }, markdownNodes(body.description)));
    if (body.schema?.properties?.length) content.push(...propertyFields(body.schema, maintainOrder));
    else if (body.schema) content.push(schemaField("body", body.required, body.schema, maintainOrder));
    sections.push(section("api-body", "Body", content, body.contentType));
  }
  if (withResponses && endpoint.responses.length) {
    sections.push(
      section(
        "api-responses",
        "Responses",
        endpoint.responses.map((response) => {
          const content = [];
          if (response.description)
            content.push(el("div", { className: ["api-description"] }, markdownNodes(response.description)));
          if (response.schema?.properties?.length)
            content.push(...propertyFields(response.schema, maintainOrder, "response"));
          else if (response.schema)
            content.push(schemaField("response", false, response.schema, maintainOrder, "response"));
          return el("div", { className: ["api-response"] }, [
            el("div", { className: ["api-response-head"] }, [
              el("span", { className: ["status-pill", `status-${response.status[0]?.toLowerCase() ?? "d"}xx`] }, [
                text(response.status)
              ]),
              ...response.contentType ? [el("code", { className: ["content-type"] }, [text(response.contentType)])] : []
            ]),
            ...content
          ]);
        })
      )
    );
  }
  return sections;
}
function section(id, title, content, contentType) {
  return el("section", { className: ["api-section"], id }, [
    el("h2", {}, [
      text(title),
      ...contentType ? [el("code", { className: ["content-type"] }, [text(contentType)])] : []
    ]),
    ...content
  ]);
}
function authField(auth) {
  const [name, location, description] = auth.method === "bearer" ? [
    "Authorization",
    "header",
    "Bearer authentication header of the form `Bearer <token>`, where `<token>` is your auth token."
  ] : auth.method === "basic" ? [
    "Authorization",
    "header",
    `Basic authentication header of the form \`Basic <encoded-value>\`, where \`<encoded-value>\` is the base64-encoded string \`${auth.usernameName}:${auth.passwordName}\`.`
  ] : [
    auth.name,
    auth.in,
    `Your API key, sent as the \`${auth.name}\` ${auth.in === "header" ? "header" : auth.in === "query" ? "query parameter" : "cookie"}.`
  ];
  return fieldElement(
    name,
    [badge("field-location", location), badge("field-type", "string"), badge("field-required", "required")],
    markdownNodes(description)
  );
}
function parameterField2(parameter, maintainOrder) {
  return schemaField(
    parameter.name,
    parameter.required,
    parameter.schema,
    maintainOrder,
    "param",
    parameter.description,
    parameter.deprecated
  );
}
function propertyFields(schema, maintainOrder, kind = "param") {
  return orderFields(schema.properties ?? [], maintainOrder).map(
    (property) => schemaField(property.name, property.required, property.schema, maintainOrder, kind)
  );
}
function schemaField(name, required, schema, maintainOrder, kind = "param", description = schema.description, deprecated = schema.deprecated) {
  const badges = [];
  const type = typeLabel(schema);
  if (type) badges.push(badge("field-type", type));
  if (required) badges.push(badge("field-required", "required"));
  if (deprecated) badges.push(badge("field-deprecated", "deprecated"));
  if (schema.readOnly) badges.push(badge("field-pre", "read-only"));
  if (schema.writeOnly) badges.push(badge("field-pre", "write-only"));
  if (schema.default !== void 0)
    badges.push(
      el("span", { className: ["field-default"] }, [text("default: "), el("code", {}, [text(shown(schema.default))])])
    );
  const body = [];
  if (description) body.push(...markdownNodes(description));
  if (schema.enum?.length) body.push(valueList("Available options", schema.enum));
  if (schema.constant !== void 0) body.push(valueList("Always", [schema.constant]));
  if (schema.constraints?.length)
    body.push(el("p", { className: ["field-constraints"] }, [text(schema.constraints.join(", "))]));
  if (schema.example !== void 0)
    body.push(
      el("p", { className: ["field-example"] }, [text("Example: "), el("code", {}, [text(shown(schema.example))])])
    );
  if (schema.circular)
    body.push(el("p", { className: ["field-circular"] }, [text(`The same structure as ${schema.circular} above.`)]));
  const nested = schema.properties?.length ? schema : schema.items?.properties?.length ? schema.items : void 0;
  if (nested)
    body.push(
      expandable(
        schema.items === nested ? "Show item attributes" : "Show child attributes",
        propertyFields(nested, maintainOrder, kind)
      )
    );
  const variants = schema.variants ?? schema.items?.variants;
  if (variants) {
    body.push(
      el("div", { className: ["field-variants"] }, [
        el("p", {}, [text(variants.kind === "oneOf" ? "One of:" : "Any of:")]),
        ...variants.options.map(
          (option, i) => option.properties?.length ? expandable(option.name ?? `Option ${i + 1}`, propertyFields(option, maintainOrder, kind)) : el("p", {}, [
            el("code", {}, [text(option.name ?? typeLabel(option) ?? `Option ${i + 1}`)]),
            ...option.description ? [text(` ${option.description}`)] : []
          ])
        )
      ])
    );
  }
  return fieldElement(name, badges, body, kind);
}
function fieldElement(name, badges, body, kind = "param") {
  return el("div", { className: ["field", `${kind}-field`] }, [
    el("div", { className: ["field-head"] }, [el("code", { className: ["field-name"] }, [text(name)]), ...badges]),
    el("div", { className: ["field-body"] }, body)
  ]);
}
function expandable(summary, content) {
  return el("details", { className: ["expandable"] }, [
    el("summary", {}, [text(summary)]),
    el("div", { className: ["expandable-content"] }, content)
  ]);
}
function valueList(label, values) {
  const items = [text(`${label}: `)];
  values.forEach((value, i) => items.push(...i ? [text(", ")] : [], el("code", {}, [text(shown(value))])));
  return el("p", { className: ["field-values"] }, items);
}
function typeLabel(schema) {
  if (schema.circular && !schema.type) return schema.circular;
  const base = schema.type === "array" && schema.items ? `${typeLabel(schema.items) ?? "any"}[]` : schema.type;
  if (!base) return schema.variants ? schema.variants.kind : void 0;
  return `${base}${schema.format ? `<${schema.format}>` : ""}${schema.nullable && !base.includes("null") ? " | null" : ""}`;
}
function badge(className, label) {
  return el("span", { className: ["field-badge", className] }, [text(label)]);
}
function shown(value) {
  return typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
}
function examplesAside(endpoint, bodyExample) {
  let serial = 0;
  const nextId = () => `api-tab-${++serial}`;
  const samples = [
    ...endpoint.codeSamples,
    ...requestSamples(endpoint, {
      baseUrl: endpoint.baseUrls[0] ?? "",
      ...bodyExample !== void 0 ? { body: bodyExample } : {}
    })
  ];
  const requestItems = samples.map((sample) => ({
    label: [text(sample.label ?? sample.lang)],
    panel: [codeBlock({ type: "code", lang: sample.lang, value: sample.source }, false)]
  }));
  const responseItems = endpoint.responses.flatMap((response) => {
    const sample = responseSample(response);
    return sample === void 0 ? [] : [
      {
        label: [text(response.status)],
        panel: [
          codeBlock(
            {
              type: "code",
              lang: response.contentType && !/json/i.test(response.contentType) ? "plaintext" : "json",
              value: sample
            },
            false
          )
        ]
      }
    ];
  });
  const parts = [];
  if (requestItems.length)
    parts.push(tabs(requestItems, "request-example", 0, nextId, { dataComponent: "RequestExample" }));
  if (responseItems.length)
    parts.push(tabs(responseItems, "response-example", 0, nextId, { dataComponent: "ResponseExample" }));
  return parts.length ? toHtml(parts, RAW) : void 0;
}

// src/site/api/manual-endpoint.ts
function manualEndpoint(method, target, fields, settings) {
  const { baseUrls, path: path27 } = splitTarget(target, settings.baseUrls);
  const parameters = fields.flatMap(
    (field3) => field3.in === "body" ? [] : [
      {
        name: field3.name,
        in: field3.in,
        required: field3.required,
        schema: schemaOf(field3),
        ...field3.default !== void 0 ? { example: field3.default } : {}
      }
    ]
  );
  const bodyFields2 = fields.filter((field3) => field3.in === "body");
  return {
    method,
    path: path27,
    baseUrls,
    parameters,
    ...bodyFields2.length ? {
      body: {
        required: bodyFields2.some((field3) => field3.required),
        contentType: "application/json",
        schema: {
          type: "object",
          properties: bodyFields2.map((field3) => ({
            name: field3.name,
            required: field3.required,
            schema: schemaOf(field3)
          }))
        }
      }
    } : {},
    responses: [],
    ...settings.auth ? { auth: settings.auth } : {},
    codeSamples: []
  };
}
function splitTarget(target, configured) {
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return { baseUrls: [url.origin], path: decodeURI(url.pathname) + url.search };
    } catch {
      return { baseUrls: [], path: target };
    }
  }
  return { baseUrls: [...configured], path: target.startsWith("/") ? target : `/${target}` };
}
function schemaOf(field3) {
  const written = field3.type?.trim().toLowerCase();
  const fallback = field3.default === void 0 ? {} : { default: field3.default };
  if (!written) return fallback;
  if (written.endsWith("[]")) return { type: "array", items: { type: written.slice(0, -2) }, ...fallback };
  return { type: written, ...fallback };
}

// src/site/api/endpoint-pages.ts
function withEndpointPages(rendered, specs, endpoints, config) {
  if (endpoints.size === 0) return rendered;
  const settings = apiPageSettings(config);
  const specByKey = new Map(specs.map((spec) => [spec.file, spec]));
  const operations = /* @__PURE__ */ new Map();
  const pages = new Map(rendered);
  for (const [file, source] of endpoints) {
    const page = rendered.get(file);
    if (!page) continue;
    if (source.kind === "manual") {
      pages.set(
        file,
        endpointPage(
          page,
          manualEndpoint(source.method, source.target, page.paramFields ?? [], settings),
          "manual",
          settings
        )
      );
      continue;
    }
    const key = `${source.spec}\0${source.method}\0${source.webhook ? "webhook" : "path"}\0${source.path}`;
    if (!operations.has(key)) {
      const spec = specByKey.get(source.spec);
      operations.set(
        key,
        spec && buildEndpoint(
          spec,
          source.method,
          source.path,
          { baseUrls: settings.baseUrls, ...settings.auth ? { auth: settings.auth } : {} },
          source.webhook ? "webhooks" : "paths"
        )
      );
    }
    const endpoint = operations.get(key);
    if (endpoint)
      pages.set(
        file,
        endpointPage(page, endpoint, "operation", source.webhook ? { ...settings, playground: "hide" } : settings)
      );
  }
  return pages;
}

// src/site/api/generated-api-pages.ts
function generatedApiPages(pages, document) {
  const rendered = /* @__PURE__ */ new Map();
  for (const page of pages) {
    if (rendered.has(page.path)) continue;
    const { operation } = page;
    const slugTitle = titleOfSlug(page.path);
    const title = operation.webhook ? slugTitle : operation.summary ?? slugTitle;
    const node = page.listing.kind === "entry" ? page.listing.entry : page.listing.node;
    const origin = document?.rangeOf(node.path);
    rendered.set(page.path, {
      file: page.path,
      title,
      // A page the spec's `x-mint.href` names shows the name it chose in the sidebar.
      ...operation.href !== void 0 && title !== slugTitle ? { sidebarTitle: slugTitle } : {},
      html: "",
      toc: [],
      text: "",
      assets: [],
      links: [],
      generatedFrom: {
        spec: page.spec,
        ...origin ? { file: origin.file, line: origin.line, column: origin.column } : { file: node.place.file, line: 1, column: 1 }
      }
    });
  }
  return rendered;
}
function generatedEndpoints(pages) {
  const endpoints = /* @__PURE__ */ new Map();
  for (const { path: path27, spec, operation } of pages) {
    if (!endpoints.has(path27))
      endpoints.set(path27, {
        kind: "operation",
        spec,
        method: operation.method,
        path: operation.key,
        ...operation.webhook ? { webhook: true } : {}
      });
  }
  return endpoints;
}

// src/site/layout/section-tree.ts
var trees = /* @__PURE__ */ new WeakMap();
function treeOf(model) {
  let tree = trees.get(model);
  if (!tree) {
    const byId = new Map(model.sections.map((section2) => [section2.id, section2]));
    const children = /* @__PURE__ */ new Map();
    for (const section2 of model.sections) {
      const key = section2.parent ?? "";
      children.set(key, [...children.get(key) ?? [], section2]);
    }
    trees.set(model, tree = { byId, children });
  }
  return tree;
}
function sectionById(model, id) {
  return id === void 0 ? void 0 : treeOf(model).byId.get(id);
}
function sectionChain(model, id) {
  const chain = [];
  for (let section2 = sectionById(model, id); section2; section2 = sectionById(model, section2.parent))
    chain.unshift(section2);
  return chain;
}
function siblingsOf(model, section2) {
  return treeOf(model).children.get(section2.parent ?? "") ?? [];
}
function childrenOf(model, section2) {
  return treeOf(model).children.get(section2.id) ?? [];
}
function chainLevels(model, id) {
  return sectionChain(model, id).map((current) => ({ current, siblings: siblingsOf(model, current) }));
}
function levelOf(levels, kind) {
  return levels.find((level) => level.siblings.some((section2) => section2.kind === kind));
}
function globalLinks(model, levels, kind) {
  const owners = new Set(levels.map((level) => level.current.id));
  return model.global.filter((link) => link.kind === kind && (link.owner === void 0 || owners.has(link.owner)));
}
function isListed(section2, current) {
  return !section2.isDefaultHidden || section2 === current;
}
var drawn = /* @__PURE__ */ new WeakMap();
function memoBySection(model, key, draw) {
  let cache = drawn.get(model);
  if (!cache) drawn.set(model, cache = /* @__PURE__ */ new Map());
  let html = cache.get(key);
  if (html === void 0) cache.set(key, html = draw());
  return html;
}

// src/site/layout/ui-icons.ts
function uiIcon(name, style = "solid", className = "icon") {
  return iconSvg({ name, style }, className) ?? "";
}

// src/site/layout/top-bar.ts
function renderTopBar(model, withMenu, page) {
  const logo = model.logo ? `<a class="logo"${attributes({ href: model.logo.href })}>${logoImages(model)}</a>` : `<a class="logo logo-name"${attributes({ href: withBase(model.basePath, "/") })}>${escapeHtml(model.name)}</a>`;
  const links = topbarLinks(model);
  return [
    '<header class="topbar"><div class="topbar-inner">',
    withMenu ? `<button type="button" class="menu-button" aria-label="Open navigation" aria-controls="sidebar" aria-expanded="false">${uiIcon("bars")}</button>` : "",
    logo,
    // Named by its visible text (a label that differed from it would not be what a voice user says); the shortcut is
    // announced as aria-keyshortcuts rather than read out as text.
    `<button type="button" class="search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">${uiIcon("magnifying-glass")}<span class="search-placeholder">Search…</span><kbd class="search-shortcut" aria-hidden="true"><span class="key-mod">Ctrl</span> K</kbd></button>`,
    '<div class="topbar-end">',
    links ? `<nav class="topbar-links" aria-label="Links">${links}</nav>` : "",
    versionSelect(model),
    switchers(model, page?.section ?? model.home),
    callToAction(model),
    model.modeToggle.isHidden ? "" : `<button type="button" class="mode-toggle" aria-label="Toggle dark mode">${uiIcon("sun", "solid", "icon icon-sun")}${uiIcon("moon", "solid", "icon icon-moon")}</button>`,
    "</div></div></header>"
  ].join("");
}
function topbarLinks(model) {
  return model.topbarLinks.map(
    (link) => `<a class="topbar-link"${attributes({ href: link.href, ...external(link.href) })}>${link.icon ? iconSvg(link.icon, "icon") ?? "" : ""}${escapeHtml(link.name)}</a>`
  ).join("");
}
function drawerLinks(model) {
  const links = topbarLinks(model);
  const cta = callToAction(model);
  if (!links && !cta) return "";
  return `<nav class="drawer-links" aria-label="Links">${links}${cta}</nav>`;
}
function logoImages(model) {
  const { light, dark } = model.logo;
  const alt = escapeAttribute(model.name);
  if (light === dark) return `<img class="logo-image" src="${escapeAttribute(light)}" alt="${alt}">`;
  return `<img class="logo-image logo-light" src="${escapeAttribute(light)}" alt="${alt}"><img class="logo-image logo-dark" src="${escapeAttribute(dark)}" alt="${alt}">`;
}
function callToAction(model) {
  const cta = model.cta;
  if (!cta) return "";
  if (cta.kind === "link")
    return `<a class="cta-button"${attributes({ href: cta.href, ...external(cta.href) })}>${escapeHtml(cta.name)}${uiIcon("chevron-right", "solid", "icon icon-small")}</a>`;
  const stars = cta.stars === void 0 ? "" : `<span class="cta-stars" aria-label="${cta.stars} stars">${uiIcon("star", "solid", "icon icon-small")}${formatStars(cta.stars)}</span>`;
  return `<a class="cta-github"${attributes({ href: cta.href, ...external(cta.href) })}>${uiIcon("github", "brands")}<span class="cta-repository">${escapeHtml(cta.repository)}</span>${stars}</a>`;
}
function formatStars(stars) {
  if (stars < 1e3) return String(Math.max(0, Math.round(stars)));
  const thousands = stars / 1e3;
  return `${thousands >= 100 ? Math.round(thousands) : Math.round(thousands * 10) / 10}k`;
}
function switchers(model, section2) {
  return memoBySection(model, `topbar\0${section2}`, () => {
    const levels = chainLevels(model, section2);
    const parts = [];
    const version = levels.find((level) => level.current.kind === "version");
    if (version)
      parts.push(
        renderSwitcher({
          label: "Version",
          level: version,
          links: globalLinks(model, levels, "version"),
          className: "switcher-topbar",
          icon: "code-branch"
        })
      );
    const language = levels.find((level) => level.current.kind === "language");
    if (language)
      parts.push(
        renderSwitcher({
          label: "Language",
          level: language,
          links: globalLinks(model, levels, "language"),
          nameOf: (s) => s.language ? languageName(s.language) : s.name,
          className: "switcher-topbar",
          icon: "globe"
        })
      );
    return parts.join("");
  });
}
function versionSelect(model) {
  if (model.versions.length === 0) return "";
  const options = model.versions.map((version) => {
    const first = firstPageOf(model.pages, version);
    return `<option${attributes({ value: version, "data-href": first?.href })}>${escapeHtml(version)}</option>`;
  });
  return `<select class="version-select" aria-label="Version">${options.join("")}</select>`;
}
function firstPageOf(pages, version) {
  return pages.find((page) => page.listed && page.version === version) ?? pages.find((page) => page.listed && page.version === void 0);
}
function external(href) {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href) && !href.startsWith("mailto:") ? { rel: "noopener" } : {};
}

// src/site/layout/switchers.ts
function renderSwitcher(options) {
  const { level, links } = options;
  const nameOf = options.nameOf ?? ((section2) => section2.name);
  const current = level.current;
  const items = level.siblings.filter((section2) => isListed(section2, current)).map(
    (section2) => switcherItem(
      nameOf(section2),
      section2.href,
      section2.icon,
      section2 === current,
      section2.description,
      section2.tag,
      section2.kind === "language" ? section2.language : void 0
    )
  ).concat(links.map((link) => switcherItem(link.name, link.href, link.icon, false, void 0, void 0, void 0)));
  const icon2 = current.icon ? iconSvg(current.icon, "icon") ?? "" : options.icon ? uiIcon(options.icon) : "";
  const summary = `<summary class="switcher-button"${attributes({ "aria-label": `${options.label}: ${nameOf(current)}` })}>${icon2}<span class="switcher-current">${escapeHtml(nameOf(current))}</span>${uiIcon("chevron-down", "solid", "icon icon-small switcher-chevron")}</summary>`;
  return `<details class="switcher ${options.className}"${attributes({ "data-switcher": options.label.toLowerCase() })}>${summary}<ul class="switcher-menu">${items.join("")}</ul></details>`;
}
function switcherItem(name, href, icon2, active, description, tag2, language) {
  const svg = icon2 ? iconSvg(icon2, "icon") ?? "" : "";
  const text6 = `<span class="switcher-text"><span class="switcher-name">${escapeHtml(name)}${tag2 ? ` <span class="badge">${escapeHtml(tag2)}</span>` : ""}</span>${description ? `<span class="switcher-description">${escapeHtml(description)}</span>` : ""}</span>`;
  const check2 = active ? uiIcon("check", "solid", "icon icon-small switcher-check") : "";
  const lang = language ? htmlLanguage(language) : void 0;
  return `<li><a${attributes({ class: active ? "switcher-item is-active" : "switcher-item", href, "aria-current": active ? "true" : void 0, lang, hreflang: lang, ...href ? external(href) : {} })}>${svg}${text6}${check2}</a></li>`;
}
function htmlLanguage(code) {
  return code === "cn" ? "zh" : code === "jp" ? "ja" : code;
}
var languageNames = /* @__PURE__ */ new Map();
function languageName(code) {
  let name = languageNames.get(code);
  if (name === void 0) {
    const tag2 = htmlLanguage(code);
    try {
      const found = new Intl.DisplayNames([tag2], { type: "language" }).of(tag2);
      name = found && found !== tag2 ? found.charAt(0).toLocaleUpperCase(tag2) + found.slice(1) : code;
    } catch {
      name = code;
    }
    languageNames.set(code, name);
  }
  return name;
}

// src/site/model/reader-config.ts
import { createHash as createHash6 } from "node:crypto";
function readerConfig(config, context) {
  const background = isObject(config.background) ? config.background : {};
  const decoration = background.decoration ?? background.style;
  const banner = siteBanner(config.banner, context);
  const fonts = siteFonts(config.fonts ?? config.font, context);
  const styling = isObject(config.styling) ? config.styling : {};
  const notFound = notFoundPage(config.errors);
  const codeBlock2 = isObject(config.codeBlock) ? config.codeBlock : {};
  return {
    ...banner ? { banner } : {},
    footerLinks: footerLinks(isObject(config.footer) ? config.footer.links : void 0, context),
    metatags: siteMetatags(config.seo ?? (isObject(config.metadata) ? { metatags: config.metadata } : void 0)),
    ...decoration === "gradient" || decoration === "grid" || decoration === "windows" ? { decoration } : {},
    ...fonts ? { fonts } : {},
    ...(styling.codeblocks ?? codeBlock2.mode) === "dark" ? { codeblocks: "dark" } : {},
    redirects: siteRedirects(config.redirects, context),
    ...notFound ? { notFound } : {}
  };
}
function siteBanner(value, context) {
  if (!isObject(value)) return void 0;
  const content = text3(value.content);
  if (!content) return void 0;
  const color = isObject(value.color) ? value.color : {};
  const light = hexColor(color.light);
  const dark = hexColor(color.dark);
  const type = value.type === "warning" || value.type === "critical" ? value.type : "info";
  return {
    html: inlineMarkdown(content, context),
    // A new text shows again to a reader who closed the previous one.
    id: createHash6("sha256").update(content).digest("hex").slice(0, 12),
    dismissible: value.dismissible === true,
    type,
    ...light || dark ? { color: { ...light ? { light } : {}, ...dark ? { dark } : {} } } : {}
  };
}
var INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|`([^`]+)`/g;
function inlineMarkdown(source, context) {
  let html = "";
  let at = 0;
  for (const match of source.matchAll(INLINE)) {
    html += escapeHtml(source.slice(at, match.index));
    at = match.index + match[0].length;
    const [, label, href, strong1, strong2, em1, em2, code] = match;
    if (label !== void 0) {
      const target = linkHref(href, context);
      const inner = inlineMarkdown(label, context);
      html += target ? `<a href="${escapeAttribute(target)}">${inner}</a>` : inner;
    } else if (strong1 !== void 0 || strong2 !== void 0)
      html += `<strong>${inlineMarkdown(strong1 ?? strong2, context)}</strong>`;
    else if (em1 !== void 0 || em2 !== void 0) html += `<em>${inlineMarkdown(em1 ?? em2, context)}</em>`;
    else html += `<code>${escapeHtml(code)}</code>`;
  }
  return html + escapeHtml(source.slice(at));
}
function footerLinks(value, context) {
  const columns = [];
  for (const column of Array.isArray(value) ? value.slice(0, 4) : []) {
    const written = isObject(column) ? column.items ?? column.links : void 0;
    if (!isObject(column) || !Array.isArray(written)) continue;
    const items = written.flatMap((item) => {
      if (!isObject(item)) return [];
      const label = text3(item.label);
      const href = linkHref(item.href ?? item.url, context);
      return label && href ? [{ label, href }] : [];
    });
    const header2 = text3(column.header) ?? text3(column.title);
    if (items.length > 0) columns.push({ ...header2 ? { header: header2 } : {}, items });
  }
  return columns;
}
function tagRecord(value) {
  return isObject(value) ? Object.entries(value).flatMap(
    ([name, content]) => name.trim() && typeof content === "string" && content.trim() ? [[name.trim(), content]] : []
  ) : [];
}
function siteMetatags(value) {
  const seo = isObject(value) ? value : {};
  const paths = (Array.isArray(seo.paths) ? seo.paths : []).flatMap((entry) => {
    const path27 = isObject(entry) ? text3(entry.path)?.replace(/^\/+|\/+$/g, "") : void 0;
    return path27 && isObject(entry) ? [{ path: path27, tags: tagRecord(entry.metatags) }] : [];
  });
  paths.sort((a, b) => b.path.length - a.path.length);
  return { all: tagRecord(seo.metatags), paths };
}
function pageMetatags(model, file, own = {}) {
  const tags = new Map(model.metatags.all);
  if (file !== void 0) {
    for (const entry of [...model.metatags.paths].reverse())
      if (file.startsWith(`${entry.path}/`)) for (const [name, content] of entry.tags) tags.set(name, content);
  }
  for (const [name, content] of Object.entries(own)) tags.set(name, content);
  return [...tags];
}
function siteFont(value, context) {
  if (!isObject(value)) return void 0;
  const family = text3(value.family);
  if (!family || /["\\<>;{}]/.test(family)) return void 0;
  const weight = typeof value.weight === "number" && Number.isFinite(value.weight) ? value.weight : void 0;
  const source = assetHref(value.source ?? value.url, context);
  const format = value.format === "woff" || value.format === "woff2" ? value.format : void 0;
  return {
    family,
    ...weight !== void 0 ? { weight } : {},
    ...source ? { source, ...format ? { format } : {} } : {}
  };
}
function siteFonts(value, context) {
  if (!isObject(value)) return void 0;
  if (value.family !== void 0) {
    const font = siteFont(value, context);
    return font ? { heading: font, body: font } : void 0;
  }
  const heading = siteFont(value.heading ?? value.headings, context);
  const body = siteFont(value.body, context);
  return heading || body ? { ...heading ? { heading } : {}, ...body ? { body } : {} } : void 0;
}
function siteRedirects(value, context) {
  const redirects = [];
  for (const entry of Array.isArray(value) ? value : []) {
    if (!isObject(entry)) continue;
    const source = text3(entry.source);
    const href = linkHref(entry.destination, context) ?? externalOrPath(entry.destination, context);
    if (!source || !href || /[*:?#]/.test(source)) continue;
    const path27 = source.replace(/^\/+|\/+$/g, "");
    if (path27 && !path27.split("/").some((part) => part === "." || part === "..")) redirects.push({ path: path27, href });
  }
  return redirects;
}
function externalOrPath(value, context) {
  const destination = text3(value);
  if (!destination?.startsWith("/") || destination.startsWith("//")) return void 0;
  return `${context.basePath}${encodeURI(destination)}`;
}
function notFoundPage(value) {
  const page = isObject(value) && isObject(value["404"]) ? value["404"] : void 0;
  if (!page) return void 0;
  const title = text3(page.title);
  const description = text3(page.description);
  return {
    redirect: page.redirect !== false,
    ...title ? { title } : {},
    ...description ? { description } : {}
  };
}

// src/site/layout/head.ts
var EARLY_SCRIPT = `(function(){var d=document.documentElement,s=d.dataset,t=s.themeForced,v;try{t=t||localStorage.getItem("docsgate-theme");v=localStorage.getItem("docsgate-version");if(s.banner&&localStorage.getItem("docsgate-banner")===s.banner)s.bannerClosed=""}catch(e){}if(t!=="light"&&t!=="dark")t=s.themeDefault||(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");d.dataset.theme=t;var vs=s.versions?s.versions.split("\\n"):[];if(vs.length){if(s.pageVersion)v=s.pageVersion;if(vs.indexOf(v)<0)v=vs[0];s.version=v;var e=document.createElement("style");e.id="docsgate-version-style";e.textContent='[data-version]:not([data-version="'+CSS.escape(v)+'"]){display:none!important}';document.head.appendChild(e)}})();`;
var NO_FAVICON = "data:,";
function renderHead(model, options) {
  const title = options.title === model.name ? model.name : `${options.title} - ${model.name}`;
  const description = options.description ?? model.description;
  const { primary, light, dark, background } = model.colors;
  const variables = [`--primary:${primary}`, `--primary-light:${light}`, `--primary-dark:${dark}`];
  if (background?.light) variables.push(`--background-light:${background.light}`);
  if (background?.dark) variables.push(`--background-dark:${background.dark}`);
  if (model.banner?.color?.light) variables.push(`--banner-light:${model.banner.color.light}`);
  if (model.banner?.color?.dark) variables.push(`--banner-dark:${model.banner.color.dark}`);
  const base = model.basePath;
  const extras = (options.extras ?? []).map(
    (extra) => PAGE_EXTRAS[extra]
  );
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeAttribute(description)}">` : "",
    options.noindex ? '<meta name="robots" content="noindex">' : "",
    options.redirectTo ? `<meta http-equiv="refresh" content="0; url=${escapeAttribute(options.redirectTo)}">` : "",
    `<meta property="og:title" content="${escapeAttribute(title)}">`,
    description ? `<meta property="og:description" content="${escapeAttribute(description)}">` : "",
    `<meta property="og:site_name" content="${escapeAttribute(model.name)}">`,
    '<meta property="og:type" content="website">',
    '<meta name="generator" content="docsgate">',
    ...pageMetatags(model, options.file).map(
      ([name, content]) => `<meta ${/^(?:og|article|book|profile|fb):/i.test(name) ? "property" : "name"}="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`
    ),
    `<link rel="icon" href="${escapeAttribute(model.favicon ?? NO_FAVICON)}">`,
    `<link rel="stylesheet" href="${escapeAttribute(withBase(base, "/_docsgate/theme.css"))}">`,
    ...extras.flatMap(
      ({ stylesheet }) => stylesheet ? [`<link rel="stylesheet" href="${escapeAttribute(withBase(base, `/_docsgate/${stylesheet}`))}">`] : []
    ),
    `<style>${fontFaces(model)}:root{${[...variables, ...fontVariables(model)].join(";")}}</style>`,
    `<script>${EARLY_SCRIPT}</script>`,
    `<script src="${escapeAttribute(withBase(base, "/_docsgate/client.js"))}" defer></script>`,
    ...extras.flatMap(
      ({ script }) => script ? [`<script src="${escapeAttribute(withBase(base, `/_docsgate/${script}`))}" defer></script>`] : []
    ),
    ...extras.flatMap(
      ({ module }) => module ? [`<script type="module" src="${escapeAttribute(withBase(base, `/_docsgate/${module}`))}"></script>`] : []
    )
  ].filter(Boolean).join("\n");
}
function htmlAttributes(model, page) {
  const forced = model.modeToggle.isHidden ? model.modeToggle.default : void 0;
  const language = page?.language;
  const index = searchIndexPath(model, language);
  return {
    lang: language ? htmlLanguage(language) : "en",
    "data-theme": model.modeToggle.default ?? "light",
    "data-base": model.basePath,
    "data-theme-default": model.modeToggle.default,
    "data-theme-forced": forced,
    "data-versions": model.versions.length > 0 ? model.versions.join("\n") : void 0,
    "data-page-version": page?.version,
    "data-banner": model.banner?.dismissible ? model.banner.id : void 0,
    "data-decoration": model.decoration,
    "data-codeblocks": model.codeblocks,
    "data-search-index": index === SEARCH_INDEX_PATH ? void 0 : withBase(model.basePath, `/${index}`)
  };
}
function fontFaces(model) {
  const fonts = [model.fonts?.heading, model.fonts?.body].filter((font) => font?.source !== void 0);
  return [...new Map(fonts.map((font) => [`${font.family}\0${font.source}`, font])).values()].map(
    (font) => `@font-face{font-family:"${font.family}";src:${cssUrl(font.source.replace(/</g, "%3C"))}${font.format ? ` format("${font.format}")` : ""};font-display:swap${font.weight !== void 0 ? `;font-weight:${font.weight}` : ""}}`
  ).join("");
}
function fontVariables(model) {
  const { heading, body } = model.fonts ?? {};
  return [
    ...body ? [`--font-sans:"${body.family}",${SYSTEM_SANS}`] : [],
    ...body?.weight !== void 0 ? [`--font-body-weight:${body.weight}`] : [],
    ...heading ? [`--font-heading:"${heading.family}",${SYSTEM_SANS}`] : [],
    ...heading?.weight !== void 0 ? [`--font-heading-weight:${heading.weight}`] : []
  ];
}
var SYSTEM_SANS = 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

// src/site/layout/page-parts.ts
function renderTabsBar(model, page) {
  const section2 = page?.section ?? model.home;
  return memoBySection(model, `tabs\0${section2}`, () => {
    const levels = chainLevels(model, section2);
    const level = levelOf(levels, "tab");
    const links = globalLinks(model, levels, "tab");
    if (!level && links.length === 0) return "";
    const siblings = level?.siblings ?? [];
    const currentTab = level?.current.kind === "tab" ? level.current : void 0;
    const top = siblings.find((s) => s.kind === "top");
    const items = [
      top ? tabLink(model.topAnchor.name, top.href, !currentTab, void 0, void 0) : "",
      ...siblings.filter((s) => s.kind === "tab").map((tab) => isListed(tab, currentTab) ? tabItem(model, tab, tab === currentTab, levels) : ""),
      ...links.map((link) => tabLink(link.name, link.href, false, void 0, link.icon))
    ];
    return `<nav class="tabs-bar" aria-label="Sections"><div class="tabs-bar-inner">${items.join("")}</div></nav>`;
  });
}
function tabLink(name, href, active, version, icon2) {
  const svg = icon2 ? iconSvg(icon2, "icon") ?? "" : "";
  return `<a${attributes({ class: active ? "tab-link is-active" : "tab-link", href, "data-version": version, ...href ? external(href) : {} })}>${svg}${escapeHtml(name)}</a>`;
}
function tabItem(model, tab, active, levels) {
  const items = childrenOf(model, tab).filter((child) => child.kind === "menu");
  if (items.length === 0) return tabLink(tab.name, tab.href, active, tab.version, tab.icon);
  const current = levels.find((level) => level.current.parent === tab.id)?.current;
  const svg = tab.icon ? iconSvg(tab.icon, "icon") ?? "" : "";
  const list2 = items.filter((item) => isListed(item, current)).map(
    (item) => switcherItem(item.name, item.href, item.icon, item === current, item.description, void 0, void 0)
  );
  return `<details class="tab-menu"><summary${attributes({ class: active ? "tab-link is-active" : "tab-link" })}>${svg}${escapeHtml(tab.name)}${uiIcon("chevron-down", "solid", "icon icon-small switcher-chevron")}</summary><ul class="switcher-menu tab-menu-list">${list2.join("")}</ul></details>`;
}
function renderToc(toc) {
  if (toc.length === 0) return "";
  let html = "";
  let open = false;
  for (const entry of toc) {
    const link = `<a href="#${escapeAttribute(entry.id)}">${escapeHtml(entry.text)}</a>`;
    if (entry.depth === 3 && html) {
      html += `${open ? "" : "<ul>"}<li class="toc-h3">${link}</li>`;
      open = true;
    } else {
      html += `${open ? "</ul>" : ""}${html ? "</li>" : ""}<li class="toc-h${entry.depth}">${link}`;
      open = false;
    }
  }
  html += `${open ? "</ul>" : ""}</li>`;
  return `<div class="toc"><nav aria-label="On this page"><p class="toc-title">On this page</p><ul>${html}</ul></nav></div>`;
}
function renderPrevNext(model, page) {
  if (!page.listed || page.hidden) return "";
  const { chain, at: positions } = readingChain(model, page);
  const at = positions.get(page) ?? -1;
  const previous = at > 0 ? chain[at - 1] : void 0;
  const next = at >= 0 ? chain[at + 1] : void 0;
  if (!previous && !next) return "";
  const link = (target, rel) => `<a class="pager-${rel}" rel="${rel}" href="${escapeAttribute(target.href)}"><span class="pager-label">${rel === "prev" ? `${uiIcon("chevron-left", "solid", "icon icon-small")}Previous` : `Next${uiIcon("chevron-right", "solid", "icon icon-small")}`}</span><span class="pager-title">${escapeHtml(target.title)}</span></a>`;
  return `<nav class="pager" aria-label="Previous and next pages">${previous ? link(previous, "prev") : "<span></span>"}${next ? link(next, "next") : ""}</nav>`;
}
var chains = /* @__PURE__ */ new WeakMap();
function readingChain(model, page) {
  let bySection = chains.get(model);
  if (!bySection) chains.set(model, bySection = /* @__PURE__ */ new Map());
  const key = `${page.section}\0${page.version ?? ""}`;
  let found = bySection.get(key);
  if (!found) {
    const chain = model.pages.filter(
      (p) => p.listed && !p.hidden && p.section === page.section && (p.version === void 0 || page.version === void 0 || p.version === page.version)
    );
    found = { chain, at: new Map(chain.map((p, i) => [p, i])) };
    bySection.set(key, found);
  }
  return found;
}
function renderFeedback(model, page) {
  return renderRating(model) + renderFeedbackLinks(model, page);
}
function renderRating(model) {
  if (!model.feedback.thumbsRating) return "";
  const button = (answer, icon2) => `<button type="button" class="rating-button" aria-pressed="false" data-answer="${answer}">${uiIcon(icon2, "regular")}${answer}</button>`;
  return `<div class="rating" role="group" aria-label="Page feedback"><span class="rating-question">Was this page helpful?</span>${button("Yes", "thumbs-up")}${button("No", "thumbs-down")}<span class="rating-thanks" role="status"></span></div>`;
}
function renderFeedbackLinks(model, page) {
  const { suggestEdit, raiseIssue, repository } = model.feedback;
  if (!repository || !suggestEdit && !raiseIssue) return "";
  const repo = `${repository.serverUrl.replace(/\/+$/, "")}/${repository.slug}`;
  const links = [];
  if (suggestEdit && !page.generated) {
    const file = [repository.docsPath.replace(/^\/+|\/+$/g, ""), page.file].filter(Boolean).join("/");
    const href = `${repo}/edit/${encodePath(repository.branch)}/${encodePath(file)}`;
    links.push(
      `<a class="feedback-link" href="${escapeAttribute(href)}" rel="noopener">${uiIcon("pen-to-square", "regular")}Suggest edits</a>`
    );
  }
  if (raiseIssue) {
    const route = pageUrl(page.file);
    const path27 = route === "/" ? route : route.slice(0, -1);
    const href = `${repo}/issues/new?title=${encodeURIComponent("Issue on docs")}&body=${encodeURIComponent(`Path: ${path27}`)}`;
    links.push(
      `<a class="feedback-link" href="${escapeAttribute(href)}" rel="noopener">${uiIcon("circle-exclamation")}Raise issue</a>`
    );
  }
  return `<div class="feedback">${links.join("")}</div>`;
}
function encodePath(value) {
  return value.split("/").map(encodeURIComponent).join("/");
}
var SOCIALS = {
  website: { label: "Website", icon: "globe", style: "solid" },
  facebook: { label: "Facebook", icon: "facebook", style: "brands" },
  x: { label: "X", icon: "x-twitter", style: "brands" },
  discord: { label: "Discord", icon: "discord", style: "brands" },
  slack: { label: "Slack", icon: "slack", style: "brands" },
  github: { label: "GitHub", icon: "github", style: "brands" },
  linkedin: { label: "LinkedIn", icon: "linkedin", style: "brands" },
  instagram: { label: "Instagram", icon: "instagram", style: "brands" },
  "hacker-news": { label: "Hacker News", icon: "hacker-news", style: "brands" },
  youtube: { label: "YouTube", icon: "youtube", style: "brands" },
  medium: { label: "Medium", icon: "medium", style: "brands" },
  telegram: { label: "Telegram", icon: "telegram", style: "brands" },
  twitter: { label: "Twitter", icon: "twitter", style: "brands" },
  "x-twitter": { label: "X", icon: "x-twitter", style: "brands" },
  "earth-americas": { label: "Website", icon: "earth-americas", style: "solid" },
  bluesky: { label: "Bluesky", icon: "bluesky", style: "brands" },
  threads: { label: "Threads", icon: "threads", style: "brands" },
  reddit: { label: "Reddit", icon: "reddit", style: "brands" },
  podcast: { label: "Podcast", icon: "podcast", style: "solid" }
};
function renderFooter(model) {
  const socials = model.footerSocials.map(({ platform, href }) => {
    const social = SOCIALS[platform];
    return `<a class="social-link"${attributes({ href, "aria-label": social.label, title: social.label, ...external(href) })}>${iconSvg({ name: social.icon, style: social.style }) ?? ""}</a>`;
  }).join("");
  const columns = model.footerLinks.map((column, index) => {
    const id = `footer-column-${index}`;
    const header2 = column.header ? `<p class="footer-column-header" id="${id}">${escapeHtml(column.header)}</p>` : "";
    const items = column.items.map(
      (item) => `<li><a${attributes({ href: item.href, ...external(item.href) })}>${escapeHtml(item.label)}</a></li>`
    ).join("");
    return `<div class="footer-column">${header2}<ul${column.header ? ` aria-labelledby="${id}"` : ""}>${items}</ul></div>`;
  }).join("");
  const links = columns ? `<nav class="footer-links" aria-label="Footer">${columns}</nav>` : "";
  return `<footer class="site-footer">${links}${socials ? `<div class="socials">${socials}</div>` : ""}<p class="powered">${escapeHtml(model.name)} · Built with docsgate</p></footer>`;
}

// src/site/layout/search-dialog.ts
function renderSearchDialog() {
  return [
    '<div class="search-backdrop" hidden>',
    '<div class="search-dialog" role="dialog" aria-modal="true" aria-label="Search documentation">',
    '<div class="search-field"><input type="search" aria-label="Search the docs" placeholder="Search the docs…" autocomplete="off" spellcheck="false"><kbd>Esc</kbd></div>',
    '<ul class="search-results" aria-label="Search results"></ul>',
    '<p class="search-status" role="status"></p>',
    "</div>",
    "</div>"
  ].join("");
}

// src/site/model/nav-items.ts
function navEntry(page, context) {
  const generated = page.operation ? context.generated?.entries.get(page) : void 0;
  if (generated !== void 0) return pageItem(generated, context);
  const target = page.target;
  if (target.kind === "url") {
    const href = linkHref(page.entry, context);
    return href ? {
      kind: "link",
      label: page.entry.trim().replace(/^[a-z]+:\/\/(?:www\.)?/i, "").replace(/\/$/, ""),
      href
    } : void 0;
  }
  const file = target.kind === "page" ? target.file : target.kind === "case-mismatch" ? target.actual : void 0;
  return file ? pageItem(file, context) : void 0;
}
function pageItem(file, context) {
  const page = context.pages.get(file);
  if (!page) return void 0;
  const icon2 = iconRef(page.icon, page.iconType, context);
  return {
    kind: "page",
    file,
    href: withBase(context.basePath, pageUrl(file)),
    label: page.sidebarTitle?.trim() || page.title,
    ...icon2 ? { icon: icon2 } : {},
    ...page.method ? { method: page.method } : {},
    ...page.tag ? { tag: page.tag } : {},
    ...page.hidden ? { hidden: true } : {}
  };
}
function navGroup(group3, context, version) {
  const ownVersion = text3(group3.value.version) ?? version;
  const items = [];
  for (const child of group3.children) {
    if (child.kind === "page") pushDefined(items, navEntry(child, context));
    else if (typeof child.value.group === "string") items.push(navGroup(child, context, ownVersion));
  }
  items.push(...generatedGroups(group3, context));
  const icon2 = iconRef(group3.icon, group3.value.iconType, context);
  const root = group3.root ? navEntry(group3.root, context) : void 0;
  const tag2 = text3(group3.tag);
  return {
    kind: "group",
    name: text3(group3.name) ?? "",
    ...icon2 ? { icon: icon2 } : {},
    ...ownVersion ? { version: ownVersion } : {},
    ...root?.kind === "page" ? { root } : {},
    ...tag2 ? { tag: tag2 } : {},
    ...group3.expanded === true ? { expanded: true } : {},
    ...group3.hidden ? { hidden: true } : {},
    items
  };
}
function looseGroup(pages, context) {
  const items = [];
  for (const page of pages) pushDefined(items, navEntry(page, context));
  return { kind: "group", name: "", items };
}
function generatedGroups(node, context) {
  return (context.generated?.groups.get(node) ?? []).map((group3) => {
    const items = [];
    for (const file of group3.pages) pushDefined(items, pageItem(file, context));
    return { kind: "group", name: group3.name, items };
  });
}
function pushDefined(list2, item) {
  if (item !== void 0) list2.push(item);
}
function firstPage2(items, accepted = () => true) {
  for (const item of items) {
    if (item.kind === "page" && !item.hidden && accepted(item)) return item;
    if (item.kind === "group" && !item.hidden) {
      const found = item.root && accepted(item.root) ? item.root : firstPage2(item.items, accepted);
      if (found) return found;
    }
  }
  return void 0;
}
function countEntries(items) {
  let count2 = 0;
  for (const item of items) count2 += 1 + (item.kind === "group" ? countEntries(item.items) : 0);
  return count2;
}

// src/site/layout/sidebar.ts
var SIDEBAR_INLINE_LIMIT = 200;
function sharedSidebarPath(section2) {
  return `_docsgate/nav/${section2.id}.html`;
}
var bigSections = /* @__PURE__ */ new WeakMap();
function isBigSection(section2) {
  let big = bigSections.get(section2);
  if (big === void 0) bigSections.set(section2, big = countEntries(section2.groups) > SIDEBAR_INLINE_LIMIT);
  return big;
}
function renderSidebar(model, page) {
  const id = page?.section ?? model.home;
  const section2 = sectionById(model, id) ?? sectionById(model, model.home) ?? model.sections[0];
  const current = page?.listed ? page.href : void 0;
  const groups = section2 ? sidebarGroups(model, section2, current) : "";
  const head = section2 ? memoBySection(model, `sidebar\0${section2.id}`, () => sidebarHead(model, section2)) : "";
  const links = memoBySection(model, "drawer-links", () => drawerLinks(model));
  return `<div class="sidebar" id="sidebar">${links}<nav aria-label="Sidebar">${head}${groups}</nav></div>`;
}
var drawnGroups = /* @__PURE__ */ new WeakMap();
var drawnCollapsedGroups = /* @__PURE__ */ new WeakMap();
function memo(cache, value, draw) {
  let html = cache.get(value);
  if (html === void 0) cache.set(value, html = draw(value));
  return html;
}
function sidebarGroups(model, section2, current) {
  const own = current === void 0 ? void 0 : section2.groups.find((g) => contains([g], current));
  const shown2 = section2.groups.filter((g) => !g.hidden);
  if (!isBigSection(section2))
    return `<div class="nav-groups">${shown2.map((g) => g === own ? group2(g, current) : memo(drawnGroups, g, (v) => group2(v, void 0))).join("")}</div>`;
  const body = shown2.map((g) => g === own ? group2(g, current) : memo(drawnCollapsedGroups, g, collapsedGroup)).join("");
  return `<div class="nav-groups"${attributes({ "data-shared-nav": withBase(model.basePath, `/${sharedSidebarPath(section2)}`) })}>${body}</div>`;
}
function sharedSidebar(section2) {
  return section2.groups.filter((g) => !g.hidden).map((g) => group2(g, void 0)).join("");
}
function group2(value, current) {
  const label = `${icon(value.icon)}<span>${escapeHtml(value.name)}</span>${tag(value)}`;
  const title = value.root ? `<a class="nav-group-title"${attributes({ href: value.root.href, "aria-current": value.root.href === current ? "page" : void 0 })}>${label}</a>` : value.name ? `<p class="nav-group-title">${label}</p>` : "";
  return `<div class="nav-group"${attributes({ "data-version": value.version })}>${title}<ul>${value.items.map((item) => navItem(item, current)).join("")}</ul></div>`;
}
function tag(value) {
  return value.tag ? `<span class="badge nav-tag">${escapeHtml(value.tag)}</span>` : "";
}
function collapsedGroup(value) {
  const first = value.root ?? firstPage2(value.items);
  const title = `${icon(value.icon)}<span>${escapeHtml(value.name || first?.label || "")}</span>${tag(value)}`;
  return `<div class="nav-group nav-group-collapsed"${attributes({ "data-version": value.version })}>${first ? `<a class="nav-group-title" href="${escapeAttribute(first.href)}">${title}</a>` : `<p class="nav-group-title">${title}</p>`}</div>`;
}
function navItem(item, current) {
  if (item.kind === "page") {
    if (item.hidden) return "";
    return `<li><a class="nav-link"${attributes({ href: item.href, "aria-current": item.href === current ? "page" : void 0 })}>${icon(item.icon)}${item.method ? methodBadge(item.method) : ""}<span>${escapeHtml(item.label)}</span>${tag(item)}</a></li>`;
  }
  if (item.kind === "link") {
    return `<li><a class="nav-link nav-external"${attributes({ href: item.href, ...external(item.href) })}><span>${escapeHtml(item.label)}</span></a></li>`;
  }
  if (item.hidden) return "";
  const open = item.expanded === true || current !== void 0 && contains(item.items, current) || item.root !== void 0 && item.root.href === current;
  const name = item.root ? `<a class="nav-group-root"${attributes({ href: item.root.href, "aria-current": item.root.href === current ? "page" : void 0 })}>${escapeHtml(item.name)}</a>` : `<span>${escapeHtml(item.name)}</span>`;
  return `<li class="nav-subgroup"${attributes({ "data-version": item.version })}><details${open ? " open" : ""}><summary>${icon(item.icon)}${name}${tag(item)}</summary><ul>${item.items.map((child) => navItem(child, current)).join("")}</ul></details></li>`;
}
function contains(items, href) {
  return items.some(
    (item) => item.kind === "page" && item.href === href || item.kind === "group" && (item.root?.href === href || contains(item.items, href))
  );
}
function icon(ref) {
  return ref ? iconSvg(ref, "icon nav-icon") ?? "" : "";
}
function sidebarHead(model, section2) {
  const levels = chainLevels(model, section2.id);
  const switchers2 = [];
  const joined = /* @__PURE__ */ new Set(["tab"]);
  for (const level of levels) {
    const kind = level.current.kind;
    if (kind !== "product" && kind !== "dropdown") continue;
    joined.add(kind);
    const label = kind === "product" ? "Product" : "Section";
    switchers2.push(
      renderSwitcher({
        label,
        level,
        links: globalLinks(model, levels, kind),
        className: "switcher-sidebar",
        icon: kind === "product" ? "cubes" : "layer-group"
      })
    );
  }
  if (levelOf(levels, "language")) joined.add("language");
  if (levelOf(levels, "version")) joined.add("version");
  const links = model.global.filter(
    (link) => !joined.has(link.kind) && globalLinks(model, levels, link.kind).includes(link)
  );
  return `${switchers2.length > 0 ? `<div class="switchers">${switchers2.join("")}</div>` : ""}${anchorList(model, levels, links)}`;
}
function anchorList(model, levels, links) {
  const level = levelOf(levels, "anchor");
  const current = level?.current;
  const anchors = (level?.siblings ?? []).filter((s) => s.kind === "anchor" && isListed(s, current));
  if (anchors.length === 0 && links.length === 0) return "";
  const top = level?.siblings.find((s) => s.kind === "top");
  const items = [
    top ? anchorLink(
      model.topAnchor.name,
      top.href ?? withBase(model.basePath, "/"),
      iconSvg(model.topAnchor.icon, "icon") ?? "",
      void 0,
      current?.kind !== "anchor",
      void 0
    ) : "",
    ...anchors.map(
      (anchor) => anchorLink(
        anchor.name,
        anchor.href,
        anchor.icon ? iconSvg(anchor.icon, "icon") ?? "" : "",
        anchor.color,
        anchor === current,
        anchor.version
      )
    ),
    ...links.map(
      (link) => anchorLink(
        link.name,
        link.href,
        link.icon ? iconSvg(link.icon, "icon") ?? "" : "",
        void 0,
        false,
        void 0
      )
    )
  ];
  return `<ul class="anchors">${items.join("")}</ul>`;
}
function anchorLink(name, href, svg, color, active, version) {
  const background = color === void 0 ? void 0 : typeof color === "string" ? `background:${color}` : `background:linear-gradient(45deg,${color.from},${color.to})`;
  const square = `<span class="anchor-icon"${attributes({ style: background, "data-colored": background ? "true" : void 0 })}>${svg}</span>`;
  return `<li${attributes({ "data-version": version })}><a${attributes({ class: active ? "anchor-link is-active" : "anchor-link", href, "data-anchor": name, ...href ? external(href) : {} })}>${square}<span>${escapeHtml(name)}</span></a></li>`;
}

// src/site/layout/site-extras.ts
function siteExtras(model) {
  const extras = [];
  if (model.banner || model.decoration || model.fonts || model.codeblocks) extras.push("config-fields");
  if (model.mathEverywhere) extras.push("katex");
  return extraList(extras);
}
function pageExtras(model, page) {
  return extraList(siteExtras(model), page.extras ?? []);
}

// src/site/layout/render-page-document.ts
function renderPageDocument(model, page) {
  const href = withBase(model.basePath, pageUrl(page.file));
  const site = model.pages.find((p) => p.file === page.file) ?? {
    file: page.file,
    href,
    title: page.title,
    section: model.home,
    listed: false
  };
  const mode = page.mode ?? "default";
  const main = mode === "custom" || mode === "frame" ? `<main class="custom-page" id="content">${page.html}</main>` : `<main class="content" id="content"><article class="page">${pageHeader(model, page, site)}${pageBody(page, mode)}${renderFeedback(model, site)}${renderPrevNext(model, site)}</article>${renderFooter(model)}</main>`;
  const sidebar = mode === "custom" || mode === "center" ? "" : renderSidebar(model, site);
  const toc = mode === "default" && !page.aside ? renderToc(page.toc) : "";
  return documentShell(
    model,
    {
      title: page.title,
      description: page.description,
      href,
      file: page.file,
      noindex: site.noindex === true,
      extras: pageExtras(model, page)
    },
    site,
    `<div class="layout layout-${mode}${toc ? "" : " no-toc"}${sidebar ? "" : " no-sidebar"}">${sidebar}${main}${toc}</div>`,
    mode !== "custom" && mode !== "center"
  );
}
function renderNotFoundDocument(model) {
  const home = sectionById(model, model.home)?.href ?? withBase(model.basePath, "/");
  const title = model.notFound?.title ?? "Page not found";
  const description = model.notFound?.description ?? "There is no page at this address. It may have moved, or the link may be mistyped.";
  const main = `<main class="content" id="content"><article class="page not-found"><header class="page-header"><p class="eyebrow">404</p><h1>${escapeHtml(title)}</h1><p class="description">${escapeHtml(description)}</p></header><p><a class="button" href="${escapeAttribute(home)}">Go to the start page</a></p></article>${renderFooter(model)}</main>`;
  return documentShell(
    model,
    { title, extras: siteExtras(model), ...model.notFound?.redirect ? { redirectTo: home } : {} },
    void 0,
    `<div class="layout no-toc">${renderSidebar(model, void 0)}${main}</div>`,
    true
  );
}
function documentShell(model, head, page, body, withMenu) {
  const background = model.backgroundImage ? `<div class="background-image" aria-hidden="true"${attributes({ style: `background-image:${cssUrl(model.backgroundImage)}` })}></div>` : "";
  return [
    "<!doctype html>",
    `<html${attributes(htmlAttributes(model, page))}>`,
    "<head>",
    renderHead(model, head),
    "</head>",
    "<body>",
    '<a class="skip-link" href="#content">Skip to content</a>',
    background,
    renderBanner(model),
    renderTopBar(model, withMenu, page),
    renderTabsBar(model, page),
    body,
    renderSearchDialog(),
    "</body>",
    "</html>",
    ""
  ].filter((part) => part !== "").join("\n");
}
function renderBanner(model) {
  const banner = model.banner;
  if (!banner) return "";
  const close = banner.dismissible ? `<button type="button" class="banner-close" aria-label="Close banner">${uiIcon("xmark")}</button>` : "";
  return `<div class="site-banner banner-${banner.type}${banner.color ? " banner-colored" : ""}" role="region" aria-label="Announcement"><div class="banner-content">${banner.html}</div>${close}</div>`;
}
function pageHeader(model, page, site) {
  const eyebrow = site.group ? `<p class="eyebrow">${escapeHtml(site.group)}</p>` : "";
  const description = page.description ? `<p class="description">${escapeHtml(page.description)}</p>` : "";
  const tag2 = page.tag ? `<span class="badge page-tag">${escapeHtml(page.tag)}</span>` : "";
  const title = `<div class="page-title-row"><h1>${escapeHtml(page.title)}</h1>${tag2}${pageActions(withBase(model.basePath, `/${markdownFileOf(pageUrl(page.file))}`))}</div>`;
  return `<header class="page-header">${eyebrow}${title}${description}${viewSwitcher(page)}</header>`;
}
function pageActions(markdown) {
  return `<div class="page-actions"><button type="button" class="copy-page"${attributes({ "data-markdown": markdown })}>${uiIcon("copy", "regular", "icon icon-small")}<span class="copy-page-label">Copy page</span></button><details class="page-menu"><summary aria-label="More page actions">${uiIcon("chevron-down", "solid", "icon icon-small")}</summary><div class="page-menu-list"><a${attributes({ href: markdown, type: "text/markdown" })}>${uiIcon("file-lines", "regular", "icon icon-small")}View as Markdown</a></div></details></div>`;
}
function viewSwitcher(page) {
  if (!page.views) return "";
  const options = page.views.map((title) => `<option>${escapeHtml(title)}</option>`).join("");
  return `<label class="view-switcher"><span>View</span><select data-view-select>${options}</select></label>`;
}
function pageBody(page, mode) {
  if (!page.aside || mode !== "default") return `<div class="prose">${page.html}</div>`;
  return `<div class="api-columns"><div class="prose">${page.html}</div><aside class="api-examples" aria-label="Examples">${page.aside}</aside></div>`;
}

// src/site/layout/shared-site-files.ts
function sharedSiteFiles(model) {
  return model.sections.filter(isBigSection).map((section2) => ({ path: sharedSidebarPath(section2), content: sharedSidebar(section2) }));
}

// src/site/model/generated-listing.ts
function generatedListing(pages) {
  const entries = /* @__PURE__ */ new Map();
  const byNode = /* @__PURE__ */ new Map();
  for (const page of pages) {
    const listing = page.listing;
    if (listing.kind === "entry") {
      if (!entries.has(listing.entry)) entries.set(listing.entry, page.path);
    } else if (listing.group !== void 0) {
      let groups2 = byNode.get(listing.node);
      if (!groups2) byNode.set(listing.node, groups2 = /* @__PURE__ */ new Map());
      const group3 = groups2.get(listing.group);
      if (group3) group3.push(page.path);
      else groups2.set(listing.group, [page.path]);
    }
  }
  const groups = new Map(
    [...byNode].map(([node, named]) => [node, [...named].map(([name, paths]) => ({ name, pages: paths }))])
  );
  return { entries, groups };
}

// src/site/model/navigation-sections.ts
function navigationSections(navigation, context) {
  const walk = new Walk(context, navigation?.layout === "legacy");
  if (walk.isLegacy) walk.top();
  walk.visit(navigation?.children ?? [], void 0);
  walk.finish();
  const global = (navigation?.global ?? []).map((section2) => walk.globalLink(section2)).filter((link) => link !== void 0);
  const languages = [
    ...new Set(
      walk.sections.flatMap((section2) => section2.kind === "language" && section2.language ? [section2.language] : [])
    )
  ];
  return { sections: walk.sections, global, languages };
}
var Walk = class {
  constructor(context, isLegacy) {
    this.context = context;
    this.isLegacy = isLegacy;
  }
  context;
  isLegacy;
  sections = [];
  counts = /* @__PURE__ */ new Map();
  children = /* @__PURE__ */ new Map();
  /** Tree sections' paths, to find the owner of a `global` entry. */
  ids = /* @__PURE__ */ new Map();
  /** The legacy `url` of each tab and anchor (the folder it claims): where it leads when it claims no page. */
  urls = /* @__PURE__ */ new Map();
  topSection;
  top() {
    if (!this.topSection) {
      this.topSection = { id: "top", kind: "top", name: "", groups: [] };
      this.sections.unshift(this.topSection);
    }
    return this.topSection;
  }
  visit(nodes, parent) {
    let loose = [];
    const flush = () => {
      if (loose.length > 0) (parent ?? this.top()).groups.push(looseGroup(loose, this.context));
      loose = [];
    };
    const divisions = [];
    for (const node of nodes) {
      if (node.kind === "page") {
        loose.push(node);
        continue;
      }
      flush();
      if (node.kind === "group") (parent ?? this.top()).groups.push(navGroup(node, this.context));
      else divisions.push(node);
    }
    flush();
    for (const division of defaultFirst(divisions)) {
      const section2 = this.section(division, parent);
      this.visit(division.children, section2);
      section2.groups.push(...generatedGroups(division, this.context));
    }
  }
  section(tree, parent) {
    const count2 = this.counts.get(tree.kind) ?? 0;
    this.counts.set(tree.kind, count2 + 1);
    const value = tree.value;
    const icon2 = iconRef(
      tree.icon,
      value.iconType,
      this.context,
      this.isLegacy && tree.kind === "anchor" ? "duotone" : void 0
    );
    const color = tree.kind === "anchor" || tree.kind === "dropdown" || tree.kind === "product" ? anchorColor(value.color) : void 0;
    const href = tree.href === void 0 ? void 0 : linkHref(tree.href, this.context);
    const name = (tree.kind === "product" ? text3(value.name) : void 0) ?? text3(tree.name) ?? "";
    const description = tree.kind === "dropdown" || tree.kind === "product" || tree.kind === "menu" ? text3(value.description) : void 0;
    const tag2 = tree.kind === "version" ? text3(value.tag) : void 0;
    const version = tree.kind === "anchor" ? text3(value.version) : void 0;
    const section2 = {
      id: `${tree.kind}-${count2}`,
      kind: tree.kind,
      name,
      ...href ? { href } : {},
      ...icon2 ? { icon: icon2 } : {},
      ...color ? { color } : {},
      ...description ? { description } : {},
      ...tag2 ? { tag: tag2 } : {},
      ...version ? { version } : {},
      ...tree.language ? { language: tree.language } : {},
      ...tree.isDefault ? { isDefault: true } : {},
      ...tree.hidden ? { isDefaultHidden: true } : {},
      ...parent ? { parent: parent.id } : {},
      groups: []
    };
    this.sections.push(section2);
    if (parent) this.children.set(parent, [...this.children.get(parent) ?? [], section2]);
    this.ids.set(tree.path.join("/"), section2.id);
    const url = text3(value.url)?.replace(/^\/+|\/+$/g, "");
    if (url) this.urls.set(section2, url);
    return section2;
  }
  /**
   * Each section without a link of its own leads to its first page, children (default first)
   * after its own groups. In the v2 layout, the first page whose chrome is its own comes first.
   *
   * Why: Mintlify serves a page listed in two versions (or any two divisions) at one URL and draws
   * the navigation of the version the reader picked last (the picked version is the reader's
   * state, not the URL's). A static page here has one chrome: the first section that lists it (the
   * default version's). A v1 whose first page is shared with the default version would lead the
   * switcher back to the default's chrome, and v1 could not be reached; so a division leads to the
   * first page only it (or a division inside it) draws, and to its first page when it has none.
   * Pages are not built once per version under a prefix: Mintlify gives them one URL.
   */
  finish() {
    const lead = (section2) => {
      if (section2.href !== void 0) return section2.href;
      const own = firstPage2(section2.groups)?.href ?? firstLeading(this.children.get(section2) ?? [], lead);
      section2.href = own ?? linkHref(this.urls.get(section2), this.context);
      return section2.href;
    };
    if (!this.isLegacy) {
      const owners = chromeOwners(this.sections);
      const byId = new Map(this.sections.map((section2) => [section2.id, section2]));
      const isWithin = (id, ancestor) => {
        for (let section2 = id === void 0 ? void 0 : byId.get(id); section2; section2 = section2.parent === void 0 ? void 0 : byId.get(section2.parent))
          if (section2 === ancestor) return true;
        return false;
      };
      const ownLead = (section2) => firstPage2(section2.groups, (page) => isWithin(owners.get(page.href), section2))?.href ?? (this.children.get(section2) ?? []).map(ownLead).find((href) => href !== void 0);
      for (const section2 of this.sections) if (section2.href === void 0) section2.href = ownLead(section2);
    }
    for (const section2 of this.sections) lead(section2);
  }
  globalLink(tree) {
    if (tree.kind === "menu") return void 0;
    const href = tree.href === void 0 ? void 0 : linkHref(tree.href, this.context);
    if (!href) return void 0;
    const icon2 = iconRef(tree.icon, tree.value.iconType, this.context);
    const owner = this.ids.get(tree.path.slice(0, -3).join("/"));
    return {
      kind: tree.kind,
      name: text3(tree.name) ?? "",
      href,
      ...icon2 ? { icon: icon2 } : {},
      ...owner ? { owner } : {}
    };
  }
};
function chromeOwners(sections) {
  const owners = /* @__PURE__ */ new Map();
  const visit = (items, section2) => {
    for (const item of items) {
      if (item.kind === "group") visit(item.root ? [item.root, ...item.items] : item.items, section2);
      else if (item.kind === "page" && !owners.has(item.href)) owners.set(item.href, section2.id);
    }
  };
  for (const section2 of sections) visit(section2.groups, section2);
  return owners;
}
function firstLeading(children, lead) {
  const hrefs = children.map(lead);
  return hrefs.find((href) => href !== void 0 && !EXTERNAL.test(href)) ?? hrefs.find((href) => href !== void 0);
}
var EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
function defaultFirst(divisions) {
  const chosen = divisions.find((d) => (d.kind === "language" || d.kind === "version") && d.isDefault);
  return chosen ? [chosen, ...divisions.filter((d) => d !== chosen)] : [...divisions];
}
function anchorColor(value) {
  const single = hexColor(value);
  if (single) return single;
  if (!isObject(value)) return void 0;
  const from = hexColor(value.from);
  const to = hexColor(value.to);
  if (from && to) return { from, to };
  return hexColor(value.light) ?? from ?? to;
}

// src/site/model/site-model.ts
var SOCIAL_PLATFORMS = [
  "website",
  "facebook",
  "x",
  "discord",
  "slack",
  "github",
  "linkedin",
  "instagram",
  "hacker-news",
  "youtube",
  "medium",
  "telegram",
  "twitter",
  "x-twitter",
  "earth-americas",
  "bluesky",
  "threads",
  "reddit",
  "podcast"
];

// src/site/model/build-site-model.ts
var DEFAULT_PRIMARY = "#16A34A";
function buildSiteModel(input) {
  const config = isObject(input.config) ? input.config : {};
  const assets = /* @__PURE__ */ new Set();
  const context = {
    files: input.files,
    basePath: input.basePath,
    assets,
    pages: input.pages,
    iconLibrary: configIconLibrary(config),
    generated: generatedListing(input.generated ?? [])
  };
  const { sections, global, languages } = navigationSections(input.navigation, context);
  const newer = (input.layout ?? input.navigation?.layout) === "v2";
  const { pages, home } = sitePages(sections, input.pages, input.basePath);
  const topAnchor = isObject(config.topAnchor) ? config.topAnchor : {};
  const cta = callToAction2(newer ? navbarPrimary(config) : config.topbarCtaButton, context, input.githubStars);
  const favicon = assetHref(isObject(config.favicon) ? config.favicon.light : config.favicon, context);
  const background = isObject(config.background) ? config.background : {};
  const backgroundImage = assetHref(
    config.backgroundImage ?? (isObject(background.image) ? background.image.light : background.image),
    context
  );
  const logo = siteLogo(config.logo, context);
  const description = text3(config.description);
  return {
    name: text3(config.name) ?? "Documentation",
    ...description ? { description } : {},
    basePath: input.basePath,
    ...logo ? { logo } : {},
    ...favicon ? { favicon } : {},
    colors: siteColors(config),
    topbarLinks: topbarLinks2(
      newer ? isObject(config.navbar) ? config.navbar.links : void 0 : config.topbarLinks,
      context,
      newer
    ),
    ...cta ? { cta } : {},
    sections,
    home,
    global,
    topAnchor: {
      name: text3(topAnchor.name) ?? "Documentation",
      icon: iconRef(topAnchor.icon, topAnchor.iconType, context, "duotone") ?? { name: "book-open", style: "duotone" }
    },
    versions: newer ? [] : stringList(config.versions),
    languages,
    // Like Mintlify, `footer.socials` wins over the legacy layout's `footerSocials`.
    footerSocials: footerSocials(
      (isObject(config.footer) ? config.footer.socials : void 0) ?? (newer ? void 0 : config.footerSocials),
      context
    ),
    feedback: feedback(config.feedback, input.repository),
    modeToggle: modeToggle(config),
    ...configLatex(config) === true ? { mathEverywhere: true } : {},
    ...backgroundImage ? { backgroundImage } : {},
    ...readerConfig(config, context),
    pages,
    assets: [...assets].sort()
  };
}
function stringList(value) {
  return Array.isArray(value) ? [...new Set(value.filter((v) => typeof v === "string" && v.trim() !== "").map((v) => v.trim()))] : [];
}
function siteLogo(value, context) {
  const light = assetHref(isObject(value) ? value.light ?? value.dark : value, context);
  const dark = isObject(value) ? assetHref(value.dark, context) ?? light : light;
  if (!light || !dark) return void 0;
  const href = (isObject(value) ? linkHref(value.href, context) : void 0) ?? withBase(context.basePath, "/");
  return { light, dark, href };
}
function siteColors(config) {
  const colors = isObject(config.colors) ? config.colors : {};
  const primary = hexColor(colors.primary) ?? DEFAULT_PRIMARY;
  const legacyBackground = isObject(colors.background) ? colors.background : void 0;
  const newerBackground = isObject(config.background) && isObject(config.background.color) ? config.background.color : void 0;
  const source = legacyBackground ?? newerBackground;
  const light = hexColor(source?.light);
  const dark = hexColor(source?.dark);
  return {
    primary,
    light: hexColor(colors.light) ?? primary,
    dark: hexColor(colors.dark) ?? primary,
    ...light || dark ? { background: { ...light ? { light } : {}, ...dark ? { dark } : {} } } : {}
  };
}
function topbarLinks2(value, context, withIcons) {
  const links = [];
  for (const link of Array.isArray(value) ? value : []) {
    if (!isObject(link)) continue;
    const name = text3(link.name) ?? text3(link.label);
    const href = linkHref(link.url ?? link.href, context);
    const icon2 = withIcons ? iconRef(link.icon, void 0, context) : void 0;
    if (name && href) links.push({ name, href, ...icon2 ? { icon: icon2 } : {} });
  }
  return links;
}
function navbarPrimary(config) {
  const primary = isObject(config.navbar) ? config.navbar.primary : void 0;
  return isObject(primary) ? { type: primary.type === "github" ? "github" : "link", url: primary.href, name: primary.label } : void 0;
}
function callToAction2(value, context, stars) {
  if (!isObject(value)) return void 0;
  const href = linkHref(value.url, context);
  if (!href) return void 0;
  if (value.type === "github") {
    const repository = /^https?:\/\/[^/]+\/([^/?#]+\/[^/?#]+?)(?:\.git)?\/?(?:[?#].*)?$/i.exec(href)?.[1] ?? href.replace(/^https?:\/\//i, "");
    return { kind: "github", href, repository, ...stars !== void 0 && Number.isFinite(stars) ? { stars } : {} };
  }
  const name = text3(value.name);
  return name ? { kind: "link", name, href } : void 0;
}
function footerSocials(value, context) {
  const entries = Array.isArray(value) ? value.filter(isObject).map((item) => [item.type, item.url]) : isObject(value) ? Object.entries(value) : [];
  const hrefs = /* @__PURE__ */ new Map();
  for (const [platform, url] of entries) {
    const href = linkHref(url, context);
    if (isSocialPlatform(platform) && href) hrefs.set(platform, href);
  }
  return [...hrefs].map(([platform, href]) => ({ platform, href }));
}
function isSocialPlatform(value) {
  return SOCIAL_PLATFORMS.includes(value);
}
function feedback(value, repository) {
  const settings = isObject(value) ? value : {};
  return {
    suggestEdit: settings.suggestEdit === true,
    raiseIssue: settings.raiseIssue === true,
    thumbsRating: settings.thumbsRating === true,
    ...repository ? { repository } : {}
  };
}
function modeToggle(config) {
  const legacy = isObject(config.modeToggle) ? config.modeToggle : void 0;
  const appearance = isObject(config.appearance) ? config.appearance : void 0;
  const mode = legacy?.default ?? appearance?.default;
  const isHidden = legacy ? legacy.isHidden === true : appearance?.strict === true;
  return { ...mode === "light" || mode === "dark" ? { default: mode } : {}, isHidden };
}
function sitePages(sections, pages, basePath) {
  const result = [];
  const seen = /* @__PURE__ */ new Set();
  const visit = (items, section2, group3, version, hidden) => {
    for (const item of items) {
      if (item.kind === "group") {
        if (item.root)
          visit([item.root], section2, item.name || group3, item.version ?? version, hidden || item.hidden === true);
        visit(item.items, section2, item.name || group3, item.version ?? version, hidden || item.hidden === true);
      } else if (item.kind === "page" && !seen.has(item.file)) {
        seen.add(item.file);
        result.push({
          ...sitePage(item.file, pages.get(item.file), basePath, section2.id, true, version, group3),
          ...section2.language ? { language: section2.language } : {},
          ...hidden || item.hidden ? { hidden: true } : {}
        });
      }
    }
  };
  for (const section2 of sections)
    for (const group3 of section2.groups) visit([group3], section2, section2.name, group3.version ?? section2.version, false);
  const home = sections.some((section2) => section2.id === "top") ? "top" : result[0]?.section ?? "top";
  const rest = [...pages.keys()].filter((file) => !seen.has(file)).sort();
  for (const file of rest) result.push(sitePage(file, pages.get(file), basePath, home, false));
  return { pages: result, home };
}
function sitePage(file, page, basePath, section2, listed2, version, group3) {
  return {
    file,
    href: withBase(basePath, pageUrl(file)),
    title: page.title,
    ...page.description ? { description: page.description } : {},
    section: section2,
    ...version ? { version } : {},
    ...group3 ? { group: group3 } : {},
    listed: listed2,
    ...page.generatedFrom ? { generated: true } : {},
    // A page hidden by its front matter is also kept from indexing, as Mintlify keeps it.
    ...page.noindex || page.hidden ? { noindex: true } : {}
  };
}

// src/site/output/llms-txt.ts
function llmsTxt(model, pages, siteUrl) {
  const lines = [`# ${oneLine2(model.name)}`, ""];
  if (model.description) lines.push(`> ${oneLine2(model.description)}`, "");
  const names = new Map(model.sections.map((section2) => [section2.id, section2.name]));
  const bySection = /* @__PURE__ */ new Map();
  for (const page of pages) {
    const list2 = bySection.get(page.section);
    if (list2) list2.push(page);
    else bySection.set(page.section, [page]);
  }
  for (const [section2, pages2] of bySection) {
    lines.push(`## ${oneLine2(names.get(section2) ?? model.topAnchor.name)}`, "");
    for (const page of pages2) {
      const link = `- [${escapeLinkText(oneLine2(page.title))}](${absoluteUrl(siteUrl, page.href).replace(/[()\s]/g, encodeURIComponent)})`;
      lines.push(page.description ? `${link}: ${oneLine2(page.description)}` : link);
    }
    lines.push("");
  }
  return lines.join("\n");
}
function oneLine2(text6) {
  return text6.replace(/\s+/g, " ").trim();
}
function escapeLinkText(text6) {
  return text6.replace(/[[\]\\]/g, (char) => `\\${char}`);
}

// src/site/output/markdown-twin.ts
function markdownTwin(page) {
  const head = ["---", `title: ${JSON.stringify(page.title)}`];
  if (page.description) head.push(`description: ${JSON.stringify(page.description)}`);
  head.push("---", "");
  return `${head.join("\n")}
${page.markdown ?? ""}`;
}
function llmsFullTxt(pages, rendered, siteUrl) {
  const parts = [];
  for (const site of pages) {
    const page = rendered.get(site.file);
    if (!page) continue;
    const lines = [`# ${page.title.replace(/\s+/g, " ").trim()}`, `Source: ${absoluteUrl(siteUrl, site.href)}`, ""];
    if (page.description) lines.push(`> ${page.description.replace(/\s+/g, " ").trim()}`, "");
    parts.push(`${lines.join("\n")}
${(page.markdown ?? "").trimEnd()}
`);
  }
  return parts.join("\n");
}

// src/site/output/redirect-document.ts
function redirectDocument(siteName, href, label) {
  const to = escapeAttribute(href);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title><script>location.replace(${escapeScriptString(href)} + location.hash)</script><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}"><link rel="icon" href="data:,"><meta name="robots" content="noindex"></head><body><p><a href="${to}">${escapeHtml(label)}</a></p></body></html>
`;
}
function escapeScriptString(text6) {
  return JSON.stringify(text6).replace(/</g, "\\u003c");
}

// src/site/output/root-redirect.ts
function rootRedirectDocument(siteName, pages) {
  const first = pages.find((page) => page.listed) ?? pages[0];
  return first ? redirectDocument(siteName, first.href, first.title) : void 0;
}

// src/site/output/folder-redirects.ts
function folderRedirects(siteName, navigationFiles, pages) {
  const built = new Map(pages.map((page) => [page.file, page]));
  const landing = folderLandingPages(navigationFiles.filter((file) => built.has(file)));
  return [...landing].map(([folder2, file]) => {
    const page = built.get(file);
    return { path: outputFileOf(`/${folder2}/`), text: redirectDocument(siteName, page.href, page.title) };
  });
}

// src/site/output/sitemap.ts
function sitemapXml(pages, siteUrl) {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, page.href))}</loc></url>
`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}</urlset>
`;
}
function escapeXml(text6) {
  return text6.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`
  );
}

// src/site/links/page-links.ts
var URL_ATTRIBUTES = /* @__PURE__ */ new Set(["href", "src", "poster", "action", "formaction", "data", "cite", "background"]);
var NOT_FETCHED_RELS = /^(?:preconnect|dns-prefetch|canonical|alternate|me|author|license)$/i;
function documentFacts(html) {
  const links = [];
  const ids = [];
  let refresh;
  const parser = new Parser(
    {
      onopentag(name, attributes2) {
        if (attributes2.id) ids.push(attributes2.id);
        if (name === "a" && attributes2.name) ids.push(attributes2.name);
        if (name === "link" && (attributes2.rel ?? "").split(/\s+/).every((rel) => NOT_FETCHED_RELS.test(rel))) return;
        for (const [attribute2, value] of Object.entries(attributes2)) {
          if (URL_ATTRIBUTES.has(attribute2) && value.trim() !== "")
            links.push({ value: value.trim(), element: name, attribute: attribute2 });
          else if (attribute2 === "srcset")
            for (const candidate of srcsetUrls(value)) links.push({ value: candidate, element: name, attribute: attribute2 });
        }
        if (name === "meta" && attributes2["http-equiv"]?.toLowerCase() === "refresh") {
          const target = /;\s*url\s*=\s*(.+)$/i.exec(attributes2.content ?? "")?.[1]?.trim().replace(/^(['"])(.*)\1$/, "$2");
          if (target) links.push({ value: target, element: name, attribute: "content" });
          refresh ??= target;
        }
      }
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }
  );
  parser.end(html);
  return { links, ids, ...refresh ? { refresh } : {} };
}
function srcsetUrls(srcset) {
  const urls = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at])) at++;
    const start = at;
    while (at < srcset.length && !/\s/.test(srcset[at])) at++;
    let url = srcset.slice(start, at);
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else while (at < srcset.length && srcset[at] !== ",") at++;
    if (url) urls.push(url);
  }
  return urls;
}

// src/site/links/crawl-document.ts
var CrawlTable = class {
  /** By element and attribute (`a href`), then by value; every key is a string of its own. */
  links = /* @__PURE__ */ new Map();
  ids = /* @__PURE__ */ new Map();
  link(link) {
    const kind = `${link.element} ${link.attribute}`;
    let byValue = this.links.get(kind);
    if (!byValue) {
      byValue = /* @__PURE__ */ new Map();
      this.links.set(ownCopy(kind), byValue);
    }
    let kept = byValue.get(link.value);
    if (!kept) {
      kept = { value: ownCopy(link.value), element: ownCopy(link.element), attribute: ownCopy(link.attribute) };
      byValue.set(kept.value, kept);
    }
    return kept;
  }
  id(id) {
    let kept = this.ids.get(id);
    if (kept === void 0) {
      kept = ownCopy(id);
      this.ids.set(kept, kept);
    }
    return kept;
  }
};
function crawlDocument(path27, html, table) {
  const facts = documentFacts(html);
  const seen = /* @__PURE__ */ new Set();
  const links = [];
  for (const link of facts.links) {
    if (seen.has(link.value)) continue;
    seen.add(link.value);
    links.push(table.link(link));
  }
  return {
    path: path27,
    links,
    ids: facts.ids.map((id) => table.id(id)),
    ...facts.refresh ? { refresh: ownCopy(facts.refresh) } : {}
  };
}
function ownCopy(text6) {
  return Buffer.from(text6, "utf8").toString("utf8");
}

// src/site/build-site.ts
var PREBUILT = ["client.js", "search.js", "theme.css", "icons-LICENSE.txt"];
function iconLicences(config) {
  const library = configIconLibrary(config);
  return library === "fontawesome" ? [] : [`icons-${library}-LICENSE.txt`];
}
async function buildSite(options) {
  const { project, basePath, siteUrl } = options;
  const clock = stopwatch();
  const config = project.document?.value ?? (project.config.status === "read" ? project.config.source.value : void 0);
  const generated = project.openApiPages?.pages ?? [];
  const withGenerated = new Map([...options.rendered, ...generatedApiPages(generated, project.document)]);
  const rendered = withEndpointPages(
    withGenerated,
    options.specs ?? [],
    new Map([...options.endpoints ?? [], ...generatedEndpoints(generated)]),
    config
  );
  const api = clock();
  const model = buildSiteModel({
    config,
    navigation: project.navigation,
    ...project.config.status === "read" ? { layout: project.config.layout } : {},
    files: project.files,
    pages: rendered,
    generated,
    basePath,
    repository: options.repository,
    githubStars: options.githubStars
  });
  const timings = { api, model: clock() };
  const files = /* @__PURE__ */ new Map();
  const claim = (to, file) => {
    if (!files.has(to)) files.set(to, file);
  };
  for (const index of searchIndexes(model))
    claim(index.path, { kind: "search", ...index.language !== void 0 ? { language: index.language } : {} });
  for (const name of [...PREBUILT, ...iconLicences(config)])
    claim(`_docsgate/${name}`, { kind: "copy", from: siteAsset(name) });
  for (const shared of sharedSiteFiles(model)) claim(shared.path, { kind: "text", text: shared.content });
  const built = builtPages(model, rendered);
  const extras = extraList(siteExtras(model), ...built.map((page) => page.extras ?? []));
  for (const name of extras.flatMap((extra) => PAGE_EXTRAS[extra].files.flatMap(assetFiles)))
    claim(`_docsgate/${name}`, { kind: "copy", from: siteAsset(name) });
  for (const page of built) claim(outputFileOf(pageUrl(page.file)), { kind: "page", page });
  for (const page of built)
    claim(markdownFileOf(pageUrl(page.file)), { kind: "later", make: () => markdownTwin(page) });
  const builtFiles = new Set(built.map((page) => page.file));
  const sitePages2 = model.pages.filter((page) => builtFiles.delete(page.file));
  claim("404.html", { kind: "text", text: renderNotFoundDocument(model) });
  const redirect = rootRedirectDocument(model.name, sitePages2);
  if (redirect) claim("index.html", { kind: "text", text: redirect });
  for (const folder2 of folderRedirects(model.name, navigationPageFiles(project), sitePages2))
    claim(folder2.path, { kind: "text", text: folder2.text });
  for (const { path: from, href } of model.redirects)
    claim(outputFileOf(`/${from}/`), { kind: "text", text: redirectDocument(model.name, href, `Go to ${href}`) });
  const indexed = sitePages2.filter((page) => !page.noindex);
  claim("sitemap.xml", { kind: "text", text: sitemapXml(indexed, siteUrl) });
  claim("llms.txt", { kind: "text", text: llmsTxt(model, indexed, siteUrl) });
  claim("llms-full.txt", { kind: "later", make: () => llmsFullTxt(indexed, rendered, siteUrl) });
  for (const asset of assetsToCopy(project, model, built))
    claim(asset, { kind: "copy", from: path24.join(project.root, asset), underRoot: project.root });
  resetOutDir(options.outDir, /* @__PURE__ */ new Set([BUILD_MARKER, ...files.keys()]));
  const writer = new SiteWriter(options.outDir);
  let pagesMs = 0;
  const documents = /* @__PURE__ */ new Map();
  const crawled = [];
  const table = new CrawlTable();
  let crawlMs = 0;
  const read = (to, html) => {
    const start = performance.now();
    crawled.push(crawlDocument(to, html, table));
    crawlMs += performance.now() - start;
  };
  for (const [to, file] of files) {
    if (file.kind === "search") {
      writer.searchIndex(to, searchDocuments(model, pagesOfIndex(model, indexed, file.language), rendered));
    } else if (file.kind === "page") {
      const start = performance.now();
      const document = renderPageDocument(model, file.page);
      pagesMs += performance.now() - start;
      writer.write(to, { kind: "text", text: document });
      documents.set(to, file.page);
      if (options.crawl) read(to, document);
    } else if (file.kind === "later") {
      writer.write(to, { kind: "text", text: file.make() });
    } else {
      writer.write(to, file);
      if (options.crawl && file.kind === "text" && to.endsWith(".html")) read(to, file.text);
    }
  }
  const { written, searchMs } = writer.finish();
  const pages = Math.round(pagesMs);
  const crawl = Math.round(crawlMs);
  return {
    pages: built.length,
    files: [BUILD_MARKER, ...written].sort(),
    documents,
    ...options.crawl ? { crawled } : {},
    timings: { ...timings, pages, crawl, search: searchMs, write: clock() - pages - crawl - searchMs }
  };
}
function assetFiles(name) {
  if (!statSync3(siteAsset(name)).isDirectory()) return [name];
  const folder2 = name;
  return readdirSync4(siteAsset(folder2), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map(
    (entry) => path24.posix.join(
      folder2,
      path24.relative(siteAsset(folder2), path24.join(entry.parentPath, entry.name)).split(path24.sep).join("/")
    )
  ).sort();
}
function builtPages(model, rendered) {
  const urls = /* @__PURE__ */ new Set();
  const pages = [];
  for (const { file } of model.pages) {
    const page = rendered.get(file);
    const url = pageUrl(file);
    if (!page || urls.has(url)) continue;
    urls.add(url);
    pages.push(page);
  }
  return pages;
}
function assetsToCopy(project, model, pages) {
  const wanted = /* @__PURE__ */ new Set([...model.assets, ...pages.flatMap((page) => page.assets)]);
  return [...wanted].filter(
    (file) => project.files.has(file) && !project.files.passesLinkOutside(file) && !file.startsWith("_docsgate/") && !/\.mdx?$/i.test(file)
  ).sort();
}

// src/site/site-check.ts
async function buildAndCheckSite(options) {
  const site = options.result.site;
  if (!site) throw new Error("buildAndCheckSite needs a check run with render settings");
  if (options.outDir === void 0) {
    const outDir2 = mkdtempSync2(path25.join(options.tempRoot ?? os.tmpdir(), "docsgate-site-"));
    try {
      return await buildAndCheckSite({ ...options, outDir: outDir2 });
    } finally {
      rmSync5(outDir2, { recursive: true, force: true });
    }
  }
  const { outDir, basePath, siteUrl } = options;
  const built = await buildSite({
    ...site,
    outDir,
    basePath,
    siteUrl,
    ...options.repositoryFacts,
    crawl: options.links
  });
  if (!options.links) return { result: options.result, built };
  const external2 = options.external && externalOptions(site.externalLinks, options.external.cacheFile);
  const links = await checkSiteLinks({
    site,
    built,
    outDir,
    basePath,
    ...siteUrl ? { siteUrl } : {},
    reported: options.result.diagnostics,
    ...external2 ? { external: external2 } : {}
  });
  return {
    result: {
      ...options.result,
      diagnostics: diagnose([...site.reports, ...links.reports], site.book, site.suppressions)
    },
    built,
    links
  };
}
function externalOptions(settings, cacheFile) {
  const { cacheHours, ...rest } = settings;
  return { ...rest, ...cacheFile ? { cache: { file: cacheFile, maxAgeHours: cacheHours } } : {} };
}

// src/github/github-stars.ts
var STARS_TIMEOUT_MS = 5e3;
function githubButtonRepository(config) {
  const value = config;
  for (const button of [value?.topbarCtaButton, value?.navbar?.primary]) {
    const { type, url, href } = button ?? {};
    const link = typeof url === "string" ? url : href;
    if (type !== "github" || typeof link !== "string") continue;
    return githubSlug(link);
  }
  return void 0;
}
function githubSlug(link) {
  let url;
  try {
    url = new URL(link);
  } catch {
    return void 0;
  }
  if (url.hostname !== "github.com" && url.hostname !== "www.github.com") return void 0;
  const [owner, name] = url.pathname.split("/").filter(Boolean);
  return owner && name && /^[\w.-]+$/.test(owner) && /^[\w.-]+$/.test(name) ? `${owner}/${name.replace(/\.git$/, "")}` : void 0;
}
async function fetchGithubStars(slug, env = process.env, timeoutMs = STARS_TIMEOUT_MS) {
  const api = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  try {
    const response = await fetch(`${api}/repos/${slug}`, {
      headers: { accept: "application/vnd.github+json", "user-agent": "docsgate" },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow"
    });
    if (!response.ok) return void 0;
    const { stargazers_count: stars } = await response.json();
    return typeof stars === "number" && Number.isInteger(stars) && stars >= 0 ? stars : void 0;
  } catch {
    return void 0;
  }
}

// src/github/repository.ts
import { execFileSync } from "node:child_process";
import { realpathSync as realpathSync4 } from "node:fs";
import path26 from "node:path";
function detectRepository(root, env = process.env) {
  return repositoryFromActions(root, env) ?? repositoryFromGit(root);
}
function repositoryFromActions(root, env) {
  const slug = env.GITHUB_REPOSITORY;
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
  if (env.GITHUB_ACTIONS !== "true" || !slug || !/^[\w.-]+\/[\w.-]+$/.test(slug) || !branch) return void 0;
  const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const workspace = env.GITHUB_WORKSPACE ? path26.resolve(env.GITHUB_WORKSPACE) : void 0;
  const docsPath = workspace ? pathInside(workspace, root) : "";
  return docsPath === void 0 ? void 0 : { slug, serverUrl, branch, docsPath };
}
function repositoryFromGit(root) {
  const remote = git2(root, ["remote", "get-url", "origin"]);
  const parsed = remote ? parseRemoteUrl(remote) : void 0;
  const branch = git2(root, ["symbolic-ref", "--quiet", "--short", "HEAD"]);
  const topLevel = git2(root, ["rev-parse", "--show-toplevel"]);
  if (!parsed || !branch || !topLevel) return void 0;
  const docsPath = pathInside(topLevel, root);
  return docsPath === void 0 ? void 0 : { ...parsed, branch, docsPath };
}
function parseRemoteUrl(remote) {
  const text6 = remote.trim();
  const scp = /^(?:[\w.-]+@)?([\w.-]+):(?!\/\/)\/?(.+?)(?:\.git)?\/?$/.exec(text6);
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text6)) return withSlug(`https://${scp[1]}`, scp[2]);
  let url;
  try {
    url = new URL(text6);
  } catch {
    return void 0;
  }
  const repoPath = url.pathname.replace(/^\/+/, "").replace(/\/+$/, "").replace(/\.git$/, "");
  if (url.protocol === "https:" || url.protocol === "http:") return withSlug(`${url.protocol}//${url.host}`, repoPath);
  if (url.protocol === "ssh:" || url.protocol === "git:") return withSlug(`https://${url.hostname}`, repoPath);
  return void 0;
}
function withSlug(serverUrl, repoPath) {
  const slug = repoPath.replace(/\.git$/, "");
  return /^[\w.-]+(?:\/[\w.-]+)+$/.test(slug) ? { serverUrl, slug } : void 0;
}
function pathInside(topLevel, root) {
  const relative = path26.relative(realPath2(topLevel), realPath2(root));
  if (relative.startsWith("..") || path26.isAbsolute(relative)) return void 0;
  return relative.split(path26.sep).join("/");
}
function realPath2(folder2) {
  try {
    return realpathSync4(folder2);
  } catch {
    return path26.resolve(folder2);
  }
}
function git2(root, args) {
  try {
    const output = execFileSync("git", ["-C", root, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 1e4
    }).trim();
    return output || void 0;
  } catch {
    return void 0;
  }
}

// src/github/repository-facts.ts
async function repositoryFacts(project, fetchRemote) {
  const button = fetchRemote ? githubButtonRepository(project.config.status === "read" ? project.config.source.value : void 0) : void 0;
  const githubStars = button ? await fetchGithubStars(button) : void 0;
  const repository = detectRepository(project.root);
  return { ...repository ? { repository } : {}, ...githubStars === void 0 ? {} : { githubStars } };
}

export {
  countDiagnostics,
  FAIL_ON_VALUES,
  parseFailOn,
  failsGate,
  warningsOver,
  judge,
  parseMaxWarnings,
  checkOutDir,
  normalizeBasePath,
  normalizeSiteUrl,
  plural,
  describeTotals,
  PAGE_CACHE_DIR,
  detectLayout,
  loadProjectRules,
  check,
  fingerprintDiagnostics,
  TOOL,
  jsonReportPieces,
  baselineFromGit,
  baselineFromReport,
  compareWithBaseline,
  formatConsole,
  shouldColor,
  formatJunit,
  formatSarif,
  LinkCheckError,
  linkSummary,
  SiteWriteError,
  buildAndCheckSite,
  repositoryFacts
};
