/**
 * The mail outbox of the shop under test (`GET /dev/outbox`, served only outside production): the
 * journeys follow the links a customer would click in a verification or reset e-mail.
 */
import { expect } from '@playwright/test';
import { SHOP_API_URL, SHOP_BASE_URL } from './target';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

async function mailsTo(to: string): Promise<OutboxMail[]> {
  const res = await fetch(`${SHOP_API_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`${SHOP_API_URL}/dev/outbox answered ${res.status}`);
  return ((await res.json()) as { messages: OutboxMail[] }).messages;
}

/** The newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function waitForMail(to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The first link in the mail to one of the shop's pages whose path matches, as a path to visit. */
export function shopLinkIn(mail: OutboxMail, path: RegExp): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (path.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link matching ${path} in "${mail.subject}" (shop ${SHOP_BASE_URL})`);
}
