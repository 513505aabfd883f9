/** Text put into the HTML the shell's server sends. */

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** JSON that is safe inside a <script> element: `<` is escaped, so its text cannot close the element. */
export const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A JSON data block: the browser never runs it, so the page's CSP does not govern it.
 * @param {string} id
 * @param {unknown} value
 */
export const dataBlock = (id, value) =>
  `<script type="application/json" id="${escapeHtml(id)}">${inlineJson(value)}</script>`;
