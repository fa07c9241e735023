/** The rule the page renderer reports: an expression it cannot show (`check` renders the pages that may hold one). */
export const UNRENDERED_EXPRESSION_ID = "site/unrendered-expression";
/** The rule the page renderer reports: a formula KaTeX cannot typeset. */
export const INVALID_MATH_ID = "site/invalid-math";
/** The rule the page renderer reports: a diagram's `placement=` that is not a corner. */
export const DIAGRAM_PLACEMENT_ID = "site/diagram-placement";
/** The rule the page renderer reports: a component the docs define in code that the preview's sandbox cannot draw. */
export const UNRENDERED_COMPONENT_ID = "site/unrendered-component";
