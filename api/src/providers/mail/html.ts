/** The HTML side of the shop's e-mails: text escaped for HTML, and lines as paragraphs. */

/** `&`, `<`, `>`, quotes as character references: safe inside elements and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Each line a paragraph; a line that is a link becomes one. */
export function paragraphsHtml(lines: readonly string[]): string {
  return lines
    .map((line) =>
      /^https?:\/\//.test(line)
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('');
}
