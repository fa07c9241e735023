/** The search dialog, closed; the client opens it and loads the index on first use. */
export function renderSearchDialog(): string {
  return [
    '<div class="search-backdrop" hidden>',
    '<div class="search-dialog" role="dialog" aria-modal="true" aria-label="Search documentation">',
    '<div class="search-field"><input type="search" aria-label="Search the docs" placeholder="Search the docs…" autocomplete="off" spellcheck="false"><kbd>Esc</kbd></div>',
    '<ul class="search-results" aria-label="Search results"></ul>',
    '<p class="search-status" role="status"></p>',
    "</div>",
    "</div>",
  ].join("");
}
