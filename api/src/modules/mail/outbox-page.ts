/** The embedded outbox as a page a person can read: newest first, every link clickable. */

import { escapeHtml } from '../../providers/mail/index';
import type { OutboxMail } from './queries';

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function outboxPage(messages: OutboxMail[], to: string | undefined): string {
  const items = messages
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox${to ? ` for ${escapeHtml(to)}` : ''} · Halvorsen Arms (embedded)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f2eb;color:#121314}
header{background:#121314;color:#f5f2eb;padding:16px 24px}
main{max-width:860px;margin:0 auto;padding:24px}
article{background:#fff;border:1px solid #d9d4c7;border-radius:4px;padding:16px 20px;margin-bottom:16px}
h1,h2{margin:0}h2{font-size:18px}.meta{color:#5d6167;margin:4px 0 12px}
pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#8f3312}
</style>
</head>
<body>
<header><h1>Mail outbox</h1><p>Everything the embedded shop sent, newest first. Filter: <code>?to=you@example.com</code></p></header>
<main>${items || '<p>No mail yet.</p>'}</main>
</body>
</html>`;
}
