import type { Diagnostic } from "../src/diagnostics/diagnostic.js";
import type { OracleResult } from "./helpers/mintlify-fragment-oracle.js";

/**
 * Why docsgate and the Mintlify fragment oracle (helpers/mintlify-fragment-oracle.ts) differ on a
 * link of the corpus. `broken`: the side that reports the link.
 */
const REASONS = {
  emptyLink: {
    broken: "oracle",
    why: "`[](#x)` has no text to click (a Docusaurus heading anchor): docsgate leaves it to page/empty-link",
  },
  snippetIds: {
    broken: "oracle",
    why: "the id is in a Markdown snippet the page imports, which Mintlify inlines; link-rot reads the page alone",
  },
  openApiPage: {
    broken: "oracle",
    why: "the target page is built from an OpenAPI operation (`openapi:` front matter), whose ids neither side knows: docsgate does not check",
  },
  deepHeading: {
    broken: "oracle",
    why: "a level-5 heading: Mintlify's remark plugins give it no id and its client is unpublished, so docsgate gives it its slug rather than guess",
  },
  folderLink: {
    broken: "docsgate",
    why: "a link to a folder, which the site sends to its first page in the navigation: link-rot leaves a folder link's fragment unchecked",
  },
  unparsed: {
    broken: "docsgate",
    why: "a page @mintlify/common's parser rejects (page/syntax): the oracle reads no links from it, docsgate reads the rest of it",
  },
} as const;

type Reason = keyof typeof REASONS;

/** Per project, each link (`file:line #fragment`) on which the two differ, by reason. */
export const FRAGMENT_DIFFERENCES: Record<string, Partial<Record<Reason, string[]>>> = {
  CodSpeedHQ__prefect: {
    folderLink: ["3.0rc/automate/events/webhook-triggers.mdx:320 #event-feed"],
    unparsed: [
      "3.0rc/resources/upgrade-agents-to-workers.mdx:53 #reusing-configuration-across-deployments",
      "3.0rc/resources/upgrade-agents-to-workers.mdx:61 #step-5-deploy-the-flow",
    ],
  },
  "getlago__lago-doc": {
    emptyLink: [
      "guide/billable-metrics/recurring-vs-metered.mdx:36 #metered",
      "guide/billable-metrics/recurring-vs-metered.mdx:5 #recurring",
      "guide/coupons.mdx:11 #create-coupon",
      "guide/customers/customer-management.mdx:143 #monitor-the-customers-overdue-balance",
      "guide/introduction/welcome-to-lago.mdx:12 #1-event-ingestion",
      "guide/introduction/welcome-to-lago.mdx:37 #3-pricing",
      "guide/introduction/why-billing-is-a-nightmare.mdx:125 #upgrades--downgrades",
      "guide/invoicing/credit-notes/overview.mdx:161 #void-credit-note",
      "guide/invoicing/credit-notes/overview.mdx:19 #create-credit-notes",
      "guide/invoicing/invoicing-settings/grace-period.mdx:23 #define-a-grace-period-at-organization-level",
      "guide/invoicing/invoicing-settings/overview.mdx:21 #add-custom-invoice-section",
      "guide/lago-self-hosted/docker.mdx:397 #high-availability-with-sentinel",
      "guide/plans/charges/arrears-vs-advance.mdx:11 #charges-arrears",
      "guide/plans/charges/arrears-vs-advance.mdx:68 #charges-advance",
      "guide/plans/charges/charges-with-filters.mdx:6 #define-price-for-filters",
      "guide/plans/charges/charges-with-filters.mdx:79 #define-default-price",
      "guide/plans/charges/fixed-charges.mdx:100 #delete-fixed-charge",
      "guide/plans/charges/fixed-charges.mdx:115 #invoice-display-names",
      "guide/plans/charges/fixed-charges.mdx:17 #charge-models",
      "guide/plans/charges/fixed-charges.mdx:26 #charges-currency",
      "guide/plans/charges/fixed-charges.mdx:30 #trial-period-exclusion",
      "guide/plans/charges/fixed-charges.mdx:34 #number-of-decimals",
      "guide/plans/charges/fixed-charges.mdx:38 #edit-fixed-charge",
      "guide/plans/charges/fixed-charges.mdx:50 #update-fixed-charge-api",
      "guide/plans/charges/metered-vs-recurring.mdx:12 #metered",
      "guide/plans/charges/metered-vs-recurring.mdx:54 #recurring",
      "guide/plans/charges/usage-based-charges.mdx:16 #charge-models",
      "guide/plans/charges/usage-based-charges.mdx:29 #charges-currency",
      "guide/plans/charges/usage-based-charges.mdx:32 #trial-period-exclusion",
      "guide/plans/charges/usage-based-charges.mdx:36 #number-of-decimals",
      "guide/plans/charges/usage-based-charges.mdx:42 #delete-charge",
      "guide/plans/charges/usage-based-charges.mdx:63 #invoice-display-names",
      "integrations/payments/adyen-integration.mdx:145 #checkout-redirect-url",
      "integrations/payments/gocardless-integration.mdx:70 #checkout-redirect-url",
      "integrations/payments/stripe/payments.mdx:28 #checkout-redirect-url",
    ],
    openApiPage: [
      "changelog/product-2025.mdx:173 #body-wallet-transaction-name",
      "guide/payments/stripe-integration.mdx:383 #generate-a-payment-url",
    ],
    folderLink: [
      "changelog/product-2022.mdx:202 #charge-models",
      "changelog/product-2022.mdx:221 #charge-models",
      "changelog/product-2022.mdx:419 #charge-models",
      "changelog/product-2022.mdx:440 #charge-models",
      "changelog/product-2023.mdx:303 #available-charge-models",
      "changelog/product-2023.mdx:320 #available-charge-models",
      "changelog/product-2023.mdx:414 #metered-vs-recurring-charges",
      "changelog/product-2023.mdx:416 #prorated-vs-fully-billed-charges",
      "changelog/product-2023.mdx:491 #charge-spending-minimum",
    ],
  },
  mintlify__docs: {
    snippetIds: ["automations/create.mdx:17 #gitlab-setup", "automations/manage.mdx:13 #gitlab-setup"],
    deepHeading: [
      "assistant/widget.mdx:149 #navigation-global-languages",
      "assistant/widget.mdx:206 #navigation-global-languages",
      "es/assistant/widget.mdx:163 #navigation-global-languages",
      "es/assistant/widget.mdx:228 #navigation-global-languages",
      "fr/assistant/widget.mdx:163 #navigation-global-languages",
      "fr/assistant/widget.mdx:228 #navigation-global-languages",
    ],
  },
};

/** docsgate's findings of a `#fragment` its target page lacks, as `file:line #fragment` (percent-decoded). */
export function docsgateFragmentFindings(diagnostics: readonly Diagnostic[]): Set<string> {
  const found = new Set<string>();
  for (const d of diagnostics) {
    if (d.ruleId !== "page/broken-link" || !/ has no heading or anchor | has the anchor /.test(d.message)) continue;
    const url = /^Broken link `(.*?)`: /.exec(d.message)![1]!;
    found.add(`${d.file}:${d.line} #${decode(url.slice(url.indexOf("#") + 1))}`);
  }
  return found;
}

export interface FragmentComparison {
  oracle: number;
  docsgate: number;
  agreed: number;
  /** Links one side reports and the other does not, by the side that reports them. */
  differences: { oracle: string[]; docsgate: string[] };
}

export function compareFragments(oracle: OracleResult, docsgate: ReadonlySet<string>): FragmentComparison {
  const broken = new Set(oracle.links.filter((l) => l.broken).map((l) => `${l.file}:${l.line} #${l.fragment}`));
  return {
    oracle: broken.size,
    docsgate: docsgate.size,
    agreed: [...broken].filter((key) => docsgate.has(key)).length,
    differences: {
      oracle: [...broken].filter((key) => !docsgate.has(key)).sort(),
      docsgate: [...docsgate].filter((key) => !broken.has(key)).sort(),
    },
  };
}

/** The differences FRAGMENT_DIFFERENCES explains for a project, in compareFragments' shape. */
export function explainedDifferences(project: string): FragmentComparison["differences"] {
  const explained = { oracle: [] as string[], docsgate: [] as string[] };
  for (const [reason, links] of Object.entries(FRAGMENT_DIFFERENCES[project] ?? {}))
    explained[REASONS[reason as Reason].broken].push(...links);
  return { oracle: explained.oracle.sort(), docsgate: explained.docsgate.sort() };
}

/** One line per reason with its count, for the run's notes. */
export function differenceSummary(project: string): string {
  return Object.entries(FRAGMENT_DIFFERENCES[project] ?? {})
    .map(([reason, links]) => `${reason} ${links.length}`)
    .join(", ");
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
