export { renderNotFoundDocument, renderPageDocument } from "./render-page-document.js";
export { sharedSiteFiles, type SharedSiteFile } from "./shared-site-files.js";
export { pageExtras, siteExtras } from "./site-extras.js";
