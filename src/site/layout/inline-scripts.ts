/**
 * The scripts the site writes inline, each the same text in every document: the site's
 * Content-Security-Policy allows them by their hashes, and no other inline script.
 */

/**
 * Sets `data-theme` (and, as Mintlify marks dark mode, the `dark` class) before the first paint: a forced mode, else the reader's stored choice,
 * else the site's default, else the operating system's. It also hides the navigation of the
 * other docs versions (a stylesheet rule, so nothing flashes) before the client script runs.
 */
export const EARLY_SCRIPT =
  '(function(){var d=document.documentElement,s=d.dataset,t=s.themeForced,v;try{t=t||localStorage.getItem("docsgate-theme");v=localStorage.getItem("docsgate-version");' +
  // A banner the reader closed stays closed (until its text changes): hidden before the first paint.
  'if(s.banner&&localStorage.getItem("docsgate-banner")===s.banner)s.bannerClosed=""}catch(e){}' +
  'if(t!=="light"&&t!=="dark")t=s.themeDefault||(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");d.dataset.theme=t;d.classList.toggle("dark",t==="dark");' +
  'var vs=s.versions?s.versions.split("\\n"):[];if(vs.length){if(s.pageVersion)v=s.pageVersion;if(vs.indexOf(v)<0)v=vs[0];s.version=v;' +
  'var e=document.createElement("style");e.id="docsgate-version-style";e.textContent=\'[data-version]:not([data-version="\'+CSS.escape(v)+\'"]){display:none!important}\';document.head.appendChild(e)}})();';

/**
 * A redirect document's: carries the fragment of the URL the document was opened with over to its destination (the
 * canonical link's), which a refresh drops and an HTTP redirect keeps.
 */
export const REDIRECT_SCRIPT = 'location.replace(document.querySelector("link[rel=canonical]").href + location.hash)';
