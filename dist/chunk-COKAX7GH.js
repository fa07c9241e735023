import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  TOOL,
  check,
  lintProject,
  settle,
  settledPlaces
} from "./chunk-U57H3RQW.js";
import {
  require_picocolors
} from "./chunk-E76PVF7O.js";
import {
  makeFolder,
  plural
} from "./chunk-7WXVLMGA.js";
import {
  projectMayDrawComponents
} from "./chunk-X3HJBWIJ.js";
import {
  ALL_RULE_METAS,
  loadComponentSandbox,
  maskSecrets
} from "./chunk-JPMMXNPL.js";
import {
  maskUrls
} from "./chunk-BPU2NOSW.js";
import {
  readRegularFile,
  readRootFile
} from "./chunk-3GTHPOSM.js";
import {
  GitFailure,
  git,
  gitOutput
} from "./chunk-HGCY65AU.js";
import {
  __commonJS,
  __toESM
} from "./chunk-LOFROOWK.js";

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
    var getTokenType = function(token, offset, text2) {
      if (token.type === "name") {
        const tokenValue = token.value;
        if (helperValidatorIdentifier.isKeyword(tokenValue) || helperValidatorIdentifier.isStrictReservedWord(tokenValue, true) || sometimesKeywords.has(tokenValue)) {
          return "keyword";
        }
        if (JSX_TAG.test(tokenValue) && (text2[offset - 1] === "<" || text2.slice(offset - 2, offset) === "</")) {
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
    tokenize = function* (text2) {
      let match;
      while (match = jsTokens.default.exec(text2)) {
        const token = jsTokens.matchToToken(match);
        yield {
          type: getTokenType(token, match.index, text2),
          value: token.value
        };
      }
    };
    function highlight(text2) {
      if (text2 === "") return "";
      const defs = getDefs(true);
      let highlighted = "";
      for (const {
        type,
        value
      } of tokenize(text2)) {
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

// src/report/outcome.ts
function verdictLine(verdict, where = "") {
  return `docsgate: ${verdict.failed ? "failed" : "passed"}, ${verdict.counts}${where ? ` in ${where}` : ""}${verdict.note ? ` (${verdict.note})` : ""}`;
}
function describeTotals(totals) {
  return [plural(totals.errors, "error"), plural(totals.warnings, "warning"), plural(totals.notices, "notice")].join(
    ", "
  );
}

// src/report/fingerprint.ts
import { createHash } from "node:crypto";
import path from "node:path";
var MAX_SOURCE_BYTES = 16 * 1024 * 1024;
var MAX_KEY_LINE = 1e3;
function fingerprintDiagnostics(root, diagnostics) {
  const lines = new SourceLines(root);
  const seen = /* @__PURE__ */ new Map();
  const longLines = /* @__PURE__ */ new Map();
  const lineKey = (file, line) => {
    const text2 = lines.text(file, line);
    if (text2.length <= MAX_KEY_LINE) return text2;
    const where = `${file}\0${line}`;
    let hash = longLines.get(where);
    if (hash === void 0) longLines.set(where, hash = createHash("sha256").update(text2).digest("hex"));
    return hash;
  };
  return diagnostics.map((d) => {
    const key = JSON.stringify([d.ruleId, d.file, d.message.replace(/\d+/g, "#"), lineKey(d.file, d.line)]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return createHash("sha256").update(`${key}
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
    if (path.isAbsolute(file)) return [];
    const read = readRootFile(this.root, file, MAX_SOURCE_BYTES);
    return !read.ok || read.bytes.includes(0) ? [] : read.bytes.toString("utf8").split("\n");
  }
};

// src/github/baseline.ts
import { existsSync, mkdirSync as mkdirSync2, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import path3 from "node:path";

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
  const last = result.diagnostics.length - 1;
  let piece = "";
  for (const [index, diagnostic] of result.diagnostics.entries()) {
    const text2 = JSON.stringify(jsonDiagnostic(diagnostic, fingerprints[index]), null, 2).replace(/\n/g, "\n    ");
    piece += `    ${text2}${index === last ? "\n" : ",\n"}`;
    if ((index + 1) % DIAGNOSTICS_PER_PIECE === 0 || index === last) {
      yield piece;
      piece = "";
    }
  }
  yield "  ]\n}\n";
}
function jsonDiagnostic(d, fingerprint) {
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
    fingerprint
  };
}

// src/report/read-json-report.ts
var MAX_BASELINE_DIAGNOSTICS = 2e5;
var SEVERITIES = ["error", "warning", "notice"];
var TEXT_KEYS = ["ruleId", "message", "file", "fingerprint"];
function readJsonReport(text2) {
  let report;
  try {
    report = JSON.parse(text2);
  } catch {
    return "The baseline report is not valid JSON.";
  }
  if (!isObject(report)) return "The baseline report is not a docsgate JSON report: it is not a JSON object.";
  if (report.version !== JSON_REPORT_VERSION) {
    const version = typeof report.version === "number" ? `version ${report.version}` : "of no known version";
    return `The baseline report is ${version}; this docsgate reads version ${JSON_REPORT_VERSION}, as \`--format json\` writes it.`;
  }
  const { diagnostics } = report;
  if (!Array.isArray(diagnostics)) return "The baseline report has no `diagnostics` list.";
  if (diagnostics.length > MAX_BASELINE_DIAGNOSTICS) {
    return `The baseline report has ${diagnostics.length} diagnostics; docsgate reads at most ${MAX_BASELINE_DIAGNOSTICS}.`;
  }
  const read = [];
  for (const [index, d] of diagnostics.entries()) {
    const problem = diagnosticProblem(d);
    if (problem) return `Diagnostic ${index + 1} of the baseline report ${problem}.`;
    const { ruleId, severity, message, file, line, fingerprint } = d;
    read.push({ ruleId, severity, message, file, line, fingerprint });
  }
  return { diagnostics: read };
}
function diagnosticProblem(d) {
  if (!isObject(d)) return "is not an object";
  const missing = TEXT_KEYS.find((key) => typeof d[key] !== "string");
  if (missing) return `has no text \`${missing}\``;
  if (typeof d.severity !== "string" || !SEVERITIES.includes(d.severity))
    return "has a `severity` other than error, warning or notice";
  if (!Number.isSafeInteger(d.line) || d.line < 0)
    return "has a `line` that is not a whole number of 0 or more";
  return void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/github/base-tree.ts
import { copyFileSync, linkSync, lstatSync, mkdirSync, readlinkSync } from "node:fs";
import path2 from "node:path";
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
  const listed = await gitOutput(topLevel, ["--literal-pathspecs", "ls-tree", "-r", "-z", baseSha, "--", ...pathspecs]);
  const entries = listed.split("\0").filter(Boolean).map(treeEntry);
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
    const target = path2.join(options.tree, entry.path);
    if (!folders.has(path2.dirname(target))) mkdirSync(path2.dirname(target), { recursive: true });
    folders.add(path2.dirname(target));
    if (linkOrCopy(path2.join(topLevel, entry.path), target)) linked.add(entry.path);
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
    (entry) => (entry.mode === "100644" || entry.mode === "100755") && !entry.path.includes("\n") && isFile(path2.join(topLevel, entry.path))
  );
  if (candidates.length === 0) return [];
  const hashes = (await gitOutput(topLevel, ["hash-object", "--no-filters", "--stdin-paths"], {
    input: candidates.map((entry) => `${path2.join(topLevel, entry.path)}
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
  const attributes = /* @__PURE__ */ new Map();
  const fields = output.split("\0");
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [file, name, value] = [fields[i], fields[i + 1], fields[i + 2]];
    if (!attributes.has(file)) attributes.set(file, /* @__PURE__ */ new Map());
    attributes.get(file).set(name, value);
  }
  const asBlob = /* @__PURE__ */ new Set();
  for (const entry of files) {
    const of = attributes.get(entry.path);
    if (!of) continue;
    const value = (name) => of.get(name) ?? "unspecified";
    const converted = ["filter", "ident", "working-tree-encoding"].some((name) => !NO_VALUE.has(value(name)));
    const text2 = value("text") === "unspecified" ? value("crlf") : value("text");
    if (!converted && !mayWriteCrlf(text2, value("eol"), autocrlf, crlfByDefault)) asBlob.add(entry.path);
  }
  return asBlob;
}
function mayWriteCrlf(text2, eol, autocrlf, crlfByDefault) {
  if (text2 === "unset") return false;
  if (eol === "crlf" || eol === "lf") return eol === "crlf";
  if (text2 === "input") return false;
  if (text2 === "set" || text2 === "auto") return crlfByDefault;
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
    target = readlinkSync(path2.join(options.tree, file));
  } catch {
    return true;
  }
  if (path2.isAbsolute(target)) return true;
  const names = target.split(/[\\/]+/).filter((name) => name !== "" && name !== ".");
  if (names.some((name, index) => name === ".." && index > 0 && names[index - 1] !== "..")) return false;
  const resolved = path2.posix.normalize(path2.posix.join(path2.posix.dirname(file), ...names));
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
    return lstatSync(file).isFile();
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
  const root = path3.resolve(options.workspace, options.rootRelative);
  let topLevel;
  try {
    topLevel = realPath(await git(root, ["rev-parse", "--show-toplevel"]));
  } catch (error) {
    return {
      problem: `The docs root ${options.rootRelative || "."} is not in a git checkout (${reason(error)}), so docsgate cannot check out the base commit to compare with. Check the repository out with actions/checkout first.`
    };
  }
  const rootInTree = path3.relative(topLevel, realPath(root)).split(path3.sep).join("/");
  const config = options.configRelative === void 0 ? void 0 : realPath(path3.resolve(options.workspace, options.configRelative));
  const missing = await ensureCommit(topLevel, baseSha);
  if (missing) return { problem: missing };
  mkdirSync2(options.tempRoot, { recursive: true });
  const temp = mkdtempSync(path3.join(options.tempRoot, "docsgate-base-"));
  let worktree;
  try {
    let tree = path3.join(temp, "tree");
    const configInTree = config && insideCheckout(topLevel, config);
    if (!await baseTree({ topLevel, baseSha, rootInTree, configInTree, tree, indexFile: path3.join(temp, "index") })) {
      worktree = tree = path3.join(temp, "worktree");
      await git(topLevel, ["-c", "checkout.workers=0", "worktree", "add", "--detach", worktree, baseSha]);
    }
    const baseRoot = path3.join(tree, rootInTree);
    if (!existsSync(baseRoot)) return { source: "git", diagnostics: [] };
    const result = check({
      root: baseRoot,
      settingsPath: config && baseConfig(topLevel, tree, config),
      fetchRemote: options.fetchRemote ?? false,
      ...options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {},
      ...options.cache !== void 0 ? { cache: options.cache } : {}
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
    rmSync(temp, { recursive: true, force: true });
  }
}
function baselineFromReport(file) {
  let text2;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return { problem: `The baseline report ${file} is not a file.` };
    if (stats.size > MAX_REPORT_BYTES)
      return {
        problem: `The baseline report ${file} is larger than ${MAX_REPORT_BYTES / 1024 / 1024} MB, more than any docs project's report.`
      };
    text2 = readFileSync(file, "utf8");
  } catch (error) {
    const why = error.code === "ENOENT" ? "there is no such file" : error.message;
    return { problem: `The baseline report ${file} cannot be read: ${why}.` };
  }
  const report = readJsonReport(text2);
  return typeof report === "string" ? { problem: `${report} (${file})` } : { source: "report", diagnostics: report.diagnostics };
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
    mkdirSync2(options.tree);
    if (await buildBaseTree(options)) return true;
  } catch {
  }
  rmSync(options.tree, { recursive: true, force: true });
  return false;
}
function insideCheckout(topLevel, config) {
  const relative = path3.relative(topLevel, config);
  return relative.startsWith("..") || path3.isAbsolute(relative) ? void 0 : relative.split(path3.sep).join("/");
}
function baseConfig(topLevel, tree, config) {
  const relative = insideCheckout(topLevel, config);
  if (relative === void 0) return config;
  const inTree = path3.join(tree, relative);
  return existsSync(inTree) ? inTree : void 0;
}
async function removeWorktree(topLevel, tree) {
  await git(topLevel, ["worktree", "remove", "--force", tree]).catch(() => void 0);
  rmSync(tree, { recursive: true, force: true });
  await git(topLevel, ["worktree", "prune"]).catch(() => void 0);
}
function reason(error) {
  return error instanceof Error ? error.message : String(error);
}
function realPath(folder) {
  try {
    return realpathSync(folder);
  } catch {
    return path3.resolve(folder);
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
  const isNew = current.fingerprints.map((fingerprint) => {
    const index = unmatched.get(fingerprint)?.shift();
    if (index === void 0) return true;
    matched.add(index);
    return false;
  });
  return { isNew, fixed: baseline.diagnostics.filter((_, index) => !matched.has(index)) };
}

// src/report/console.ts
import path4 from "node:path";
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
  const last = Math.min(lines.length, lastMarked + CONTEXT_LINES);
  let window = lines.slice(first - 1, last).map(printable);
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
function splitLines(text2) {
  return text2.split("\n").map((line) => line.endsWith("\r") ? line.slice(0, -1) : line);
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
  const paint = (style2, text2) => options.color ? styleText(style2, text2, { validateStream: false }) : text2;
  const readSource = options.readSource ?? sourceReader(result.root);
  const detail = options.detail ?? "normal";
  const listed = LISTED[detail];
  const out = [];
  for (const [file, diagnostics] of groupByFile(result.diagnostics.filter((d) => listed.has(d.severity)))) {
    out.push(paint("underline", path4.relative(options.cwd, path4.resolve(result.root, file))));
    const text2 = diagnostics.some((d) => d.severity === "error" && d.line > 0) ? readSource(file) : void 0;
    const lines = text2 === void 0 ? void 0 : splitLines(maskSecrets(maskUrls(text2)));
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
  if (options.notes?.length) out.push(...options.notes.map((note) => paint("dim", note)), "");
  const style = options.verdict.failed ? "red" : totals.errors + totals.warnings > 0 ? "yellow" : "green";
  out.push(paint(["bold", style], verdictLine(options.verdict, path4.relative(options.cwd, result.root))));
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
    const group = groups.get(d.file);
    if (group) group.push(d);
    else groups.set(d.file, [d]);
  }
  return groups;
}
function indent(text2) {
  return text2.replace(/^/gm, "  ");
}
var MAX_FRAMED_BYTES = 32 * 1024 * 1024;
function sourceReader(root) {
  return (file) => {
    const read = path4.isAbsolute(file) ? readRegularFile(file, MAX_FRAMED_BYTES) : readRootFile(root, file, MAX_FRAMED_BYTES);
    return !read.ok || read.bytes.includes(0) ? void 0 : read.bytes.toString("utf8");
  };
}
function shouldColor(isTTY, env) {
  if (env.NO_COLOR || env.FORCE_COLOR === "0" || env.FORCE_COLOR === "false") return false;
  return isTTY;
}

// src/report/format/console.ts
var format = {
  name: "console",
  render: (result, { cwd, console: console2 }) => [formatConsole(result, { ...console2, cwd })]
};

// src/report/compact.ts
import path5 from "node:path";
function formatCompact(result, cwd) {
  return result.diagnostics.map((d) => {
    const file = path5.relative(cwd, path5.resolve(result.root, d.file));
    const message = d.message.replace(/\s*\n\s*/g, " ");
    return `${file}:${Math.max(d.line, 1)}:${Math.max(d.column, 1)}: ${d.severity} ${message} [${d.ruleId}]
`;
  }).join("");
}

// src/report/format/compact.ts
var format2 = {
  name: "compact",
  render: (result, { cwd }) => [formatCompact(result, cwd)]
};

// src/report/github-commands.ts
import path7 from "node:path";

// src/report/repository-path.ts
import path6 from "node:path";
function pathInRepository(repositoryRoot, file) {
  const relative = path6.relative(repositoryRoot, file);
  if (relative === "" || relative === ".." || relative.startsWith(`..${path6.sep}`) || path6.isAbsolute(relative))
    return void 0;
  return relative.split(path6.sep).join("/");
}

// src/report/github-commands.ts
function formatGithubCommands(result, repositoryRoot) {
  return result.diagnostics.map((d) => {
    const file = pathInRepository(repositoryRoot, path7.resolve(result.root, d.file));
    const properties = [];
    if (file !== void 0) {
      properties.push(["file", file]);
      if (d.line > 0) {
        const endLine = d.endLine ?? d.line;
        properties.push(["line", d.line], ["endLine", endLine]);
        if (endLine === d.line) {
          properties.push(["col", d.column]);
          if (d.endColumn !== void 0) properties.push(["endColumn", d.endColumn]);
        }
      }
    }
    properties.push(["title", d.ruleId]);
    const command = d.severity === "error" ? "error" : d.severity === "warning" ? "warning" : "notice";
    const message = file !== void 0 ? d.message : `${d.file}: ${d.message}`;
    const list = properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(",");
    return `::${command} ${list}::${escapeData(message)}
`;
  }).join("");
}
function escapeData(text2) {
  return text2.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text2) {
  return escapeData(text2).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/report/format/github.ts
var format3 = {
  name: "github",
  // Workflow commands place a file by its path in the repository.
  render: (result, { repositoryRoot }) => [formatGithubCommands(result, repositoryRoot)]
};

// src/report/format/gitlab.ts
import path8 from "node:path";
var GITLAB_SEVERITY = {
  error: "major",
  warning: "minor",
  notice: "info"
};
var format4 = {
  name: "gitlab",
  render: (result, { repositoryRoot }) => {
    const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
    const issues = result.diagnostics.map((d, index) => {
      const file = pathInRepository(repositoryRoot, path8.resolve(result.root, d.file));
      return {
        type: "issue",
        check_name: d.ruleId,
        description: file !== void 0 ? d.message : `${d.file}: ${d.message}`,
        severity: GITLAB_SEVERITY[d.severity],
        fingerprint: fingerprints[index],
        // GitLab needs a line: a problem of the whole file is shown at its first.
        location: { path: file ?? ".", lines: { begin: Math.max(d.line, 1) } }
      };
    });
    return [`${JSON.stringify(issues, null, 2)}
`];
  }
};

// src/report/format/json.ts
var format5 = {
  name: "json",
  render: (result) => jsonReportPieces(result),
  actionFile: { output: "report", name: "report.json" }
};

// src/report/junit.ts
function formatJunit(result) {
  const byFile = /* @__PURE__ */ new Map();
  for (const d of result.diagnostics) {
    const list = byFile.get(d.file);
    if (list) list.push(d);
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
  const details = text([position2 ? `${d.file}:${position2}` : d.file, d.severity, d.message, d.docsUrl].join(" "));
  const inner = isFailure(d) ? `<failure type="${attribute(d.ruleId)}" message="${attribute(d.message)}">${details}</failure>` : `<system-out>${details}</system-out>`;
  return { xml: `${open}${inner}</testcase>`, failed: isFailure(d) };
}
function isFailure(d) {
  return d.severity !== "notice";
}
var NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
function text(value) {
  return value.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function attribute(value) {
  return text(value).replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
}

// src/report/format/junit.ts
var format6 = {
  name: "junit",
  render: (result) => [formatJunit(result)],
  actionFile: { output: "junit", name: "junit.xml" }
};

// src/report/sarif.ts
import path9 from "node:path";
import { pathToFileURL } from "node:url";
var SARIF_FINGERPRINT_KEY = "docsgate/v1";
var LEVEL = { error: "error", warning: "warning", notice: "note" };
var META_BY_ID = new Map(ALL_RULE_METAS.map((meta) => [meta.id, meta]));
function formatSarif(result, options = {}) {
  const repositoryRoot = path9.resolve(options.repositoryRoot ?? result.root);
  const rules = sarifRules(result.diagnostics);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
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
  const absolute = path9.resolve(root, d.file);
  const inRepository = pathInRepository(repositoryRoot, absolute);
  const artifactLocation = inRepository !== void 0 ? { uri: inRepository.split("/").map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" } : { uri: pathToFileURL(absolute).href };
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

// src/report/format/sarif.ts
var format7 = {
  name: "sarif",
  // Code scanning places a file by its path in the repository.
  render: (result, { repositoryRoot }) => [formatSarif(result, { repositoryRoot })],
  actionFile: { output: "sarif", name: "docsgate.sarif" }
};

// src/report/format-modules.ts
var FORMAT_MODULES = [
  format,
  format2,
  format3,
  format4,
  format5,
  format6,
  format7
];

// src/report/formats.ts
var REPORT_FORMATS = FORMAT_MODULES;
var FORMAT_NAMES = REPORT_FORMATS.map((format8) => format8.name);
function reportFormat(name) {
  return REPORT_FORMATS.find((format8) => format8.name === name);
}

// src/report/report-file.ts
import { closeSync, lstatSync as lstatSync2, openSync, realpathSync as realpathSync2, statSync as statSync2, unlinkSync, writeFileSync } from "node:fs";
import path10 from "node:path";
function writeReportFile(file, pieces) {
  const failed = (error) => `Could not write the report to ${file}: ${error.message}`;
  let fd;
  try {
    fd = openSync(file, "w");
  } catch (error) {
    if (error.code !== "ENOENT") return failed(error);
    try {
      makeFolder(path10.dirname(path10.resolve(file)));
    } catch {
      return failed(error);
    }
    try {
      fd = openSync(file, "w");
    } catch (again) {
      return failed(again);
    }
  }
  let problem;
  for (const piece of pieces) {
    try {
      writeFileSync(fd, piece);
    } catch (error) {
      problem = failed(error);
      break;
    }
  }
  try {
    closeSync(fd);
  } catch (error) {
    problem ??= failed(error);
  }
  return problem === void 0 ? void 0 : `${problem}${removePartial(file)}`;
}
function removePartial(file) {
  let real;
  try {
    if (!statSync2(file).isFile()) return "";
    real = lstatSync2(file).isSymbolicLink() ? realpathSync2(file) : file;
  } catch {
    return "";
  }
  try {
    unlinkSync(real);
    return "; the unfinished file was removed";
  } catch (error) {
    return `; the unfinished file could not be removed (${error.message}): delete ${real}`;
  }
}

// src/run/run-docsgate.ts
import path11 from "node:path";
async function runDocsgate(options) {
  const { root, site } = options;
  if (site && projectMayDrawComponents(root)) await loadComponentSandbox();
  let lint;
  try {
    lint = lintProject({
      root,
      settingsPath: options.settingsPath,
      fetchRemote: options.fetchRemote,
      ...options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {},
      ...options.onProgress ? { onProgress: options.onProgress } : {},
      ...site ? { render: { basePath: site.basePath } } : {},
      ...options.cache ? { cache: options.cache } : {}
    });
  } finally {
    options.onChecked?.();
  }
  if (!site || !lint.site) return { result: settle(lint), notes: [] };
  const notes = [];
  const [{ buildAndCheckSite }, { repositoryFacts }, { linkCacheProblem }, { SiteWriteError }, { LinkCheckError }] = await Promise.all([
    import("./site-check-D4GW6Z3V.js"),
    import("./repository-facts-J7PPXIQM.js"),
    import("./link-cache-file-COZ5RGOH.js"),
    import("./site-writer-3FISF7MQ.js"),
    import("./linkinator-check-BECCQ35C.js")
  ]);
  const externalCache = async (file) => {
    if (file === void 0) return {};
    const cacheFile = path11.resolve(file);
    const problem = await linkCacheProblem(cacheFile);
    if (problem === void 0) return { cacheFile };
    notes.push(problem);
    return {};
  };
  let siteCheck;
  try {
    siteCheck = await buildAndCheckSite({
      site: lint.site,
      reported: site.links ? settledPlaces(lint.reports, lint.book, lint.suppressions) : [],
      ...site.outDir === void 0 ? {} : { outDir: site.outDir },
      ...site.tempRoot === void 0 ? {} : { tempRoot: site.tempRoot },
      basePath: site.basePath,
      ...site.siteUrl ? { siteUrl: site.siteUrl } : {},
      ...site.repositoryFacts ? { repositoryFacts: await repositoryFacts(lint.site.project, options.fetchRemote) } : {},
      links: site.links,
      ...site.external ? {
        external: {
          ...await externalCache(site.external.cacheFile),
          ...options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}
        }
      } : {}
    });
  } catch (error) {
    const known = error instanceof SiteWriteError || error instanceof LinkCheckError;
    const message = error instanceof Error ? error.message : String(error);
    return { result: settle(lint), failure: { message, internal: !known }, notes };
  }
  const { built, links } = siteCheck;
  if (!links) return { result: settle(lint), built, notes };
  const { linkSummary } = await import("./check-site-links-5A4CCRCJ.js");
  return { result: settle(lint, links.reports), built, links: { ...links, summary: linkSummary(links) }, notes };
}

export {
  countDiagnostics,
  FAIL_ON_VALUES,
  parseFailOn,
  failsGate,
  warningsOver,
  judge,
  parseMaxWarnings,
  pathInRepository,
  describeTotals,
  fingerprintDiagnostics,
  baselineFromGit,
  baselineFromReport,
  compareWithBaseline,
  shouldColor,
  format,
  REPORT_FORMATS,
  FORMAT_NAMES,
  reportFormat,
  writeReportFile,
  runDocsgate
};
