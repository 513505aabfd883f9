import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptchaVerifier, RecaptchaVerifier, TestCaptcha } from '../../src/providers/captcha/index';

describe('TestCaptcha (embedded default)', () => {
  const captcha = new TestCaptcha();
  it('accepts the test widget tokens', async () => {
    expect(await captcha.verify('test-pass-3f9a')).toBe(true);
    expect(await captcha.verify('test-pass')).toBe(true);
  });
  it('rejects everything else', async () => {
    for (const token of ['', 'test-fail-1', 'pass', 'TEST-PASS-1', ' test-pass'])
      expect(await captcha.verify(token)).toBe(false);
  });
});

describe('RecaptchaVerifier against a siteverify stand-in', () => {
  let google: FastifyInstance;
  let url: string;
  const received: Array<Record<string, string>> = [];

  beforeAll(async () => {
    google = Fastify();
    google.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    google.post('/recaptcha/api/siteverify', async (request) => {
      const form = request.body as Record<string, string>;
      received.push(form);
      if (form.secret !== 'the-secret') return { success: false, 'error-codes': ['invalid-input-secret'] };
      if (form.response === 'good') return { success: true, hostname: 'localhost' };
      if (form.response === 'good-v3') return { success: true, score: 0.9 };
      if (form.response === 'bot-v3') return { success: true, score: 0.1 };
      return { success: false, 'error-codes': ['invalid-input-response'] };
    });
    google.post('/broken', async (_request, reply) => reply.status(502).send('bad gateway'));
    const address = await google.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}/recaptcha/api/siteverify`;
  });
  afterAll(async () => google?.close());

  it('passes a token Google accepts, sending the secret, token and ip', async () => {
    const verifier = new RecaptchaVerifier('the-secret', url);
    expect(await verifier.verify('good', '203.0.113.9')).toBe(true);
    expect(received.at(-1)).toEqual({ secret: 'the-secret', response: 'good', remoteip: '203.0.113.9' });
  });

  it('fails a token Google rejects, and any token with a wrong secret', async () => {
    expect(await new RecaptchaVerifier('the-secret', url).verify('bad')).toBe(false);
    expect(await new RecaptchaVerifier('wrong', url).verify('good')).toBe(false);
  });

  it('applies the minimum score of reCAPTCHA v3', async () => {
    const verifier = new RecaptchaVerifier('the-secret', url, 0.5);
    expect(await verifier.verify('good-v3')).toBe(true);
    expect(await verifier.verify('bot-v3')).toBe(false);
  });

  it('fails closed when Google cannot be reached or answers an error', async () => {
    expect(
      await new RecaptchaVerifier('the-secret', url.replace('/recaptcha/api/siteverify', '/broken')).verify('good'),
    ).toBe(false);
    expect(await new RecaptchaVerifier('the-secret', 'http://127.0.0.1:1/siteverify').verify('good')).toBe(false);
    expect(await new RecaptchaVerifier('the-secret', url).verify('')).toBe(false);
  });

  it('is chosen when a secret is configured', () => {
    expect(createCaptchaVerifier({ kind: 'recaptcha', secret: 's', verifyUrl: url, minScore: 0.5 }).kind).toBe(
      'recaptcha',
    );
    expect(createCaptchaVerifier({ kind: 'test' }).kind).toBe('test');
  });
});
