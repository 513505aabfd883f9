import type { FastifyRequest } from 'fastify';
import { CAPTCHA_FAILED_MESSAGE } from 'shared-contracts/domain/limits';
import { badRequest } from '../../platform/http-errors';

/** Throws 400 (field error on `captcha`) unless the request's captcha token verifies. */
export async function requireCaptcha(request: FastifyRequest, token: string): Promise<void> {
  const ok = await request.server.providers.captcha.verify(token, request.ip);
  if (!ok) throw badRequest(CAPTCHA_FAILED_MESSAGE, { captcha: [CAPTCHA_FAILED_MESSAGE] });
}
