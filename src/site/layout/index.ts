export { renderNotFoundDocument, renderPageDocument } from "./render-page-document.js";
export { sharedSiteFiles, type SharedSiteFile } from "./shared-site-files.js";
export { CONFIG_FIELDS_STYLESHEET, usesConfigFields } from "./head.js";
