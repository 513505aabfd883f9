/**
 * Security headers of the API's answers (issue 13, docs/decisions/0013). The API answers JSON to
 * the shop's scripts and serves media to its pages; of the browser's protections these apply:
 * - `X-Content-Type-Options: nosniff` (a JSON or image answer is never run as a script or page),
 * - `Referrer-Policy: strict-origin-when-cross-origin`,
 * - `Cross-Origin-Resource-Policy`: JSON `same-site` (read by the shop through CORS only); media
 *   `cross-origin` (images may be shown by a page on another site, e.g. behind a CDN),
 * - on JSON answers a CSP that allows nothing and no framing (an answer opened as a page runs
 *   nothing), except under /docs, whose page needs its scripts;
 * - `Strict-Transport-Security` when the settings ask for it (production profile behind TLS).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** `max-age` of HSTS in seconds; 0 sends no HSTS (plain-HTTP deployments, the embedded default). */
  hstsMaxAgeSeconds: number;
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      const path = request.url;
      const media = path.startsWith('/media/');
      reply.header('Cross-Origin-Resource-Policy', media ? 'cross-origin' : 'same-site');
      if (!media && !path.startsWith('/docs')) {
        reply.header('Content-Security-Policy', API_CSP);
        reply.header('X-Frame-Options', 'DENY');
      }
      if (options.hstsMaxAgeSeconds > 0) {
        reply.header('Strict-Transport-Security', `max-age=${options.hstsMaxAgeSeconds}; includeSubDomains`);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
