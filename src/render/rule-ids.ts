/** The rule the page renderer reports (only while building the site): an expression it cannot show. */
export const UNRENDERED_EXPRESSION_ID = "site/unrendered-expression";
/** The rule the page renderer reports: a formula KaTeX cannot typeset. */
export const INVALID_MATH_ID = "site/invalid-math";
