import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  DEFAULT_EXTERNAL_LINK_OPTIONS
} from "./chunk-D3TY4MDE.js";
import {
  ALL_RULE_METAS,
  CONFIG_SIZE_HINT,
  DEFAULT_HOUSE_STYLE,
  FileIndex,
  MAX_CONFIG_BYTES,
  MAX_STYLE_ENTRIES_TOTAL,
  MAX_STYLE_FILE_BYTES,
  MAX_STYLE_INSTRUCTIONS,
  OPENAPI_RULES,
  PAGES_RULES,
  PROJECT_RULES,
  PageLinter,
  REDOCLY_CONFIG_FILES,
  SECTION_CHARS,
  applySuppressions,
  holdsSecret,
  houseStyleDocsUrl,
  houseStyleMeta,
  listedPageFiles,
  lowerRejectedSpecAdvice,
  lowerUnseenProblems,
  missingFileHint,
  pageRulesWith,
  parseStyleFile,
  readConfigFile,
  readV2Navigation,
  redoclyRuleMeta,
  redoclyRuleSettingIds,
  rejectedSpecs,
  replaceSecrets,
  resolvePages,
  resolvedLinks,
  rule,
  rule2,
  rule3,
  rule4,
  ruleDocsUrl,
  runRules,
  silencer,
  spanOf,
  specNames,
  stageRuleIds,
  unseenSpecs,
  withoutTrailingSlash
} from "./chunk-JPMMXNPL.js";
import {
  configLatex,
  specKey
} from "./chunk-CJ7NE5UA.js";
import {
  configIconLibrary,
  distance,
  isSitePage,
  isSnippetFile,
  resolveDocPath,
  resolveEntry
} from "./chunk-X2Q7XYNA.js";
import {
  isObject,
  objectAt,
  valueAt
} from "./chunk-YY2LY7KT.js";
import {
  UNRENDERED_EXPRESSION_ID
} from "./chunk-ARJOCTAC.js";
import {
  EXAMPLE_KEYS,
  MAX_SPEC_BYTES
} from "./chunk-DN6EFJKH.js";
import {
  redactUrl,
  redactUrls,
  require_ajv,
  require_picomatch
} from "./chunk-BPU2NOSW.js";
import {
  INVALID_FILE_ID,
  REMOTE_SPEC_ID,
  decodeWide,
  megabytes,
  readRegularFile,
  readRootFile,
  wideEncoding
} from "./chunk-3GTHPOSM.js";
import {
  JsonSource,
  MAX_JSON_DEPTH,
  parseEndpointReference,
  parseOperationReference,
  projectFiles,
  withFilesInMemory
} from "./chunk-FTXZLPLP.js";
import {
  BlockingWorker,
  WorkerDied,
  WorkerOutOfMemory
} from "./chunk-UWRAYTU5.js";
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
    var classSource = (negated, body2) => {
      if (negated) {
        return `[^\\/${body2}]`;
      }
      const source = `[${body2}]`;
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
      let body2 = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body2 += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body2 += `-${escapeMember(to)}`;
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
            body2 += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body2 += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body2 += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body2)
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
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
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
    var checkSourceOf = (body2, prefix) => {
      if (body2[body2.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body2.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body2) => {
      const index = body2.indexOf(SLASH);
      return index < 0 || index === body2.length - 1;
    };
    var basenameOf = (path14) => {
      const end = path14.length - 1;
      const index = path14.lastIndexOf(
        SLASH,
        path14[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path14 : path14.slice(index + 1);
    };
    var parentOf = (path14) => {
      if (path14.charCodeAt(0) === SLASH_CODE || path14.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path14.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path14.length - 1;
      const cut = path14.lastIndexOf(
        SLASH,
        path14.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path14.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body2, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body2);
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
    var trimEnd = (body2, stripLineEnd) => {
      let lineEnd = body2.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body2[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body2[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body2[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body2.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body2[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body2.slice(0, end - 1) + SPACE : body2.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body2 = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body2[0] === "#") {
        return;
      }
      let negative = false;
      if (body2[0] === "!") {
        negative = true;
        body2 = body2.slice(1);
      }
      const last = body2[body2.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body2 = trimEnd(body2, stripLineEnd);
      }
      if (!body2 || hasTrailingBackslash(body2)) {
        return;
      }
      body2 = body2.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body2);
      return new IgnoreRule(
        pattern,
        mark,
        body2,
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
        const raw = isStr ? pattern : pattern.pattern;
        const rule5 = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule5) {
          this._added = true;
          this._rules.push(rule5);
          if (matchesBasename(rule5.body)) {
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
      testLiteral(path14) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body: body2 }) => body2[body2.length - (body2[body2.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule5 = rules[index];
          if (rule5.checkRegex.test(path14)) {
            ignored = !rule5.negative;
            unignored = rule5.negative;
            matchedRule = rule5.negative ? UNDEFINED : rule5;
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
      test(path14, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename = shortcut ? basenameOf(path14) : path14;
        for (let index = length - 1; index >= 0; index--) {
          const rule5 = rules[index];
          if (rule5[mode].test(
            shortcut && rule5._basenameOnly ? basename : path14
          )) {
            const { negative } = rule5;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule5;
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
    var checkPath = (path14, originalPath, doThrow) => {
      if (!isString(path14)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path14) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path14)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path14) => {
      const first = path14.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path14.length === 1) {
        return true;
      }
      const second = path14.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path14.length === 2 || path14.charCodeAt(2) === SLASH_CODE;
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
      _test(originalPath, cache, path14) {
        checkPath(
          path14,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path14 ? this._t(path14, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path14 = convertPath(target);
        if (!path14 || path14.charCodeAt(path14.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path14);
        }
        const dir = this._t(path14, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path14);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path14, cache) {
        if (path14 in cache) {
          return cache[path14];
        }
        const parentPath = parentOf(path14);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path14] = parent && parent.ignored ? parent : this._rules.test(path14, MODE_IGNORE);
      }
      ignores(path14) {
        return this._test(path14, this._ignoreCache, convertPath(path14)).ignored;
      }
      createFilter() {
        return (path14) => !this.ignores(path14);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path14) {
        return this._test(path14, this._testCache, convertPath(path14));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path14) => checkPath(convertPath(path14), path14, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path14) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path14) || isNotRelative(path14);
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
    "src/settings/docsgate.config.schema.json"
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
    "@actions/artifact": "^6.2.1",
    "@actions/cache": "^6.3.0",
    "@actions/core": "^3.0.1",
    "@babel/code-frame": "^7.29.7",
    "@fortawesome/fontawesome-common-types": "^7.3.1",
    "@fortawesome/free-brands-svg-icons": "^7.3.1",
    "@fortawesome/free-regular-svg-icons": "^7.3.1",
    "@fortawesome/free-solid-svg-icons": "^7.3.1",
    "@jitl/quickjs-singlefile-cjs-release-sync": "^0.32.0",
    "@mintlify/common": "1.0.1183",
    "@mintlify/validation": "^0.1.878",
    "@redocly/openapi-core": "^2.64.0",
    "@sindresorhus/slugify": "2.2.0",
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
    "@types/vscode": "~1.101.0",
    acorn: "^8.19.0",
    "acorn-jsx": "^5.3.2",
    ajv: "^8.20.0",
    "axe-core": "^4.14.1",
    "dependency-cruiser": "^18.7.2",
    "english-verbs-irregular": "^3.4.0",
    esbuild: "^0.28.2",
    "estree-util-build-jsx": "^3.0.1",
    "estree-util-to-js": "^2.0.0",
    "fastest-levenshtein": "^1.0.16",
    fflate: "^0.8.3",
    "github-slugger": "^2.0.0",
    "hast-util-to-html": "^9.0.6",
    hastscript: "^9.0.3",
    htmlparser2: "^12.0.0",
    ignore: "^7.0.16",
    "js-yaml": "^4.3.2",
    "json-schema-to-typescript": "^15.0.4",
    "jsonc-parser": "^3.3.1",
    katex: "^0.16.47",
    linkinator: "^8.1.0",
    lowlight: "^3.3.0",
    "lucide-static": "^1.62.0",
    "lucide-static-0.545": "npm:lucide-static@0.545.0",
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
    mermaid: "^12.3.0",
    "micromark-extension-gfm-footnote": "^2.1.0",
    "micromark-extension-gfm-strikethrough": "^2.1.0",
    "micromark-extension-gfm-table": "^2.1.2",
    "micromark-extension-gfm-task-list-item": "^2.1.0",
    "micromark-extension-math": "^3.1.0",
    "micromark-util-edit-map": "^1.0.0",
    "micromark-util-sanitize-uri": "^2.0.1",
    "micromark-util-types": "^2.0.3",
    minisearch: "^7.2.0",
    node: "24.9.0",
    node22: "file:__tests__/node22",
    picomatch: "^4.0.7",
    "playwright-core": "^1.65.1",
    postcss: "^8.5.34",
    prettier: "^3.10.1",
    "property-information": "^7.2.0",
    "quickjs-emscripten-core": "^0.32.0",
    re2js: "^2.10.0",
    "remark-frontmatter": "^5.0.0",
    "remark-gfm": "^4.0.1",
    "remark-lint-heading-increment": "^4.0.1",
    "remark-mdx": "^3.1.1",
    "remark-parse": "^11.0.0",
    "tailwindcss-v3": "npm:tailwindcss@3.4.17",
    typescript: "^7.0.2",
    undici: "^6.29.1",
    unified: "^11.0.5",
    vfile: "^6.0.3",
    vitest: "^4.1.12",
    "vscode-languageclient": "^11.0.0",
    "vscode-languageserver": "^11.0.0",
    "vscode-languageserver-protocol": "^3.18.5",
    "vscode-languageserver-textdocument": "^1.0.16",
    yaml: "^2.9.1"
  },
  repository: {
    type: "git",
    url: "https://github.com/docsgate/docsgate"
  },
  overrides: {
    "@mintlify/mdx": {
      typescript: "^6.0.3"
    },
    "@bufbuild/protoplugin": {
      typescript: "5.4.5"
    }
  },
  allowScripts: {
    node: true,
    esbuild: true,
    "@swc/core": true,
    "@scarf/scarf": false
  }
};

// src/report/tool.ts
var TOOL = { name: package_default.name, version: package_default.version };

// src/cache/cache-folder.ts
import { lstatSync as lstatSync2, realpathSync } from "node:fs";
import os from "node:os";
import path2 from "node:path";

// src/cache/cache-key.ts
import { randomBytes } from "node:crypto";
import { linkSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
var KEY_BYTES = 32;
function cacheKey(file) {
  const read = readKey(file);
  if (read !== "missing") return read;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 448 });
    const temporary = `${file}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    writeFileSync(temporary, randomBytes(KEY_BYTES), { flag: "wx", mode: 384 });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
  } catch (error) {
    return { problem: `${file} cannot be made (${error.message})` };
  }
  const made = readKey(file);
  return made === "missing" ? { problem: `${file} went away as it was made` } : made;
}
function readKey(file) {
  try {
    const stats = lstatSync(file);
    if (!stats.isFile()) return { problem: `${file} is not a file` };
    if (process.platform !== "win32" && (stats.mode & 63) !== 0)
      return { problem: `${file} may be read or written by other users (chmod 600 it)` };
    if (process.getuid && stats.uid !== process.getuid()) return { problem: `${file} belongs to another user` };
    const key = readFileSync(file);
    return key.length === KEY_BYTES ? { key } : { problem: `${file} is not a docsgate key (remove it)` };
  } catch (error) {
    if (error.code === "ENOENT") return "missing";
    return { problem: `${file} cannot be read (${error.message})` };
  }
}

// src/cache/cache-folder.ts
var PAGE_CACHE_DIR = ".docsgate/cache";
var KEY_FILE = "cache-key";
function cliCacheFolder(root, env) {
  const home = env.XDG_CACHE_HOME && path2.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : void 0;
  let cacheHome;
  try {
    cacheHome = home ?? path2.join(os.homedir(), ".cache");
  } catch (error) {
    return {
      refused: `docsgate has no cache home for its cache key (${error.message}), so this check runs without its cache. Set XDG_CACHE_HOME to a folder of yours.`
    };
  }
  return openCacheFolder(path2.join(root, PAGE_CACHE_DIR), root, path2.join(cacheHome, "docsgate", KEY_FILE));
}
function actionCacheFolder(tempRoot) {
  const dir = actionCacheDir(tempRoot);
  return openCacheFolder(dir, tempRoot, path2.join(dir, KEY_FILE));
}
function actionCacheDir(tempRoot) {
  return path2.join(tempRoot, "docsgate-page-cache");
}
function openCacheFolder(dir, within, keyFile) {
  const shown = path2.relative(process.cwd(), dir) || dir;
  const refused = (why) => ({
    refused: `docsgate: the cache folder ${shown} ${why}, so this check runs without its cache.`
  });
  if (!isInside(within, dir)) return refused(`is outside ${within}`);
  const way = path2.relative(within, dir);
  let reached = within;
  for (const part of way.split(path2.sep).filter(Boolean)) {
    const next = path2.join(reached, part);
    let stats;
    try {
      stats = lstatSync2(next);
    } catch {
      break;
    }
    if (stats.isSymbolicLink())
      return refused(
        `leads through a symbolic link (${path2.relative(within, next)}), and docsgate never writes outside the docs root: remove the link`
      );
    if (!stats.isDirectory()) return refused(`cannot be made: ${path2.relative(within, next)} is not a folder`);
    reached = next;
  }
  try {
    if (!isInside(realpathSync(within), realpathSync(reached)))
      return refused(`leads outside ${within}, and docsgate never writes outside the docs root`);
  } catch (error) {
    return refused(`cannot be read (${error.message})`);
  }
  const key = cacheKey(keyFile);
  if ("problem" in key)
    return {
      refused: `docsgate: its cache key ${key.problem}, so this check runs without its cache.`
    };
  return { folder: { dir, key: key.key } };
}
function isInside(outer, inner) {
  const relative = path2.relative(outer, inner);
  return relative === "" || !relative.startsWith(`..${path2.sep}`) && relative !== ".." && !path2.isAbsolute(relative);
}

// src/engine/diagnose.ts
function diagnose(reports, book, suppressions = /* @__PURE__ */ new Map()) {
  const diagnostics = [];
  for (const report of reports) {
    const diagnostic = toDiagnostic(report, book);
    if (diagnostic) diagnostics.push(diagnostic);
  }
  const { kept, unused } = applySuppressions(diagnostics, suppressions);
  for (const report of unused) {
    const diagnostic = toDiagnostic(report, book);
    if (diagnostic) kept.push(diagnostic);
  }
  return sortDiagnostics(kept);
}
function settledPlaces(reports, book, suppressions) {
  const silenced = silencer(suppressions);
  const places = [];
  for (const report of reports) {
    if (severityOf(report, book) === "off") continue;
    const file = placedFile(report.file);
    if (!silenced(file, report.ruleId, report.line)) places.push({ ruleId: report.ruleId, file, line: report.line });
  }
  return places;
}
function severityOf({ ruleId, severity, defaultSeverity }, book) {
  if (!book.isOn(ruleId)) return "off";
  return severity ?? book.setting(ruleId) ?? defaultSeverity ?? book.meta(ruleId).defaultSeverity;
}
var diagnosed = /* @__PURE__ */ new WeakMap();
function toDiagnostic(report, book) {
  let made = diagnosed.get(book);
  if (!made) diagnosed.set(book, made = /* @__PURE__ */ new WeakMap());
  if (made.has(report)) return made.get(report);
  const diagnostic = makeDiagnostic(report, book);
  made.set(report, diagnostic);
  return diagnostic;
}
function makeDiagnostic(report, book) {
  const severity = severityOf(report, book);
  if (severity === "off") return void 0;
  const {
    ruleId,
    severity: _given,
    defaultSeverity: _default,
    example: _example,
    unlessListed: _unless,
    ...rest
  } = report;
  return { ruleId, severity, ...withoutSecrets(rest), docsUrl: book.meta(ruleId).docsUrl ?? ruleDocsUrl(ruleId) };
}
function placedFile(file) {
  return file.includes("://") ? redactUrls(file) : file;
}
function withoutSecrets({ fix, ...report }) {
  return {
    ...report,
    // The detectors' kinds: a message quotes values, not the assignments in code the wider search is for.
    message: replaceSecrets(redactUrls(report.message), false),
    file: placedFile(report.file),
    ...fix && !holdsSecret(fix.text) ? { fix } : {}
  };
}
var SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 };
function sortDiagnostics(diagnostics) {
  return diagnostics.sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}

// src/cache/project-rules-cache.ts
import { createHash } from "node:crypto";
import { serialize as serialize2 } from "node:v8";

// src/project/config-fingerprint.ts
function configFingerprint(project) {
  const { config, document } = project;
  const found = JSON.stringify(
    config.status === "read" ? [config.status, config.name, config.alsoPresent ?? null, config.layout, config.source.text] : config
  );
  return found + [...document?.sources ?? []].map(([file, source]) => `\0${file}\0${source.text}`).join("");
}

// src/cache/cache-files.ts
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  lstatSync as lstatSync3,
  lutimesSync,
  mkdirSync as mkdirSync2,
  readdirSync,
  readFileSync as readFileSync2,
  renameSync,
  rmSync as rmSync2,
  writeFileSync as writeFileSync2
} from "node:fs";
import path3 from "node:path";
import { deserialize, serialize } from "node:v8";
var MAGIC = Buffer.from("docsgate-cache-1\n");
var SEAL_BYTES = 32;
function readCacheFile(folder2, name) {
  const file = path3.join(folder2.dir, name);
  let bytes;
  try {
    if (!lstatSync3(file).isFile()) return void 0;
    bytes = readFileSync2(file);
  } catch {
    return void 0;
  }
  const body2 = MAGIC.length + SEAL_BYTES;
  if (bytes.length < body2 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return void 0;
  const contents = bytes.subarray(body2);
  if (!timingSafeEqual(bytes.subarray(MAGIC.length, body2), seal(folder2, name, contents))) return void 0;
  try {
    return deserialize(contents);
  } catch {
    return void 0;
  }
}
function seal(folder2, name, contents) {
  return createHmac("sha256", folder2.key).update(name).update("\0").update(contents).digest();
}
function ignoredByGit(dir) {
  try {
    writeFileSync2(path3.join(dir, ".gitignore"), "# docsgate's cache: never committed.\n*\n", { flag: "wx" });
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
}
function touchCacheFile(folder2, name) {
  const now = /* @__PURE__ */ new Date();
  try {
    lutimesSync(path3.join(folder2.dir, name), now, now);
  } catch {
  }
}
function writeCacheFile(folder2, name, value, prefix, suffix, kept) {
  const { dir } = folder2;
  const file = path3.join(dir, name);
  try {
    mkdirSync2(dir, { recursive: true });
    ignoredByGit(dir);
    const contents = serialize(value);
    const temporary = `${file}.${process.pid}.tmp`;
    rmSync2(temporary, { force: true });
    writeFileSync2(temporary, Buffer.concat([MAGIC, seal(folder2, name, contents), contents]), { flag: "wx" });
    renameSync(temporary, file);
    const files = readdirSync(dir).filter((entry) => entry.startsWith(prefix) && entry.endsWith(suffix)).map((entry) => path3.join(dir, entry)).map((entry) => ({ entry, time: lstatSync3(entry).mtimeMs })).sort((a, b) => b.time - a.time);
    for (const { entry } of files.slice(kept)) rmSync2(entry, { force: true });
  } catch {
  }
}

// src/cache/project-rules-cache.ts
var FILE_PREFIX = "project-rules-";
var FILE_SUFFIX = ".bin";
var KEPT = 4;
function cachedProjectRules(project, folder2, context, run) {
  const key = projectKey(project, context);
  if (key === void 0) return { reports: run(project), fromCache: false };
  const name = `${FILE_PREFIX}${key.slice(0, 24)}${FILE_SUFFIX}`;
  const stored = entryOf(readCacheFile(folder2, name));
  if (stored !== void 0 && stored.key === key && stored.ignored.every(([page, ignored2]) => project.isIgnored(page) === ignored2))
    return { reports: stored.reports, fromCache: true };
  const ignored = /* @__PURE__ */ new Map();
  const reports = run({
    ...project,
    isIgnored: (page) => {
      const answer = project.isIgnored(page);
      ignored.set(page, answer);
      return answer;
    }
  });
  writeCacheFile(folder2, name, { key, ignored: [...ignored], reports }, FILE_PREFIX, FILE_SUFFIX, KEPT);
  return { reports, fromCache: false };
}
function projectKey(project, context) {
  const hash = createHash("sha256");
  const { openApiPages } = project;
  hash.update(JSON.stringify([context, project.root, project.files.fingerprint()]));
  hash.update(configFingerprint(project));
  try {
    hash.update(openApiPages ? serialize2(openApiPages) : "none");
  } catch {
    return void 0;
  }
  return hash.digest("base64url");
}
function entryOf(value) {
  const entry = value;
  return typeof entry?.key === "string" && Array.isArray(entry.ignored) && Array.isArray(entry.reports) ? entry : void 0;
}

// src/cache/tool-fingerprint.ts
import { createHash as createHash2 } from "node:crypto";
import { readdirSync as readdirSync2, readFileSync as readFileSync3 } from "node:fs";
import path4 from "node:path";
import { fileURLToPath } from "node:url";
var fingerprint;
var HASHED_NAME = /-[A-Z0-9]{8}\.js$/;
function toolFingerprint() {
  if (fingerprint !== void 0) return fingerprint;
  const dir = path4.dirname(fileURLToPath(import.meta.url));
  const modules = readdirSync2(dir).filter((name) => /\.[cm]?[jt]s$/.test(name)).sort().map(
    (name) => HASHED_NAME.test(name) ? name : `${name}:${createHash2("sha256").update(readFileSync3(path4.join(dir, name))).digest("base64url")}`
  );
  fingerprint = `${package_default.version} ${modules.join(" ")}`;
  return fingerprint;
}

// src/page-pass/lint-pages.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path5 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/page-pass/repeated-examples.ts
var EXAMPLE_PAGES = 3;
function repeatedExamples(reports) {
  const pages = /* @__PURE__ */ new Map();
  for (const { example, file } of reports) {
    if (example === void 0) continue;
    const files = pages.get(example.digest) ?? /* @__PURE__ */ new Set();
    files.add(file);
    pages.set(example.digest, files);
  }
  return reports.map((report) => {
    const files = report.example === void 0 ? void 0 : pages.get(report.example.digest);
    if (!files || files.size < EXAMPLE_PAGES) return report;
    const others = [...files].filter((file) => file !== report.file).sort();
    const severity = report.example.severity;
    return {
      ...report,
      defaultSeverity: severity,
      message: `${report.message} The same value is on ${files.size} pages (also ${others.slice(0, 3).join(", ")}${others.length > 3 ? ", …" : ""}), as a documented example is: a ${severity}, not ${report.defaultSeverity === "warning" ? "a warning" : "an error"}.`
    };
  });
}

// src/cache/page-cache.ts
import { createHash as createHash3 } from "node:crypto";
var FILE_PREFIX2 = "pages-";
var FILE_SUFFIX2 = ".bin";
var KEPT_CONTEXTS = 4;
var PageCache = class _PageCache {
  constructor(folder2, name, stored) {
    this.folder = folder2;
    this.name = name;
    this.stored = stored;
  }
  folder;
  name;
  stored;
  used = /* @__PURE__ */ new Map();
  /** Whether a result was added this run. */
  added = false;
  hits = 0;
  static open(folder2, context) {
    const name = `${FILE_PREFIX2}${digest(JSON.stringify([context.tool, context.settings])).slice(0, 24)}${FILE_SUFFIX2}`;
    const read = readCacheFile(folder2, name);
    return new _PageCache(folder2, name, read instanceof Map ? read : /* @__PURE__ */ new Map());
  }
  /** The key of a page's path and bytes. */
  static key(page, bytes) {
    return _PageCache.keyOfContent(page, _PageCache.contentKey(bytes));
  }
  /** The key of a page's path and the digest of its bytes (contentKey), when that is known already. */
  static keyOfContent(page, contentKey) {
    return createHash3("sha256").update(page).update("\0").update(contentKey).digest("base64url");
  }
  /** The digest of a page's bytes alone: the same for every path that holds them. */
  static contentKey(bytes) {
    return createHash3("sha256").update(bytes).digest("base64url");
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
    this.added = true;
  }
  /**
   * Writes the entries this run used. The files of a few other contexts stay (another docs root,
   * or other settings), the older ones are removed.
   */
  save() {
    if (!this.added && this.used.size === this.stored.size) {
      touchCacheFile(this.folder, this.name);
      return;
    }
    writeCacheFile(this.folder, this.name, this.used, FILE_PREFIX2, FILE_SUFFIX2, KEPT_CONTEXTS);
  }
};
function digest(text) {
  return createHash3("sha256").update(text).digest("hex");
}

// src/page-pass/lint-pages.ts
var PAGES_PER_THREAD = 150;
var LARGE_PAGE_BYTES = SECTION_CHARS;
var LARGE_PAGE_HEAP_MB = 384;
var LARGE_PAGE_YOUNG_MB = 16;
var WORKER_SCRIPT = fileURLToPath2(new URL("./page-worker.js", import.meta.url));
var RENDER_RULES = stageRuleIds("renderer");
function lintPages(project, files, book, houseStyle, threads, renderSettings, cacheFolder) {
  const {
    enabled,
    syntaxEnabled,
    siteName,
    variables,
    iconLibrary,
    render,
    linterOptions: options
  } = pageLinterSetup(project, book, houseStyle, renderSettings);
  const results = /* @__PURE__ */ new Map();
  const cache = cacheFolder === void 0 ? void 0 : PageCache.open(cacheFolder, {
    tool: toolFingerprint(),
    settings: [
      enabled.map((rule5) => rule5.meta.id),
      houseStyle,
      syntaxEnabled,
      siteName ?? null,
      iconLibrary,
      variables ?? null
    ]
  });
  const linterOptions = { ...options, recordProbes: cache !== void 0 };
  const linter = new PageLinter(project.root, project.files, enabled, linterOptions);
  const contents = /* @__PURE__ */ new Map();
  const sharing = process.env.DOCSGATE_SHARE_CONTENT !== "0";
  const toLint = cache && !render ? files.filter((file) => !cached(file)) : files;
  function cached(file) {
    const key = keyOf(file);
    if (key === void 0) return false;
    let expressions;
    const hit = cache.get(key, (found) => {
      if (!project.files.answersAlike(found.probes)) return false;
      if (!found.expressions || project.files.answersAlike(found.expressions.probes)) return true;
      expressions = linter.expressionsStillUnrendered(file, found.expressions);
      return expressions !== void 0;
    });
    if (hit && expressions) hit.expressions = expressions;
    if (hit) results.set(file, hit);
    return hit !== void 0;
  }
  function keyOf(file) {
    const digest2 = digestOf(file);
    return digest2 === void 0 ? void 0 : PageCache.keyOfContent(file, digest2);
  }
  function digestOf(file) {
    if (!contents.has(file)) {
      try {
        contents.set(file, PageCache.contentKey(projectFiles.readFile(path5.join(project.root, file))));
      } catch {
        return void 0;
      }
    }
    return contents.get(file);
  }
  threads ??= defaultThreads(toLint.length);
  const sized = toLint.map((file) => ({ file, size: sizeOf(path5.join(project.root, file)) }));
  const large = new Set(
    existsSync(WORKER_SCRIPT) ? sized.filter(({ size }) => size > LARGE_PAGE_BYTES).map(({ file }) => file) : []
  );
  if (sharing) for (const file of toLint) digestOf(file);
  const shares = splitBySize(
    sameContent(
      sized.filter(({ file }) => !large.has(file)),
      sharing ? contents : /* @__PURE__ */ new Map()
    ),
    threads
  ).map((share) => [
    ...share.filter((group) => group.some(isSnippetFile)),
    ...share.filter((group) => !group.some(isSnippetFile))
  ]);
  const workerData = (groups) => ({
    root: project.root,
    files: [...project.files.files],
    linksOutside: [...project.files.linksOutside],
    houseStyle: [...houseStyle],
    enabledRuleIds: enabled.map((rule5) => rule5.meta.id),
    ...linterOptions,
    groups
  });
  const startShare = (groups) => BlockingWorker.startWatched(
    WORKER_SCRIPT,
    workerData(groups),
    "page worker",
    threadHeapLimits()
  );
  const workers = shares.slice(1).map((groups) => ({ groups, worker: startShare(groups) }));
  for (const group of shares[0] ?? []) linter.lintSame(group).forEach((result, i) => results.set(group[i], result));
  const shareResults = (groups, worker) => {
    try {
      return worker.result();
    } catch (error) {
      if (!(error instanceof WorkerDied)) throw error;
      if (groups.length === 1)
        return groups[0].map((file) => [file, lintLargePage(file, workerData([[file]]), syntaxEnabled)]);
      const half = Math.ceil(groups.length / 2);
      return [groups.slice(0, half), groups.slice(half)].flatMap((part) => shareResults(part, startShare(part)));
    }
  };
  for (const { groups, worker } of workers) {
    for (const [file, result] of shareResults(groups, worker)) results.set(file, result);
  }
  for (const file of large) results.set(file, lintLargePage(file, workerData([[file]]), syntaxEnabled));
  if (cache) {
    for (const file of toLint) {
      const key = keyOf(file);
      const entry = key === void 0 ? void 0 : cacheEntry(results.get(file), render !== void 0);
      if (entry) cache.set(key, entry);
    }
    cache.save();
  }
  return {
    ...pagesLintOf(files, results, book),
    results,
    fromCache: cache?.hits ?? 0,
    contents: shares.reduce((sum, share) => sum + share.length, large.size)
  };
}
function pageLinterSetup(project, book, houseStyle, renderSettings) {
  const config = project.docs?.value;
  const latex = configLatex(config);
  const iconLibrary = configIconLibrary(config);
  const settings = { iconLibrary, ...latex === void 0 ? {} : { latex } };
  const render = renderSettings && { ...renderSettings, ...settings };
  const expressions = render ? void 0 : { basePath: "", ...settings };
  const enabled = pageRulesWith(houseStyle).filter((rule5) => book.isOn(rule5.meta.id));
  const syntaxEnabled = book.isOn(rule2.meta.id);
  const siteName = siteNameOf(project);
  const variables = variablesOf(project);
  const linterOptions = {
    syntaxEnabled,
    ...siteName ? { siteName } : {},
    ...variables ? { variables } : {},
    iconLibrary,
    ...render ? { render } : {},
    ...expressions ? { expressions } : {}
  };
  return { enabled, syntaxEnabled, siteName, variables, iconLibrary, render, linterOptions };
}
function pagesLintOf(files, results, book) {
  const lint = {
    reports: [],
    facts: /* @__PURE__ */ new Map(),
    rendered: /* @__PURE__ */ new Map()
  };
  const renderReports = /* @__PURE__ */ new Set();
  for (const file of files) {
    const { reports, facts, rendered } = results.get(file);
    for (const report of reports) {
      if (RENDER_RULES.has(report.ruleId)) {
        const key = `${report.ruleId}\0${report.file}\0${report.line}\0${report.column}\0${report.message}`;
        if (!book.isOn(report.ruleId) || renderReports.has(key)) continue;
        renderReports.add(key);
      }
      lint.reports.push(report);
    }
    if (facts) lint.facts.set(file, facts);
    if (rendered) lint.rendered.set(file, rendered);
  }
  lint.reports = repeatedExamples(lint.reports);
  return lint;
}
function cacheEntry(result, rendered) {
  if (!rendered) return result;
  if (!result.facts) return void 0;
  return {
    reports: result.reports.filter(
      (report) => !RENDER_RULES.has(report.ruleId) || report.ruleId === UNRENDERED_EXPRESSION_ID
    ),
    facts: result.facts,
    ...result.probes ? { probes: result.probes } : {}
  };
}
function defaultThreads(pages) {
  if (!existsSync(WORKER_SCRIPT)) return 1;
  const forced = Number(process.env.DOCSGATE_THREADS);
  if (Number.isInteger(forced) && forced >= 1) return forced;
  const cores = availableParallelism();
  return cores < 3 ? 1 : Math.max(1, Math.min(cores, Math.floor(pages / PAGES_PER_THREAD)));
}
function lintLargePage(file, data, syntaxEnabled) {
  const heapMb = largePageHeapMb();
  try {
    const limits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: LARGE_PAGE_YOUNG_MB };
    const [[, result]] = BlockingWorker.startWatched(
      WORKER_SCRIPT,
      data,
      "page worker",
      limits
    ).result();
    return result;
  } catch (error) {
    if (!(error instanceof WorkerOutOfMemory)) throw error;
    const message = `Checking this page needs more than the ${heapMb} MB of memory docsgate gives one page, so it was not checked. Split it into several pages, or move generated content out of the docs.`;
    return { reports: syntaxEnabled ? [{ ruleId: rule2.meta.id, message, file, line: 1, column: 1 }] : [] };
  }
}
function threadHeapLimits() {
  const set2 = Number(process.env.DOCSGATE_THREAD_HEAP_MB);
  return Number.isInteger(set2) && set2 > 0 ? { maxOldGenerationSizeMb: set2 } : {};
}
function largePageHeapMb() {
  const set2 = Number(process.env.DOCSGATE_PAGE_HEAP_MB);
  return Number.isInteger(set2) && set2 > 0 ? set2 : LARGE_PAGE_HEAP_MB;
}
function sameContent(pages, contents) {
  const groups = [];
  const byContent = /* @__PURE__ */ new Map();
  for (const { file, size } of pages) {
    const digest2 = contents.get(file);
    const same = digest2 === void 0 ? void 0 : byContent.get(digest2);
    if (same) {
      same.group.push(file);
      same.size += Math.ceil(size / 10);
      continue;
    }
    const group = { group: [file], size };
    groups.push(group);
    if (digest2 !== void 0) byContent.set(digest2, group);
  }
  return groups;
}
function splitBySize(groups, threads) {
  if (threads <= 1) return [groups.map(({ group }) => group)];
  const sized = [...groups].sort((a, b) => b.size - a.size);
  const shares = Array.from({ length: threads }, () => ({ groups: [], bytes: 0 }));
  for (const { group, size } of sized) {
    const lightest = shares.reduce((a, b) => b.bytes < a.bytes ? b : a);
    lightest.groups.push(group);
    lightest.bytes += size;
  }
  return shares.map((share) => share.groups);
}
function sizeOf(file) {
  try {
    return projectFiles.stat(file).size;
  } catch {
    return 0;
  }
}
function variablesOf(project) {
  const written = project.docs?.value.variables;
  if (typeof written !== "object" || written === null || Array.isArray(written)) return void 0;
  const texts = Object.entries(written).filter((entry) => typeof entry[1] === "string");
  return texts.length > 0 ? Object.fromEntries(texts) : void 0;
}
function siteNameOf(project) {
  const written = project.docs?.value.name;
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
function pathPart(text) {
  if (!text) return void 0;
  return text.replaceAll(" ", "-").replace(/\{.*?\}/g, "-").replace(/^-/, "").replace(/-$/, "").replace(/[{}(),.'\n/]/g, "").replace(/--/g, "-").toLowerCase();
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
    const tag = this.tagOf(operation);
    let base;
    if (operation.href !== void 0) {
      const chosen = path6.posix.parse(operation.href.replace(/^\/+/, ""));
      base = path6.posix.join(chosen.dir, chosen.name);
    } else {
      const fallback = operation.webhook ? pathPart(operation.key) ?? "" : `${operation.method}-${pathPart(operation.key) ?? ""}`;
      base = path6.posix.join(directory, pathPart(tag) ?? "", pathPart(operation.summary) ?? fallback);
    }
    const nested = isOpenApi32(this.spec.version);
    const taken = nested ? this.named : this.group(tag);
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
    const kinds = new Map(this.spec.tags.map((tag) => [tag.name, tag.kind ?? "none"]));
    return operation.tags.find((tag) => kinds.get(tag) === "nav") ?? operation.tags.find((tag) => kinds.get(tag) === "none") ?? operation.tags.find((tag) => !kinds.has(tag));
  }
  /**
   * The navigation group the operation's page is listed in: its tag's `x-group`, else the tag, else "API Reference".
   */
  groupOf(operation) {
    return this.label(this.tagOf(operation));
  }
  label(tag) {
    return tag === void 0 ? UNTAGGED_GROUP : this.spec.tags.find((declared) => declared.name === tag)?.group ?? tag;
  }
  group(tag) {
    const label = this.label(tag);
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
  const { navigation } = project;
  if (!project.docs || !navigation) return [];
  return navigation.layout === "legacy" ? legacySources(navigation) : navigationSources(navigation);
}
function legacySources(navigation) {
  const sources = [];
  for (const kind of ["anchor", "tab"]) {
    for (const { value: item } of navigation.sections.filter((section) => section.kind === kind)) {
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
    lint.specs.filter((spec) => spec.version.startsWith("3.")).flatMap((spec) => specNames(spec).map((name) => [specKey(name), spec]))
  );
  const paths = /* @__PURE__ */ new Set();
  const unknownFolders = /* @__PURE__ */ new Set();
  const oneByOne = /* @__PURE__ */ new Set();
  const pages = [];
  const add = (name) => name !== void 0 && paths.add(name);
  for (const source of pageSources(project)) {
    const spec = specs.get(specKey(source.spec));
    if (!spec) {
      if (!lint.specs.some((read) => specNames(read).some((name) => specKey(name) === specKey(source.spec))))
        unknownFolders.add(folder(source.directory));
      const missing = lint.missingRemote?.find((remote) => specKey(remote.url) === specKey(source.spec));
      if (missing && source.kind === "one" && source.entry) pages.push(missingPage(source, source.entry, missing));
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
  const path14 = written ? source.path : withoutTrailingSlash(source.path);
  const found = paths.find(
    (operation) => operation.method === source.method && (written ? operation.key : withoutTrailingSlash(operation.key)) === path14
  );
  return found ? [found] : [];
}
function missingPage(source, entry, missing) {
  const method = source.method.toLowerCase();
  const operation = {
    method,
    key: source.path,
    summary: `${source.method.toUpperCase()} ${source.path}`,
    tags: []
  };
  const slug = `${method}-${source.path.replace(/[^a-z0-9]+/gi, "-").replace(/^-+|-+$/g, "").toLowerCase()}`;
  return {
    path: [folder(source.directory), slug].filter(Boolean).join("/"),
    spec: source.spec,
    operation,
    listing: { kind: "entry", entry },
    missing
  };
}
function folder(directory) {
  return directory.replace(/^\/+|\/+$/g, "").toLowerCase();
}

// src/cache/spec-cache.ts
import { createHash as createHash4 } from "node:crypto";
import path7 from "node:path";
var FILE_PREFIX3 = "specs-";
var FILE_SUFFIX3 = ".bin";
var KEPT2 = 4;
var MAX_REF_BYTES = 20 * 1024 * 1024;
var JSON_OR_YAML = /\.(?:json|ya?ml)$/i;
var SpecCache = class _SpecCache {
  constructor(folder2, root, key, isResult) {
    this.folder = folder2;
    this.root = root;
    this.key = key;
    this.isResult = isResult;
  }
  folder;
  root;
  key;
  isResult;
  static open(folder2, project, specs, isResult) {
    const hash = createHash4("sha256").update(toolFingerprint()).update("\0").update(JSON.stringify(specs));
    for (const file of [...project.files.files].sort()) {
      hash.update("\0").update(file).update("\0");
      if (!JSON_OR_YAML.test(file)) continue;
      try {
        hash.update(projectFiles.readFile(path7.join(project.root, file)));
      } catch {
        hash.update("unreadable");
      }
    }
    return new _SpecCache(folder2, project.root, hash.digest("hex").slice(0, 24), isResult);
  }
  get name() {
    return `${FILE_PREFIX3}${this.key}${FILE_SUFFIX3}`;
  }
  get() {
    const stored = readCacheFile(this.folder, this.name);
    if (!stored || !Array.isArray(stored.refs) || !this.isResult(stored.result)) return void 0;
    return stored.refs.every(([file, digest2]) => this.digestOf(file) === digest2) ? stored.result : void 0;
  }
  /** `refFiles`: the files the specs' `$ref`s asked for (root-relative). */
  set(result, refFiles) {
    const refs = [...new Set(refFiles)].filter((file) => !JSON_OR_YAML.test(file)).map((file) => [file, this.digestOf(file)]);
    writeCacheFile(this.folder, this.name, { result, refs }, FILE_PREFIX3, FILE_SUFFIX3, KEPT2);
  }
  /** The file's bytes as a digest, or why it cannot be read (read as the resolver would: never out of the root). */
  digestOf(file) {
    const read = readRootFile(this.root, file, MAX_REF_BYTES);
    return read.ok ? createHash4("sha256").update(read.bytes).digest("base64url") : `not read: ${read.why}`;
  }
};

// src/openapi/find-specs.ts
import path8 from "node:path";
var SNIFF_BYTES = 64 * 1024;
var SPEC_EXTENSIONS = /* @__PURE__ */ new Set([".json", ".yaml", ".yml"]);
var YAML_SPEC = /^["']?(?:openapi|swagger)["']?[ \t]*:[ \t]*["']?\d/m;
var JSON_SPEC = /"(?:openapi|swagger)"\s*:\s*"\d/;
function findSpecs(project, fetchRemote) {
  const found = { specs: [], problems: [], unread: [], aliases: /* @__PURE__ */ new Map() };
  const local = /* @__PURE__ */ new Set();
  const discovered = /* @__PURE__ */ new Set();
  const urls = /* @__PURE__ */ new Set();
  for (const entry of configuredSpecs(project)) {
    const target = resolveDocPath(entry.raw, project.files);
    if (target.kind === "url") {
      if (urls.has(entry.raw)) continue;
      urls.add(entry.raw);
      if (fetchRemote) {
        found.specs.push({ kind: "remote", url: entry.raw, namedAt: entry.place });
      } else {
        found.unread.push(entry.raw);
        found.problems.push({
          ruleId: REMOTE_SPEC_ID,
          message: `The OpenAPI file ${redactUrl(entry.raw)} is not fetched, so it is not checked and the preview's endpoint pages of it show no method, parameters or playground. Run docsgate with --fetch-remote (action input \`fetch-remote: true\`) to fetch and lint it.`,
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
  for (const [file, others] of oneFileOnePath(project.root, [...local, ...discovered].sort(), local)) {
    const named = [file, ...others].some((each) => local.has(each));
    found.specs.push(named ? { kind: "local", file } : { kind: "local", file, found: true });
    if (others.length > 0) found.aliases.set(file, others);
  }
  return found;
}
function oneFileOnePath(root, files, named) {
  const realRoot = realPath(root);
  const byTarget = /* @__PURE__ */ new Map();
  for (const file of files) {
    const target = realPath(path8.join(root, file));
    const paths = byTarget.get(target);
    if (paths) paths.push(file);
    else byTarget.set(target, [file]);
  }
  const result = /* @__PURE__ */ new Map();
  for (const [target, paths] of byTarget) {
    const first = paths.find((file) => path8.join(realRoot, file) === target) ?? paths.find((file) => named.has(file)) ?? paths[0];
    result.set(
      first,
      paths.filter((file) => file !== first)
    );
  }
  return new Map([...result].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}
function realPath(full) {
  try {
    return projectFiles.realpath(full);
  } catch {
    return full;
  }
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
  const { docs } = project;
  if (!docs) return [];
  const v2 = docs.layout === "v2";
  const entries = [];
  const add = (item, at, reportMissing = v2) => {
    if (typeof item === "string") {
      if (item.trim()) entries.push({ raw: item.trim(), place: lineColumn(docs.rangeOf(at)), reportMissing });
    } else if (Array.isArray(item)) {
      item.forEach((each, i) => add(each, [...at, i], reportMissing));
    } else if (v2 && isObject(item)) {
      add(item.source, [...at, "source"], reportMissing);
    }
  };
  add(objectAt(docs.value, "api")?.openapi, ["api", "openapi"], false);
  const sections2 = project.navigation?.sections ?? [];
  const nodes = v2 ? [...sections2, ...project.navigation?.groups ?? []] : [...sections2.filter((node) => node.kind === "anchor"), ...sections2.filter((node) => node.kind === "tab")];
  for (const node of nodes) add(node.value.openapi, [...node.path, "openapi"]);
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
    const bytes = projectFiles.readHead(full, SNIFF_BYTES);
    const wide = wideEncoding(bytes);
    const head = wide ? (decodeWide(bytes, wide.name) ?? "").replace(/^\uFEFF/, "") : bytes.toString("utf8");
    if (!head.trimStart().startsWith("{")) return YAML_SPEC.test(head);
    if (JSON_SPEC.test(head)) return true;
    if (wide || bytes.length < SNIFF_BYTES) return false;
    return JSON_SPEC.test(projectFiles.readHead(full, MAX_SPEC_BYTES).toString("utf8"));
  } catch {
    return false;
  }
}

// src/openapi/spec-workers.ts
import { existsSync as existsSync2 } from "node:fs";
import { fileURLToPath as fileURLToPath3 } from "node:url";
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
      const skipped = current !== void 0 ? [current] : progressed ? [] : this.specs.map((_, i) => i).slice(from);
      for (const index of skipped) linted[index] = { problems: [notLinted(this.specs[index], stopped)] };
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
      ...this.options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {},
      ...redoclyConfig ? { redoclyConfig } : {},
      ...this.options.withData ? { withData: true } : {}
    };
    return BlockingWorker.start(workerScript(), data, "OpenAPI worker");
  }
};
function notLinted(request, reason) {
  const name = request.kind === "local" ? request.file : request.url;
  return {
    ruleId: INVALID_FILE_ID,
    message: `${name} was not fully checked: ${reason}. Split it into smaller files joined by \`$ref\`s, or leave a generated spec out of the docs with \`ignore\` in docsgate.config.json.`,
    place: request.kind === "remote" ? request.namedAt : { file: name, line: 1, column: 1 }
  };
}
function specTimeLimitMs() {
  const set2 = Number(process.env.DOCSGATE_SPEC_TIME_LIMIT_MS);
  return Number.isFinite(set2) && set2 > 0 ? set2 : SPEC_TIME_LIMIT_MS;
}
function seconds(ms) {
  return ms >= 1e4 ? String(Math.round(ms / 1e3)) : String(Math.round(ms / 100) / 10);
}
function workerScript() {
  const bundled = fileURLToPath3(new URL("./openapi-worker.js", import.meta.url));
  if (existsSync2(bundled)) return bundled;
  const built = process.env.DOCSGATE_OPENAPI_WORKER;
  if (built && existsSync2(built)) return built;
  throw new Error(`The OpenAPI worker script is missing (looked for ${bundled}); run npm run build.`);
}

// src/openapi/lint-specs.ts
function startSpecLint(project, options) {
  const found = findSpecs(project, options.fetchRemote);
  const remote = found.specs.some((spec) => spec.kind === "remote");
  const cache = options.cache !== void 0 && !options.withData && !remote && found.specs.length > 0 ? SpecCache.open(options.cache, project, found.specs, isWorkersResult) : void 0;
  const cached = cache?.get();
  const first = found.specs.length === 0 || cached ? void 0 : new SpecWorkers(project, found.specs, options);
  const requested = new Set(
    found.specs.flatMap((spec) => spec.kind === "local" ? [spec.file, ...found.aliases.get(spec.file) ?? []] : [])
  );
  return {
    join(pages) {
      const result = {
        specs: [],
        problems: [...found.problems],
        unread: [...found.unread]
      };
      const missingRemote = found.unread.map((url) => ({ url }));
      const config = /* @__PURE__ */ new Map();
      const add = (specs, { linted, config: configProblems }) => {
        specs.forEach((request, i) => {
          const spec = linted[i];
          const aliases = request.kind === "local" ? found.aliases.get(request.file) : void 0;
          if (spec.index) result.specs.push(aliases ? { ...spec.index, aliases } : spec.index);
          if (spec.data) (result.data ??= []).push(spec.data);
          else if (!spec.notSpec) result.unread.push(request.kind === "local" ? request.file : request.url);
          if (request.kind === "remote" && spec.fetchFailure !== void 0)
            missingRemote.push({ url: request.url, failure: spec.fetchFailure });
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
        if (!linted.stopped)
          cache?.set(linted, [...requested, ...linted.linted.flatMap((spec) => spec.refFiles ?? [])]);
        add(found.specs, linted);
      }
      const named = (pages ? specsNamedByPages(project, pages, requested) : []).map((file) => ({
        kind: "local",
        file,
        found: true
      }));
      if (named.length > 0) add(named, new SpecWorkers(project, named, options).collect());
      result.problems.push(...config.values());
      const rejected = rejectedSpecs(result.problems);
      if (rejected.size > 0) {
        result.problems = lowerRejectedSpecAdvice(result.problems, rejected);
        result.specs = result.specs.map((spec) => rejected.has(spec.file) ? { ...spec, rejected: true } : spec);
      }
      if (pages) {
        const foundByContent = found.specs.flatMap((spec) => spec.kind === "local" && spec.found ? [spec.file] : []);
        const unseen = unseenSpecs(foundByContent, found.aliases, result.specs, pages, project.files);
        if (unseen.size > 0) {
          result.problems = lowerUnseenProblems(result.problems, unseen);
          result.specs = result.specs.map((spec) => unseen.has(spec.file) ? { ...spec, unseen: true } : spec);
        }
      }
      if (options.withData) result.data ??= [];
      return missingRemote.length > 0 ? { ...result, missingRemote } : result;
    }
  };
}
function isWorkersResult(value) {
  return value !== null && typeof value === "object" && Array.isArray(value.linted);
}

// src/upgrade/leftovers.ts
var Leftovers = class {
  items = [];
  /** Adds one; the same finding twice (a division looked at once per version) is kept once. */
  add(path14, message) {
    if (!this.items.some((item) => item.message === message && pathText(item.path) === pathText(path14)))
      this.items.push({ path: path14, message });
  }
  /** Every key of `object` (at `at`) that is not in `known`, as having no place in v2. */
  unknownKeys(object, known, at, why = "has no equivalent in the v2 layout") {
    for (const key of Object.keys(object)) {
      if (!known.includes(key)) this.add([...at, key], `\`${pathText([...at, key])}\` ${why}; it was left out.`);
    }
  }
};
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function pathText(path14) {
  return path14.map((part, index) => typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`).join("");
}

// src/upgrade/field-mapping.ts
var DEFAULT_PRIMARY = "#16A34A";
var NO_EQUIVALENT = ["mintlify", "topbar", "sidebar", "rounded", "feedback", "isWhiteLabeled"];
var FIELD_KEYS = [
  ...NO_EQUIVALENT,
  "$schema",
  "name",
  "theme",
  "layout",
  "logo",
  "favicon",
  "colors",
  "backgroundImage",
  "background",
  "modeToggle",
  "eyebrow",
  "codeBlock",
  "topbarLinks",
  "topbarCtaButton",
  "search",
  "metadata",
  "seo",
  "footer",
  "footerSocials",
  "analytics",
  "integrations",
  "font",
  "redirects",
  "openapi",
  "api"
];
var INTEGRATIONS = [
  "adobe",
  "amplitude",
  "clarity",
  "clearbit",
  "cookies",
  "fathom",
  "frontchat",
  "ga4",
  "gtm",
  "heap",
  "hightouch",
  "hotjar",
  "intercom",
  "koala",
  "logrocket",
  "mixpanel",
  "onetrust",
  "pirsch",
  "plausible",
  "posthog",
  "segment",
  "telemetry",
  "transcend"
];
var SOCIALS = [
  "x",
  "website",
  "facebook",
  "youtube",
  "discord",
  "slack",
  "github",
  "linkedin",
  "instagram",
  "hacker-news",
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
function upgradeFields(legacy, leftovers) {
  const out = {};
  for (const key of NO_EQUIVALENT) {
    if (key in legacy) leftovers.add([key], `\`${key}\` has no equivalent in the v2 layout; it was left out.`);
  }
  out.theme = theme(legacy.theme, legacy.layout);
  if (typeof legacy.name === "string") out.name = legacy.name;
  colors(legacy.colors, out, leftovers);
  if (legacy.logo !== void 0) out.logo = legacy.logo;
  if (legacy.favicon !== void 0) out.favicon = legacy.favicon;
  appearance(legacy.modeToggle, out, leftovers);
  background(legacy, out, leftovers);
  styling(legacy, out);
  fonts(legacy.font, out);
  navbar(legacy, out, leftovers);
  footer(legacy, out, leftovers);
  search(legacy.search, out, leftovers);
  seo(legacy, out, leftovers);
  api(legacy, out, leftovers);
  integrations(legacy, out, leftovers);
  if (legacy.redirects !== void 0) out.redirects = legacy.redirects;
  return out;
}
function theme(legacyTheme, layout) {
  if (layout === "sidenav") return "maple";
  if (layout === "solidSidenav") return "willow";
  if (legacyTheme === "venus") return "palm";
  if (legacyTheme === "quill") return "willow";
  return "mint";
}
function set(out, path14, value) {
  let object = out;
  for (const key of path14.slice(0, -1)) {
    if (!isRecord(object[key])) object[key] = {};
    object = object[key];
  }
  object[path14.at(-1)] = value;
}
function colors(value, out, leftovers) {
  if (!isRecord(value)) {
    out.colors = { primary: DEFAULT_PRIMARY };
    return;
  }
  const picked = {};
  for (const key of ["primary", "light", "dark"]) if (value[key] !== void 0) picked[key] = value[key];
  out.colors = { primary: DEFAULT_PRIMARY, ...picked };
  if (isRecord(value.background)) {
    const color = {};
    for (const key of ["light", "dark"]) if (value.background[key] !== void 0) color[key] = value.background[key];
    set(out, ["background", "color"], color);
  }
  if (value.anchors !== void 0)
    leftovers.add(
      ["colors", "anchors"],
      "`colors.anchors` (the anchors' colour) has no equivalent in v2, where each anchor has its own `color`; it was left out."
    );
  leftovers.unknownKeys(value, ["primary", "light", "dark", "background", "anchors"], ["colors"]);
}
function appearance(value, out, leftovers) {
  if (!isRecord(value)) return;
  if (value.default !== void 0) set(out, ["appearance", "default"], value.default);
  if (value.isHidden !== void 0) set(out, ["appearance", "strict"], value.isHidden);
  leftovers.unknownKeys(value, ["default", "isHidden"], ["modeToggle"]);
}
function background(legacy, out, leftovers) {
  if (legacy.backgroundImage !== void 0) set(out, ["background", "image"], legacy.backgroundImage);
  if (!isRecord(legacy.background)) return;
  if (legacy.background.style !== void 0) set(out, ["background", "decoration"], legacy.background.style);
  leftovers.unknownKeys(legacy.background, ["style"], ["background"]);
}
function styling(legacy, out) {
  const { eyebrow, codeBlock } = legacy;
  if (isRecord(eyebrow) && eyebrow.display !== void 0)
    set(out, ["styling", "eyebrows"], eyebrow.display === "breadcrumbs" ? "breadcrumbs" : "section");
  if (isRecord(codeBlock) && codeBlock.mode !== void 0)
    set(out, ["styling", "codeblocks"], codeBlock.mode === "dark" ? "dark" : "system");
}
function fonts(value, out) {
  if (!isRecord(value)) return;
  const font = (details) => {
    if (!isRecord(details)) return details;
    const { url, ...others } = details;
    return { ...others, ...url !== void 0 ? { source: url } : {} };
  };
  if ("family" in value) out.fonts = font(value);
  else
    out.fonts = {
      ...value.headings !== void 0 ? { heading: font(value.headings) } : {},
      ...value.body !== void 0 ? { body: font(value.body) } : {}
    };
}
function navbar(legacy, out, leftovers) {
  if (Array.isArray(legacy.topbarLinks)) {
    set(
      out,
      ["navbar", "links"],
      legacy.topbarLinks.map((link, index) => {
        if (!isRecord(link)) return link;
        leftovers.unknownKeys(
          link,
          ["type", "name", "url"],
          ["topbarLinks", index],
          "has no equivalent in v2's navbar links"
        );
        const label = link.type === void 0 || link.type === "link" ? link.name : capitalize(String(link.type));
        return { label, href: link.url };
      })
    );
  }
  const cta = legacy.topbarCtaButton;
  if (isRecord(cta)) {
    leftovers.unknownKeys(
      cta,
      ["type", "name", "url"],
      ["topbarCtaButton"],
      "has no equivalent in v2's `navbar.primary`"
    );
    set(
      out,
      ["navbar", "primary"],
      cta.type === void 0 || cta.type === "link" ? { type: "button", label: cta.name, href: cta.url } : { type: cta.type, href: cta.url }
    );
  }
}
function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function footer(legacy, out, leftovers) {
  const legacyFooter = isRecord(legacy.footer) ? legacy.footer : {};
  if (isRecord(legacy.footer)) leftovers.unknownKeys(legacy.footer, ["socials", "links"], ["footer"]);
  const [socials, at] = legacyFooter.socials !== void 0 ? [legacyFooter.socials, ["footer", "socials"]] : [legacy.footerSocials, ["footerSocials"]];
  if (legacyFooter.socials !== void 0 && legacy.footerSocials !== void 0)
    leftovers.add(["footerSocials"], "`footerSocials` is overridden by `footer.socials`; it was left out.");
  if (socials !== void 0) set(out, ["footer", "socials"], footerSocials(socials, at, leftovers));
  if (Array.isArray(legacyFooter.links)) {
    set(
      out,
      ["footer", "links"],
      legacyFooter.links.map(
        (column) => isRecord(column) ? {
          ...column.title !== void 0 ? { header: column.title } : {},
          items: (Array.isArray(column.links) ? column.links : []).map(
            (link) => isRecord(link) ? { label: link.label, href: link.url } : link
          )
        } : column
      )
    );
  }
}
function footerSocials(value, at, leftovers) {
  const entries = Array.isArray(value) ? value.flatMap(
    (entry, index) => isRecord(entry) && typeof entry.type === "string" ? [[entry.type, entry.url, [...at, index]]] : []
  ) : isRecord(value) ? Object.entries(value).map(([key, url]) => [key, url, [...at, key]]) : [];
  const socials = {};
  for (const [platform, url, where] of entries) {
    if (!SOCIALS.includes(platform))
      leftovers.add(
        where,
        `\`${pathText(where)}\`: v2's footer has no "${platform}" link (it knows ${SOCIALS.join(", ")}); it was left out.`
      );
    else if (typeof url !== "string" || !url.startsWith("https://"))
      leftovers.add(
        where,
        `\`${pathText(where)}\`: v2 accepts only https addresses for social links, not ${JSON.stringify(url)}; it was left out.`
      );
    else socials[platform] = url;
  }
  return socials;
}
function search(value, out, leftovers) {
  if (!isRecord(value)) return;
  if (value.prompt !== void 0) set(out, ["search", "prompt"], value.prompt);
  leftovers.unknownKeys(value, ["prompt"], ["search"]);
}
function seo(legacy, out, leftovers) {
  const legacySeo = isRecord(legacy.seo) ? legacy.seo : {};
  const metatags = {
    ...isRecord(legacy.metadata) ? legacy.metadata : {},
    ...isRecord(legacySeo.metatags) ? legacySeo.metatags : {}
  };
  if (Object.keys(metatags).length) set(out, ["seo", "metatags"], metatags);
  if (legacySeo.indexHiddenPages !== void 0)
    set(out, ["seo", "indexing"], legacySeo.indexHiddenPages === true ? "all" : "navigable");
  else if (legacySeo.indexing === "all" || legacySeo.indexing === "navigable")
    set(out, ["seo", "indexing"], legacySeo.indexing);
  if (isRecord(legacy.seo)) leftovers.unknownKeys(legacy.seo, ["indexHiddenPages", "metatags", "indexing"], ["seo"]);
}
function api(legacy, out, leftovers) {
  if (legacy.openapi !== void 0) set(out, ["api", "openapi"], legacy.openapi);
  const value = legacy.api;
  if (!isRecord(value)) return;
  leftovers.unknownKeys(value, ["baseUrl", "auth", "playground", "request", "paramFields"], ["api"]);
  const { playground, request, auth, paramFields } = value;
  if (isRecord(playground)) {
    const display = { show: "interactive", hide: "none", simple: "simple" }[String(playground.mode)];
    if (display) set(out, ["api", "playground", "display"], display);
    if (typeof playground.disableProxy === "boolean")
      set(out, ["api", "playground", "proxy"], !playground.disableProxy);
    leftovers.unknownKeys(playground, ["mode", "disableProxy"], ["api", "playground"]);
  }
  if (isRecord(request)) {
    leftovers.unknownKeys(request, ["example"], ["api", "request"]);
    if (isRecord(request.example)) {
      if (request.example.languages !== void 0)
        set(out, ["api", "examples", "languages"], request.example.languages);
      leftovers.unknownKeys(request.example, ["languages"], ["api", "request", "example"]);
    }
  }
  if (value.baseUrl !== void 0) set(out, ["api", "mdx", "server"], value.baseUrl);
  if (isRecord(auth)) {
    for (const key of ["method", "name"]) if (auth[key] !== void 0) set(out, ["api", "mdx", "auth", key], auth[key]);
    leftovers.unknownKeys(auth, ["method", "name"], ["api", "auth"]);
  }
  if (isRecord(paramFields)) {
    const expanded = { all: "all", none: "closed" }[String(paramFields.expanded)];
    if (expanded) set(out, ["api", "params", "expanded"], expanded);
    else if (paramFields.expanded !== void 0)
      leftovers.add(
        ["api", "paramFields", "expanded"],
        `\`api.paramFields.expanded\` "${String(paramFields.expanded)}" has no equivalent in v2, which has "all" and "closed"; it was left out.`
      );
    if (paramFields.post !== void 0) set(out, ["api", "params", "post"], paramFields.post);
    leftovers.unknownKeys(paramFields, ["expanded", "post"], ["api", "paramFields"]);
  }
}
function integrations(legacy, out, leftovers) {
  const merged = {};
  if (isRecord(legacy.analytics)) {
    for (const [key, value] of Object.entries(legacy.analytics)) {
      if (INTEGRATIONS.includes(key)) merged[key] = value;
      else leftovers.add(["analytics", key], `\`analytics.${key}\` is not an integration v2 knows; it was left out.`);
    }
  }
  if (isRecord(legacy.integrations)) {
    const { intercom, frontchat } = legacy.integrations;
    if (intercom !== void 0) merged.intercom = { appId: intercom };
    if (frontchat !== void 0) merged.frontchat = { snippetId: frontchat };
    leftovers.unknownKeys(legacy.integrations, ["intercom", "frontchat"], ["integrations"]);
  }
  if (Object.keys(merged).length) out.integrations = merged;
}

// src/upgrade/legacy-navigation.ts
var GROUP_KEYS = ["group", "pages", "icon", "iconType", "version", "public"];
var DIVISION_KEYS = {
  tab: ["name", "url", "version", "isDefaultHidden", "openapi"],
  anchor: ["name", "url", "version", "isDefaultHidden", "openapi", "icon", "iconType", "color"]
};
var VERSION_KEYS = ["name", "url", "default", "locale"];
function readGroups(value, leftovers) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) {
    leftovers.add(["navigation"], "`navigation` is not a list of groups, so no page of it could be carried over.");
    return [];
  }
  return value.flatMap((entry, index) => {
    const group = readGroup(entry, ["navigation", index], leftovers);
    return group ? [group] : [];
  });
}
function readGroup(value, at, leftovers) {
  if (!isRecord(value) || typeof value.group !== "string") {
    leftovers.add(at, `\`${pathText(at)}\` is neither a page path nor a group with a \`group\` name; it was left out.`);
    return void 0;
  }
  leftovers.unknownKeys(value, GROUP_KEYS, at);
  if (!Array.isArray(value.pages) || value.pages.length === 0) {
    leftovers.add(
      at,
      `The group "${value.group}" at \`${pathText(at)}\` has no pages, and a group without pages shows nothing; it was left out.`
    );
    return void 0;
  }
  if (!value.group.trim())
    leftovers.add(
      [...at, "group"],
      `The group at \`${pathText(at)}\` has an empty name, which the legacy layout shows as no title and v2 refuses; give it a name in docs.json.`
    );
  const pages = [];
  value.pages.forEach((page, index) => {
    if (typeof page === "string") pages.push(page);
    else {
      const nested = readGroup(page, [...at, "pages", index], leftovers);
      if (nested) pages.push(nested);
    }
  });
  return {
    path: at,
    group: value.group,
    pages,
    ...typeof value.icon === "string" ? { icon: value.icon } : {},
    ...typeof value.iconType === "string" ? { iconType: value.iconType } : {},
    ...typeof value.version === "string" ? { version: value.version } : {},
    ...typeof value.public === "boolean" ? { public: value.public } : {}
  };
}
function readDivisions(kind, value, leftovers) {
  const key = kind === "tab" ? "tabs" : "anchors";
  if (value === void 0) return [];
  if (!Array.isArray(value)) {
    leftovers.add([key], `\`${key}\` is not a list, so it was left out.`);
    return [];
  }
  return value.flatMap((entry, index) => {
    const at = [key, index];
    if (!isRecord(entry) || typeof entry.name !== "string" || typeof entry.url !== "string" || !entry.name.trim() || !entry.url.trim()) {
      leftovers.add(at, `\`${pathText(at)}\` needs a \`name\` and a \`url\`; it was left out.`);
      return [];
    }
    leftovers.unknownKeys(entry, DIVISION_KEYS[kind], at);
    return [
      {
        kind,
        path: at,
        name: entry.name.trim(),
        url: entry.url.trim(),
        ...typeof entry.version === "string" ? { version: entry.version } : {},
        ...typeof entry.icon === "string" ? { icon: entry.icon } : {},
        ...typeof entry.iconType === "string" ? { iconType: entry.iconType } : {},
        ...entry.color !== void 0 ? { color: entry.color } : {},
        ...entry.isDefaultHidden === true ? { hidden: true } : {},
        ...entry.openapi !== void 0 ? { openapi: entry.openapi } : {}
      }
    ];
  });
}
function readVersions(value, leftovers) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) {
    leftovers.add(["versions"], "`versions` is not a list, so it was left out.");
    return [];
  }
  return value.flatMap((entry, index) => {
    const at = ["versions", index];
    if (typeof entry === "string") return [{ path: at, name: entry }];
    if (!isRecord(entry) || typeof entry.name !== "string") {
      leftovers.add(
        at,
        `\`${pathText(at)}\` is neither a version name nor an object with a \`name\`; it was left out.`
      );
      return [];
    }
    leftovers.unknownKeys(entry, VERSION_KEYS, at);
    return [
      {
        path: at,
        name: entry.name,
        ...typeof entry.url === "string" ? { url: entry.url } : {},
        ...entry.default === true ? { default: true } : {},
        ...typeof entry.locale === "string" ? { locale: entry.locale } : {}
      }
    ];
  });
}

// src/upgrade/navigation-nesting.ts
var LIST = { tab: "tabs", anchor: "anchors" };
function upgradeNavigation(legacy, leftovers) {
  const groups = readGroups(legacy.navigation, leftovers);
  let tabs = readDivisions("tab", legacy.tabs, leftovers);
  let anchors = readDivisions("anchor", legacy.anchors, leftovers);
  let versions = readVersions(legacy.versions, leftovers);
  const global = {};
  if (allLinksOut(tabs)) {
    global.tabs = tabs.map((tab) => ({ ...divisionNode(tab, leftovers), href: tab.url }));
    tabs = [];
  }
  if (allLinksOut(anchors)) {
    global.anchors = anchors.map((anchor) => ({ ...divisionNode(anchor, leftovers), href: anchor.url }));
    anchors = [];
  }
  if (versions.length && versions.every((version) => version.url !== void 0 && isRemote(version.url))) {
    const languages = versions.every((version) => version.locale !== void 0);
    global[languages ? "languages" : "versions"] = versions.map(
      (version) => versionNode(version, languages, { href: version.url })
    );
    versions = [];
  }
  const names = new Set(versions.map((version) => version.name));
  for (const division of [...tabs, ...anchors]) {
    if (division.version !== void 0 && !names.has(division.version)) {
      leftovers.add(
        [...division.path, "version"],
        `The ${division.kind} "${division.name}" belongs to version "${division.version}", which \`versions\` does not list, so it shows in no version; it was left out.`
      );
    }
  }
  const linkedOut = global.anchors ? "anchor" : global.tabs ? "tab" : void 0;
  const context = { leftovers, firstEntry: firstEntries(legacy), linkedOut };
  if (versions.length) reportUnknownVersions(groups, names, leftovers);
  const shown = (division) => division.version === void 0 || names.has(division.version);
  const root = versions.length ? byVersion(versions, groups, tabs.filter(shown), anchors.filter(shown), context) : body(groups, tabs.filter(shown), anchors.filter(shown), context);
  if (!hasPages(groups))
    leftovers.add(
      ["navigation"],
      "The navigation lists no page; v2 needs at least one group with pages. Add them to `navigation` in docs.json."
    );
  return Object.keys(global).length ? { ...root, global } : root;
}
function reportUnknownVersions(groups, names, leftovers) {
  for (const group of groups) {
    if (group.version !== void 0 && !names.has(group.version)) {
      leftovers.add(
        [...group.path, "version"],
        `The group "${group.group}" belongs to version "${group.version}", which \`versions\` does not list, so it shows in no version; it was left out.`
      );
    } else {
      reportUnknownVersions(
        group.pages.filter((page) => typeof page !== "string"),
        names,
        leftovers
      );
    }
  }
}
function allLinksOut(divisions) {
  return divisions.length > 0 && divisions.every((division) => isRemote(division.url) && division.version === void 0);
}
function hasPages(groups) {
  return groups.some((group) => group.pages.some((page) => typeof page === "string" || hasPages([page])));
}
function firstEntries(legacy) {
  const { primaryTab, topAnchor } = legacy;
  return (kind) => {
    if (kind === "tab") {
      const name2 = isRecord(primaryTab) && typeof primaryTab.name === "string" && primaryTab.name.trim() ? primaryTab.name : "Documentation";
      return { tab: name2, ...isRecord(primaryTab) && primaryTab.isDefaultHidden === true ? { hidden: true } : {} };
    }
    const anchor = isRecord(topAnchor) ? topAnchor : {};
    const name = typeof anchor.name === "string" && anchor.name.trim() ? anchor.name : "Documentation";
    return { anchor: name, icon: typeof anchor.icon === "string" ? icon(anchor.icon, anchor.iconType) : "book-open" };
  };
}
function byVersion(versions, groups, tabs, anchors, context) {
  const languages = versions.every((version) => version.locale !== void 0);
  const divisions = [...tabs, ...anchors];
  const nodes = versions.map((version) => {
    if (version.url !== void 0) return versionNode(version, languages, { href: version.url });
    const mine = (division) => division.version === void 0 || division.version === version.name;
    const elsewhere = divisions.filter(
      (division) => !mine(division) && !isRemote(division.url) && !divisions.some((other) => mine(other) && slashed(other.url) === slashed(division.url))
    );
    const own = claim(
      inVersion(groups, version.name),
      (page) => !elsewhere.some((division) => under(page, division.url))
    ).taken;
    return versionNode(version, languages, body(own, tabs.filter(mine), anchors.filter(mine), context));
  });
  return { [languages ? "languages" : "versions"]: nodes };
}
function versionNode(version, language, content) {
  return {
    ...language ? { language: version.locale } : { version: version.name },
    ...version.default ? { default: true } : {},
    ...content
  };
}
function body(groups, tabs, anchors, context) {
  if (tabs.length || anchors.length) {
    const top = topKind(tabs, anchors);
    const nodes = top === "tab" ? sections("tab", tabs, anchors, groups, context) : sections("anchor", anchors, tabs, groups, context);
    if (nodes.length) return { [LIST[top]]: nodes };
  } else if (context.linkedOut && groups.length) {
    return { [LIST[context.linkedOut]]: [{ ...context.firstEntry(context.linkedOut), groups: groups.map(v2Group) }] };
  }
  return { groups: groups.map(v2Group) };
}
function topKind(tabs, anchors) {
  const localTabs = tabs.filter((tab) => !isRemote(tab.url));
  const localAnchors = anchors.filter((anchor) => !isRemote(anchor.url));
  if (!anchors.length || !localAnchors.length) return tabs.length ? "tab" : "anchor";
  if (!tabs.length || !localTabs.length) return "anchor";
  const tabsHeld = localTabs.filter((tab) => localAnchors.some((anchor) => under(tab.url, anchor.url))).length;
  const anchorsHeld = localAnchors.filter((anchor) => localTabs.some((tab) => under(anchor.url, tab.url))).length;
  if (anchorsHeld === localAnchors.length) return "tab";
  if (tabsHeld === localTabs.length) return "anchor";
  return anchorsHeld >= tabsHeld ? "tab" : "anchor";
}
function sections(kind, divisions, others, groups, context) {
  const { leftovers } = context;
  const otherKind = kind === "tab" ? "anchor" : "tab";
  const local = divisions.filter((division) => !isRemote(division.url));
  const placed = /* @__PURE__ */ new Set();
  const nodes = [];
  let pool = groups;
  for (const division of divisions) {
    const node = divisionNode(division, leftovers);
    if (isRemote(division.url)) {
      nodes.push({ ...node, href: division.url });
      continue;
    }
    const finer = local.filter(
      (other) => other !== division && slashed(other.url) !== slashed(division.url) && under(other.url, division.url)
    );
    const { taken, rest } = claim(
      pool,
      (page) => under(page, division.url) && !finer.some((other) => under(page, other.url))
    );
    pool = rest;
    const inside = others.filter((other) => !isRemote(other.url) && closest(local, other.url) === division);
    inside.forEach((other) => placed.add(other));
    const children = inside.length ? sections(otherKind, inside, [], taken, { ...context, firstEntry: (first) => ({ [first]: division.name }) }) : [];
    if (children.length) nodes.push({ ...node, [LIST[otherKind]]: children });
    else if (taken.length) nodes.push({ ...node, groups: taken.map(v2Group) });
    else if (division.openapi !== void 0) nodes.push(node);
    else
      leftovers.add(
        division.path,
        `The ${division.kind} "${division.name}" has no page of the navigation under its url \`${division.url}\`, so it would be empty; it was left out.`
      );
  }
  const outside = others.filter((other) => !placed.has(other));
  if (outside.length) {
    const inner = sections(otherKind, outside, [], pool, context);
    if (inner.length) nodes.unshift({ ...context.firstEntry(kind), [LIST[otherKind]]: inner });
  } else if (pool.length) {
    nodes.unshift({ ...context.firstEntry(kind), groups: pool.map(v2Group) });
  }
  return nodes;
}
function closest(divisions, url) {
  let best;
  for (const division of divisions) {
    if (under(url, division.url) && (!best || slashed(division.url).length > slashed(best.url).length)) best = division;
  }
  return best;
}
function divisionNode(division, leftovers) {
  const node = { [division.kind]: division.name };
  if (division.icon !== void 0) node.icon = icon(division.icon, division.iconType);
  const color = division.color === void 0 ? void 0 : anchorColor(division, leftovers);
  if (color) node.color = { light: color, dark: color };
  if (division.hidden) node.hidden = true;
  if (division.openapi !== void 0)
    node.openapi = isRemote(division.url) ? division.openapi : specIn(division.openapi, division.url);
  return node;
}
function specIn(openapi, url) {
  const directory = url.replace(/^\/+|\/+$/g, "");
  if (typeof openapi === "string") return { source: openapi, directory };
  if (Array.isArray(openapi))
    return openapi.map((source) => typeof source === "string" ? { source, directory } : source);
  return openapi;
}
function anchorColor(division, leftovers) {
  const { color } = division;
  if (typeof color === "string") return color;
  if (isRecord(color) && typeof color.from === "string") {
    if (color.to !== void 0 || color.via !== void 0)
      leftovers.add(
        [...division.path, "color"],
        `The anchor "${division.name}" has a gradient colour; v2 anchors have one colour, so only its \`from\` colour was kept.`
      );
    return color.from;
  }
  leftovers.add(
    [...division.path, "color"],
    `The anchor "${division.name}" has a colour that is neither a hex colour nor a gradient; it was left out.`
  );
  return void 0;
}
function icon(name, style) {
  return typeof style === "string" ? { name, style } : name;
}
function v2Group(group) {
  return {
    group: group.group,
    ...group.icon !== void 0 ? { icon: icon(group.icon, group.iconType) } : {},
    ...group.public !== void 0 ? { public: group.public } : {},
    pages: group.pages.map((page) => typeof page === "string" ? page : v2Group(page))
  };
}
function claim(groups, takes) {
  const taken = [];
  const rest = [];
  for (const group of groups) {
    const takenPages = [];
    const restPages = [];
    for (const page of group.pages) {
      if (typeof page === "string") (takes(page) ? takenPages : restPages).push(page);
      else {
        const part = claim([page], takes);
        takenPages.push(...part.taken);
        restPages.push(...part.rest);
      }
    }
    if (takenPages.length) taken.push({ ...group, pages: takenPages });
    if (restPages.length) rest.push({ ...group, pages: restPages });
  }
  return { taken, rest };
}
function inVersion(groups, version) {
  return groups.flatMap((group) => {
    if (group.version !== void 0 && group.version !== version) return [];
    const pages = group.pages.flatMap(
      (page) => typeof page === "string" ? [page] : inVersion([page], version)
    );
    return pages.length ? [{ ...group, pages }] : [];
  });
}
function isRemote(url) {
  return /^https?:\/\//i.test(url);
}
function slashed(path14) {
  const bare = path14.replace(/^\/+|\/+$/g, "");
  return bare ? `/${bare}/` : "/";
}
function under(path14, url) {
  return slashed(path14).startsWith(slashed(url));
}

// src/upgrade/upgrade-config.ts
var V2_SCHEMA_URL = "https://mintlify.com/docs.json";
var NAVIGATION_KEYS = [
  "navigation",
  "tabs",
  "anchors",
  "versions",
  "topAnchor",
  "primaryTab"
];
var KEY_ORDER = [
  "$schema",
  "theme",
  "name",
  "description",
  "colors",
  "logo",
  "favicon",
  "appearance",
  "background",
  "styling",
  "fonts",
  "navigation",
  "navbar",
  "footer",
  "search",
  "seo",
  "api",
  "integrations",
  "redirects"
];
function upgradeConfig(legacy) {
  if (!isRecord(legacy)) throw new TypeError("upgradeConfig needs the legacy config as a JSON object");
  const leftovers = new Leftovers();
  const parts = {
    $schema: V2_SCHEMA_URL,
    ...upgradeFields(legacy, leftovers),
    navigation: upgradeNavigation(legacy, leftovers)
  };
  const known = [...FIELD_KEYS, ...NAVIGATION_KEYS];
  for (const key of Object.keys(legacy)) {
    if (!known.includes(key))
      leftovers.add([key], `\`${key}\` is not a key of the legacy layout and has no place in v2; it was left out.`);
  }
  const config = {};
  for (const key of KEY_ORDER) if (key in parts) config[key] = parts[key];
  for (const key of Object.keys(parts)) if (!(key in config)) config[key] = parts[key];
  return { config, notCarried: leftovers.items };
}

// src/project/project.ts
import path10 from "node:path";

// src/project/config-document.ts
import path9 from "node:path";
function readConfigDocument(root, files, source) {
  const origins = /* @__PURE__ */ new WeakMap();
  const sources = /* @__PURE__ */ new Map([[source.file, source]]);
  const refProblems = [];
  const tooDeep = [];
  let unread = MAX_CONFIG_BYTES - Buffer.byteLength(source.text);
  const load = (file) => {
    let loaded = sources.get(file);
    if (!loaded) {
      try {
        const full = path9.join(root, file);
        const { size } = projectFiles.stat(full);
        if (size > unread) return "too-large";
        unread -= size;
        loaded = new JsonSource(file, projectFiles.readFile(full).toString("utf8"));
      } catch {
        return void 0;
      }
      sources.set(file, loaded);
    }
    return loaded;
  };
  const cutInFile = (place) => sources.get(place.file).tooDeep.some(
    (cut) => cut.path.length === place.path.length && cut.path.every((segment, i) => segment === place.path[i])
  );
  const resolve = (value2, place, at, chain) => {
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
        out2.push(resolve(item, itemPlace, [...at, i], chain));
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
      out[key] = resolve(item, itemPlace, [...at, key], chain);
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
    const joined = path9.posix.normalize(path9.posix.join(path9.posix.dirname(place.file), ref.replace(/\\/g, "/")));
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
    if (target === "too-large")
      return fail(
        "too-large",
        `The $ref "${ref}" names ${joined}, which would take ${source.file} and the files it references past the ${megabytes(MAX_CONFIG_BYTES)} MB docsgate reads of a config; it was not read. ${CONFIG_SIZE_HINT}`
      );
    if (target.syntaxError) {
      const { line, column } = target.lines.position(target.syntaxError.offset);
      return fail(
        "invalid-json",
        `The $ref "${ref}" names ${joined}, which is not valid JSON (line ${line}, column ${column}: ${target.syntaxError.message})`
      );
    }
    const included = resolve(target.value, { file: joined, path: [] }, at, [...chain, joined]);
    if (included === null || typeof included !== "object" || Array.isArray(included)) return included;
    const merged = { ...included, ...out };
    origins.set(merged, new Map([...origins.get(included) ?? [], ...map]));
    return merged;
  };
  const rootPlace = { file: source.file, path: [] };
  const value = source.syntaxError ? void 0 : resolve(source.value, rootPlace, [], [source.file]);
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

// src/project/docs-config.ts
var PREBUILD_THEME = "mint";
function normalizeConfig(written, file, layout) {
  const source = isObject(written.value) ? written.value : {};
  if (layout === "v2") {
    return {
      layout,
      value: source,
      placeOf: written.placeOf,
      writtenPath: (path14) => path14,
      rangeOf: written.rangeOf,
      at: (path14, message, part = "value") => ({ message, ...written.rangeOf(path14, part) }),
      writtenStrings: () => stringsOf(written.sources.get(file))
    };
  }
  const value = { ...upgradeFields(source, new Leftovers()), theme: PREBUILD_THEME };
  const whence = liftedPaths(source, value);
  const api2 = isObject(source.api) ? source.api : {};
  return {
    layout,
    value,
    legacy: {
      feedback: source.feedback,
      versions: source.versions,
      topAnchor: source.topAnchor,
      maintainOrder: api2.maintainOrder,
      authInputPrefix: isObject(api2.auth) ? api2.auth.inputPrefix : void 0
    },
    placeOf: (path14) => written.placeOf(whence(path14)),
    writtenPath: whence,
    rangeOf: (path14, part) => written.rangeOf(whence(path14), part),
    at: (path14, message, part = "value") => ({ message, ...written.rangeOf(whence(path14), part) }),
    writtenStrings: () => stringsOf(written.sources.get(file))
  };
}
function liftedPaths(legacy, lifted) {
  const objects = /* @__PURE__ */ new Map();
  const leaves = [];
  const walk = (value, at) => {
    if (value !== null && typeof value === "object") {
      if (!objects.has(value)) objects.set(value, at);
      for (const [key, child] of Object.entries(value)) walk(child, [...at, Array.isArray(value) ? Number(key) : key]);
    } else leaves.push({ path: at, value });
  };
  for (const [key, child] of Object.entries(legacy)) if (!NAVIGATION_KEYS.includes(key)) walk(child, [key]);
  return (path14) => {
    let current = lifted;
    let known;
    for (let depth = 0; depth <= path14.length; depth++) {
      const found = current !== null && typeof current === "object" ? objects.get(current) : void 0;
      if (found) known = { at: found, depth };
      if (depth === path14.length || current === null || typeof current !== "object") break;
      current = current[path14[depth]];
    }
    if (known && known.depth === path14.length) return known.at;
    if (current === void 0) return path14;
    const under2 = known ? [...known.at, ...path14.slice(known.depth)] : void 0;
    if (current === null || typeof current !== "object") {
      for (const candidate of [under2, path14]) if (candidate && valueAt(legacy, candidate) === current) return candidate;
      const last = path14.at(-1);
      const same = leaves.find((leaf) => leaf.value === current && leaf.path.at(-1) === last) ?? (typeof current === "string" ? leaves.find((leaf) => leaf.value === current) : void 0);
      if (same) return same.path;
    }
    return under2 ?? path14;
  };
}
var writtenStrings = /* @__PURE__ */ new WeakMap();
function stringsOf(source) {
  const known = writtenStrings.get(source);
  if (known) return known;
  const found = [];
  const visit = (node) => {
    const isKey = node.parent?.type === "property" && node.parent.children?.[0] === node;
    if (node.type === "string" && typeof node.value === "string" && !isKey)
      found.push({ text: node.value, range: { file: source.file, ...source.rangeOfNode(node) } });
    for (const child of node.children ?? []) visit(child);
  };
  if (source.tree) visit(source.tree);
  writtenStrings.set(source, found);
  return found;
}

// src/project/mint-ignore.ts
var import_ignore = __toESM(require_ignore(), 1);
var BUILT_IN = [
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
  const all = (0, import_ignore.default)().add([...BUILT_IN, ...own]);
  const builtIn = (0, import_ignore.default)().add(BUILT_IN);
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
  const result = {
    layout: "legacy",
    children: [],
    global: [],
    pages: [],
    groups: [],
    sections: [],
    rangeOf: document.rangeOf,
    spanOf: (path14) => spanOf(document, path14),
    cut: document.tooDeep.some((cut) => cut.at[0] === "navigation")
  };
  const claimers = [...claimersOf(config, "tabs", document, files), ...claimersOf(config, "anchors", document, files)];
  navigation.forEach((value, i) => {
    const group = readGroup2(value, ["navigation", i], void 0, document, files, result);
    if (!group) return;
    const owner = ownerOf(group, claimers);
    if (owner) owner.children.push(group);
    else result.children.push(group);
  });
  for (const { section } of claimers) {
    result.sections.push(section);
    result.children.push(section);
  }
  return result;
}
function claimersOf(config, key, document, files) {
  const list = config[key];
  if (!Array.isArray(list)) return [];
  const claimers = [];
  list.forEach((value, i) => {
    if (!isObject(value)) return;
    const path14 = [key, i];
    const url = typeof value.url === "string" ? value.url.trim() : "";
    const isLink = url !== "" && resolveEntry(url, files).kind === "url";
    const section = {
      kind: key === "tabs" ? "tab" : "anchor",
      name: typeof value.name === "string" ? value.name : "",
      path: path14,
      place: document.placeOf(path14),
      ...key === "anchors" && typeof value.version === "string" && value.version.trim() ? { version: value.version.trim() } : {},
      ...isLink ? { href: url } : {},
      ...key === "anchors" && value.icon !== void 0 ? { icon: value.icon } : {},
      ...key === "anchors" && value.isDefaultHidden === true ? { hidden: true } : {},
      children: [],
      value
    };
    const prefix = url.replace(/^\/+|\/+$/g, "");
    claimers.push({ section, ...!isLink && prefix ? { prefix } : {} });
  });
  return claimers;
}
function ownerOf(group, claimers) {
  const first = firstPage(group);
  if (!first) return void 0;
  const target = first.target;
  const path14 = target.kind === "page" || target.kind === "missing" || target.kind === "case-mismatch" ? target.page : first.entry.trim().replace(/^\/+/, "");
  let best;
  for (const candidate of claimers) {
    const prefix = candidate.prefix;
    if (!prefix || !(path14 === prefix || path14.startsWith(`${prefix}/`))) continue;
    if (!best || prefix.length > best.prefix.length) best = candidate;
  }
  return best?.section;
}
function firstPage(group) {
  for (const child of group.children) {
    const found = child.kind === "page" ? child : firstPage(child);
    if (found) return found;
  }
  return void 0;
}
function readGroup2(value, path14, version, document, files, result) {
  if (!isObject(value)) return void 0;
  const own = typeof value.version === "string" ? value.version : version;
  const group = {
    kind: "group",
    name: typeof value.group === "string" ? value.group : "",
    path: path14,
    place: document.placeOf(path14),
    ...own !== void 0 ? { version: own } : {},
    ...value.icon !== void 0 ? { icon: value.icon } : {},
    children: [],
    value
  };
  if (typeof value.group === "string") result.groups.push(group);
  if (Array.isArray(value.pages)) {
    value.pages.forEach((item, i) => {
      const itemPath = [...path14, "pages", i];
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
        group.children.push(page);
      } else {
        const child = readGroup2(item, itemPath, own, document, files, result);
        if (child) group.children.push(child);
      }
    });
  }
  return group;
}

// src/project/project.ts
function loadProject(rootDir, isIgnored = () => false) {
  const root = path10.resolve(rootDir);
  const files = FileIndex.scan(root, readMintIgnore(root));
  const config = readConfigFile(root, files);
  const document = config.status === "read" && !config.source.syntaxError ? readConfigDocument(root, files, config.source) : void 0;
  const navigation = document && config.status === "read" ? (config.layout === "v2" ? readV2Navigation : readLegacyNavigation)(document, files) : void 0;
  const docs = document && config.status === "read" ? normalizeConfig(document, config.name, config.layout) : void 0;
  const configName = config.status === "missing" ? void 0 : config.name;
  return {
    root,
    files,
    ...docs ? { docs } : {},
    ...configName ? { configName } : {},
    config,
    document,
    navigation,
    isIgnored
  };
}

// src/settings/settings.ts
var import_ajv = __toESM(require_ajv(), 1);
var import_picomatch = __toESM(require_picomatch(), 1);
import path11 from "node:path";

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
  const full = explicitPath ? path11.resolve(explicitPath) : path11.join(root, SETTINGS_FILE);
  const read = explicitPath ? readRegularFile(full, MAX_SETTINGS_BYTES) : readRootFile(root, SETTINGS_FILE, MAX_SETTINGS_BYTES);
  if (!explicitPath && !read.ok && read.why === "missing") return settings;
  const relative = path11.relative(root, full);
  const file = relative.startsWith("..") || path11.isAbsolute(relative) ? full : relative.split(path11.sep).join("/");
  settings.file = file;
  const problem = (message, range = { line: 1, column: 1 }) => settings.problems.push({ message, file, ...range });
  if (!read.ok) {
    const nowhere = { line: 0, column: 0 };
    return problem(
      `The docsgate config file ${file} ${read.reason}. ${UNREAD_HINT[read.why]}`,
      read.why === "missing" ? nowhere : void 0
    ), settings;
  }
  const text = read.bytes.toString("utf8");
  const source = new JsonSource(file, text);
  if (source.syntaxError) {
    const at = source.lines.range(source.syntaxError.offset, source.syntaxError.offset + source.syntaxError.length);
    return problem(source.syntaxError.message, at), settings;
  }
  const refused = [];
  const isRefused = (pointer) => refused.some((bad) => bad.length <= pointer.length && bad.every((part, i) => part === pointer[i]));
  const refuse = (at) => refused.push(at.map(String));
  for (const cut of source.tooDeep) {
    refuse(cut.path);
    problem(
      `This value is nested more than ${MAX_JSON_DEPTH} levels deep, past what docsgate reads; it was left out. Flatten it or remove it.`,
      source.rangeOf(cut.path)
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
  const external = usable("links", "external") ? value.links?.external : void 0;
  if (external) {
    const kept = Object.fromEntries(
      Object.entries(external).filter(([key]) => usable("links", "external", key))
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
  const path14 = [];
  let node = value;
  for (const part of instancePath.split("/").slice(1)) {
    const key = Array.isArray(node) ? Number(part) : part.replace(/~1/g, "/").replace(/~0/g, "~");
    path14.push(key);
    node = node !== null && typeof node === "object" ? node[key] : void 0;
  }
  return path14;
}
function unknownSetting(key, pointer) {
  let schema = docsgate_config_schema_default;
  for (const part of pointer) schema = schema.properties?.[part] ?? {};
  const keys = Object.keys(schema.properties ?? {}).filter((name) => name !== "$schema");
  const closest2 = [...keys].sort((a, b) => distance(a, key) - distance(b, key))[0];
  const extended = key.length >= 4 ? keys.find((name) => name.toLowerCase().startsWith(key.toLowerCase())) : void 0;
  const nearest = extended ?? (closest2 && distance(closest2, key) <= 4 ? closest2 : void 0);
  const guess = nearest ? `; did you mean \`${nearest}\`?` : ".";
  const list = keys.map((name) => `\`${name}\``);
  const listed2 = list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : list[0] ?? "nothing";
  const owner = pointer.length ? `\`${pointer.join(".")}\`` : SETTINGS_FILE;
  return `Unknown setting \`${key}\`${pointer.length ? ` in \`${pointer.join(".")}\`` : ""}${guess} ${owner} has ${listed2}.`;
}

// src/style/house-style/load-house-style.ts
import path12 from "node:path";
var STYLES_DIR = ".docsgate/styles";
var STYLE_FILE = /\.ya?ml$/;
var UNREAD_HINT2 = {
  missing: "Remove the link or point it at a style file.",
  outside: "Move the file into the docs folder.",
  "not-a-file": "Remove it or give it another name.",
  unreadable: "Check its permissions."
};
function loadHouseStyle(root, defaults) {
  const problems = [];
  const team = /* @__PURE__ */ new Map();
  const fileOf = /* @__PURE__ */ new Map();
  const used = { entries: 0, instructions: 0 };
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
      problem(
        read.why === "too-large" ? `The style file is ${kilobytes(read.size)} KB, more than the ${kilobytes(MAX_STYLE_FILE_BYTES)} KB docsgate reads from one style file (the longest file of Vale's style packages is 19 KB), so it is not run. Keep the patterns the docs need, or spread them over several style files.` : `The style file ${read.reason}. ${UNREAD_HINT2[read.why]}`
      );
      continue;
    }
    const parsed = parseStyleFile(read.bytes.toString("utf8"), { id, source: file });
    problems.push(...parsed.problems);
    if (!parsed.rule) continue;
    const size = { entries: entriesOf(parsed.rule), instructions: parsed.instructions ?? 0 };
    if (used.entries + size.entries > MAX_STYLE_ENTRIES_TOTAL || used.instructions + size.instructions > MAX_STYLE_INSTRUCTIONS) {
      problem(
        `The team's style files, up to this one, hold ${count(used.entries + size.entries)} patterns that compile to ${count(used.instructions + size.instructions)} RE2 instructions, more than docsgate runs for one docs project (${count(MAX_STYLE_ENTRIES_TOTAL)} patterns, ${count(MAX_STYLE_INSTRUCTIONS)} instructions; Vale's Microsoft, Google, proselint, write-good and alex packages together hold about 6,100 patterns that compile to about 56,000), so this file is not run: every pattern is work on every character of every page. Remove the style files the docs do not need.`
      );
      continue;
    }
    used.entries += size.entries;
    used.instructions += size.instructions;
    team.set(id, parsed.rule);
  }
  return { rules: [...defaults.filter((rule5) => !team.has(rule5.id)), ...team.values()], problems };
}
function styleFileNames(root) {
  try {
    return projectFiles.readdir(path12.join(root, STYLES_DIR)).filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && STYLE_FILE.test(entry.name)).map((entry) => entry.name).sort();
  } catch {
    return [];
  }
}
function entriesOf(rule5) {
  return (rule5.tokens?.length ?? 0) + Object.keys(rule5.swap ?? {}).length + (rule5.exceptions?.length ?? 0);
}
function count(value) {
  return value.toLocaleString("en-US");
}
function kilobytes(bytes) {
  return Math.ceil(bytes / 1024).toLocaleString("en-US");
}

// src/check.ts
import path13 from "node:path";

// src/engine/rule-book.ts
function createRuleBook(metas, settings, fallback) {
  const byId = new Map([...metas].map((meta2) => [meta2.id, meta2]));
  const meta = (ruleId) => {
    const found = byId.get(ruleId) ?? fallback?.(ruleId);
    if (!found) throw new Error(`A report names no rule: ${ruleId}`);
    return found;
  };
  const severity = (ruleId) => settings.get(ruleId) ?? meta(ruleId).defaultSeverity;
  return {
    meta,
    setting: (ruleId) => settings.get(ruleId),
    severity,
    isOn: (ruleId) => severity(ruleId) !== "off"
  };
}

// src/pages/unpublished-snippets.ts
var UNPUBLISHED = "No page imports this snippet, so the site never shows it: a notice here, reported at full strength once a page imports it.";
function unpublishedSnippets(pages) {
  const reached = /* @__PURE__ */ new Set();
  const queue = [...pages.keys()].filter((file) => !isSnippetFile(file));
  for (let file = queue.pop(); file !== void 0; file = queue.pop()) {
    const facts = pages.get(file);
    for (const included of [...facts?.includes ?? [], ...(facts?.shows ?? []).map((show) => show.file)]) {
      if (reached.has(included)) continue;
      reached.add(included);
      queue.push(included);
    }
  }
  return new Set([...pages.keys()].filter((file) => isSnippetFile(file) && !reached.has(file)));
}
function lowerUnpublishedSnippets(reports, pages) {
  const unpublished = unpublishedSnippets(pages);
  if (unpublished.size === 0) return [...reports];
  return reports.map(
    (report) => unpublished.has(report.file) && report.severity !== "off" ? lowered(report) : report
  );
}
var loweredForms = /* @__PURE__ */ new WeakMap();
function lowered(report) {
  let form = loweredForms.get(report);
  if (!form) {
    form = { ...report, severity: "notice", message: `${report.message} ${UNPUBLISHED}` };
    loweredForms.set(report, form);
  }
  return form;
}

// src/pages/unreached-pages.ts
var UNREACHED_PAGE_NOTE = "No navigation group lists this page and no page a reader reaches links to it (nav/orphan-page lists it), so readers do not find it: a notice here, a warning once it is listed or linked.";
var KEPT3 = /* @__PURE__ */ new Set([
  "page/secret",
  "page/authorization-header",
  "page/unsafe-html",
  "page/unsafe-url"
]);
function reachedPages(context) {
  const { project } = context;
  if (!project.navigation || project.navigation.cut) return void 0;
  const reached = listedPageFiles(project.navigation);
  for (const home of ["index.mdx", "index.md"]) if (project.files.files.has(home)) reached.add(home);
  const linksFrom = /* @__PURE__ */ new Map();
  for (const { file, target } of resolvedLinks(context))
    if (target.kind === "page") (linksFrom.get(file) ?? linksFrom.set(file, []).get(file)).push(target.file);
  const queue = [...reached];
  for (let file = queue.pop(); file !== void 0; file = queue.pop()) {
    for (const target of linksFrom.get(file) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}
function lowerUnreachedPages(reports, context, warnsByDefault) {
  const reached = reachedPages(context);
  if (!reached) return [...reports];
  const unreached = (file) => context.pages.has(file) && !isSnippetFile(file) && !reached.has(file);
  return reports.map(
    (report) => (report.ruleId.startsWith("page/") || report.ruleId.startsWith("site/")) && !KEPT3.has(report.ruleId) && report.severity === void 0 && (report.defaultSeverity === void 0 ? warnsByDefault(report.ruleId) : report.defaultSeverity === "warning") && unreached(report.file) ? lowered2(report) : report
  );
}
var loweredForms2 = /* @__PURE__ */ new WeakMap();
function lowered2(report) {
  let form = loweredForms2.get(report);
  if (!form) {
    form = { ...report, defaultSeverity: "notice", message: `${report.message} ${UNREACHED_PAGE_NOTE}` };
    loweredForms2.set(report, form);
  }
  return form;
}

// src/pages/listed-page-reports.ts
function withoutListedPageReports(reports, listed2) {
  return reports.filter((report) => !report.unlessListed || !listed2.has(report.file));
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
    if (!document && !resolution.problem) {
      const missing = missingSpecOf(resolution.fact.value, context.openapi.missingRemote ?? []);
      if (missing) sources.set(resolution.file, { kind: "missing", spec: missing });
      continue;
    }
    if (resolution.problem) {
      sources.set(resolution.file, { kind: "unresolved", problem: resolution.problem });
      continue;
    }
    if (resolution.documents.length !== 1 || !document) continue;
    if (!("path" in document)) {
      const spec2 = context.openapi.specs.find((index) => index.webhooks.includes(document));
      const method = document.methods[0];
      if (spec2 && method)
        sources.set(resolution.file, {
          kind: "operation",
          spec: spec2.file,
          method,
          path: document.name,
          webhook: true
        });
      continue;
    }
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
function missingSpecOf(value, missing) {
  const reference = parseOperationReference(value);
  if (reference.kind === "malformed") return void 0;
  if (reference.spec === void 0) return missing[0];
  const key = specKey(reference.spec);
  return missing.find((spec) => specKey(spec.url) === key);
}

// src/openapi/redact-examples.ts
function redactExampleSecrets(spec) {
  const documents = {};
  for (const [key, document] of Object.entries(spec.documents)) documents[key] = redacted(document, false);
  return { ...spec, documents };
}
function redacted(node, inExample) {
  if (typeof node === "string") return inExample ? replaceSecrets(node, false) : node;
  if (node === null || typeof node !== "object") return node;
  let changed = false;
  const copy = Array.isArray(node) ? [] : {};
  for (const [key, value] of Object.entries(node)) {
    const shown = key === "$ref" ? value : redacted(value, inExample || EXAMPLE_KEYS.has(key));
    changed ||= shown !== value;
    copy[key] = shown;
  }
  return changed ? copy : node;
}

// src/check.ts
function loadProjectRules(root, settingsPath) {
  const houseStyle = loadHouseStyle(root, DEFAULT_HOUSE_STYLE);
  const styleMetas = houseStyle.rules.map((rule5) => ({ ...houseStyleMeta(rule5), docsUrl: houseStyleDocsUrl(rule5) }));
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
  return settle(lintProject(options));
}
function settle(lint, siteReports = []) {
  const { reports, book, suppressions, ...result } = lint;
  return { ...result, diagnostics: diagnose([...reports, ...siteReports], book, suppressions) };
}
function lintProject(options) {
  const root = path13.resolve(options.root);
  return options.files ? withFilesInMemory(root, options.files, () => checkRoot(root, options)) : checkRoot(root, options);
}
function checkRoot(root, options) {
  const start = performance.now();
  const { houseStyle, settings, book } = loadProjectRules(root, options.settingsPath);
  const loaded = loadProject(root, settings.isIgnored);
  const load = performance.now() - start;
  options.onProgress?.({ files: loaded.files.files.size });
  const specLint = startSpecLint(loaded, {
    fetchRemote: options.fetchRemote ?? false,
    ...options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {},
    withData: Boolean(options.render),
    ...options.cache !== void 0 ? { cache: options.cache } : {}
  });
  const pageFiles = pageFilesToCheck(loaded);
  const pages = lintPages(loaded, pageFiles, book, houseStyle.rules, void 0, options.render, options.cache);
  const specs = specLint.join(pages.facts);
  const runProjectRules = (context) => runRules(context, PROJECT_RULES, book);
  let configAndNavigation;
  let configAndNavigationMs = 0;
  const project = { ...loaded, openApiPages: generatedPages(loaded, specs) };
  const { openApiContext, reports } = projectReports({
    rules: { houseStyle, settings, book },
    project,
    pages,
    specs,
    configAndNavigation(project2) {
      const rulesStart = performance.now();
      configAndNavigation = options.cache === void 0 ? { reports: runProjectRules(project2), fromCache: false } : cachedProjectRules(
        project2,
        options.cache,
        [toolFingerprint(), PROJECT_RULES.map((rule5) => [rule5.meta.id, book.severity(rule5.meta.id)])],
        runProjectRules
      );
      configAndNavigationMs = performance.now() - rulesStart;
      return configAndNavigation.reports;
    }
  });
  const suppressions = new Map([...pages.facts].map(([file, facts]) => [file, facts.suppressions]));
  return {
    root,
    configFile: project.configName,
    reports,
    book,
    suppressions,
    pageFiles,
    ...options.render ? {
      site: {
        project,
        rendered: pages.rendered,
        // With openapi/secret on, the API reference shows placeholders for the secrets it finds in examples.
        specs: book.isOn(rule.meta.id) ? (specs.data ?? []).map(redactExampleSecrets) : specs.data ?? [],
        endpoints: endpointSources(openApiContext),
        missingRemote: specs.missingRemote ?? [],
        channels: new Map(
          [...pages.facts].flatMap(
            ([file, facts]) => facts.channel ? [[file, facts.channel.value]] : []
          )
        ),
        externalLinks: settings.externalLinks
      }
    } : {},
    ...options.cache !== void 0 ? {
      pagesFromCache: pages.fromCache,
      specsFromCache: specs.fromCache === true,
      projectRulesFromCache: configAndNavigation.fromCache
    } : {},
    timings: {
      load: Math.round(load),
      configAndNavigation: Math.round(configAndNavigationMs),
      total: Math.round(performance.now() - start)
    }
  };
}
function projectReports(parts) {
  const { rules, project, pages, specs } = parts;
  const { settings, houseStyle, book } = rules;
  const openApiContext = { project, pages: pages.facts, openapi: specs };
  const pagesContext = { project, pages: pages.facts };
  const reports = lowerUnpublishedSnippets(
    lowerUnreachedPages(
      [
        ...settings.problems.map((problem) => ({ ruleId: rule3.meta.id, ...problem })),
        ...houseStyle.problems.map((problem) => ({ ruleId: rule4.meta.id, ...problem })),
        ...parts.configAndNavigation(project),
        ...withoutListedPageReports(pages.reports, listedPageFiles(project.navigation)),
        ...(parts.acrossPages ?? ((context) => runRules(context, PAGES_RULES, book)))(pagesContext),
        ...specReports(specs),
        ...(parts.openApi ?? ((context) => runRules(context, OPENAPI_RULES, book)))(openApiContext)
      ],
      pagesContext,
      (ruleId) => book.meta(ruleId).defaultSeverity === "warning"
    ),
    pages.facts
  );
  return { openApiContext, reports };
}

export {
  diagnose,
  settledPlaces,
  cachedProjectRules,
  toolFingerprint,
  lintPages,
  pageLinterSetup,
  pagesLintOf,
  pageFilesToCheck,
  generatedPages,
  findSpecs,
  startSpecLint,
  upgradeConfig,
  loadProject,
  SETTINGS_FILE,
  STYLES_DIR,
  loadProjectRules,
  check,
  settle,
  lintProject,
  projectReports,
  TOOL,
  cliCacheFolder,
  actionCacheFolder,
  actionCacheDir
};
