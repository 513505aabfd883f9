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

/** `html` without the data block `id` (its JSON holds no `<`, see inlineJson, so it ends at the first `</script>`). */
export function withoutDataBlock(html, id) {
  const at = html.indexOf(`<script type="application/json" id="${escapeHtml(id)}">`);
  if (at < 0) return html;
  const close = '</script>';
  return html.slice(0, at) + html.slice(html.indexOf(close, at) + close.length);
}
