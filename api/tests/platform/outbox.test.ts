import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const sent: unknown[] = [];
  smtp = await createTestApp({
    seed: false,
    providers: { mailer: { name: 'smtp', send: async (m) => void sent.push(m) } },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('GET /dev/outbox', () => {
  it('lists the embedded outbox as JSON and as a page with clickable, escaped links', async () => {
    await t.app.providers.mailer.send({
      to: 'reader@example.com',
      subject: 'Verify <now>',
      text: 'Follow http://localhost:3000/verify-email?token=abc to verify.',
      html: '',
    });
    const json = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=READER@example.com' });
    expect(json.statusCode).toBe(200);
    expect(json.json().messages).toEqual([
      expect.objectContaining({ to: 'reader@example.com', subject: 'Verify <now>' }),
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Verify &#60;now&#62;');
    expect(page.body).toContain('<a href="http://localhost:3000/verify-email?token=abc">');
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=100000' })).statusCode).toBe(400);
  });

  it('does not exist when mail leaves the shop through a real mail server', async () => {
    expect((await smtp.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
