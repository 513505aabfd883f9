import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../plugins/http-errors';

export const CAPTCHA_FAILED_MESSAGE = 'The captcha could not be verified, please try again';

/** Throws 400 (field error on `captcha`) unless the request's captcha token verifies. */
export async function requireCaptcha(request: FastifyRequest, token: string): Promise<void> {
  const ok = await request.server.captcha.verify(token, request.ip);
  if (!ok) throw badRequest(CAPTCHA_FAILED_MESSAGE, { captcha: [CAPTCHA_FAILED_MESSAGE] });
}
