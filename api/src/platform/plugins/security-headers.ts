/**
 * Security headers of the API's answers (issue 13, docs/decisions/0013). The API answers JSON to
 * the shop's scripts and serves media to its pages; of the browser's protections these apply:
 * - `X-Content-Type-Options: nosniff` (a JSON or image answer is never run as a script or page),
 * - `Referrer-Policy: strict-origin-when-cross-origin`,
 * - `Cross-Origin-Resource-Policy`: JSON `same-site` (read by the shop through CORS only); media
 *   `cross-origin` (images may be shown by a page on another site, e.g. behind a CDN),
 * - a Content-Security-Policy on every answer, of three kinds:
 *   - JSON (and every other answer): allows nothing and no framing (an answer opened as a page
 *     runs nothing);
 *   - media (`/media/...`, issue 32): a sandbox that runs nothing, so an SVG opened on its own (an
 *     image that could carry script) is inert; its inline styles still apply. Images shown by
 *     `<img>` and PDFs in the browser's viewer are not affected;
 *   - the API docs (`/docs`): the Swagger UI page's own scripts, styles and calls, nothing else;
 * - `Strict-Transport-Security` when the settings ask for it (production profile behind TLS).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** `max-age` of HSTS in seconds; 0 sends no HSTS (plain-HTTP deployments, the embedded default). */
  hstsMaxAgeSeconds: number;
  /** Where the API is reached (the OpenAPI `servers` URL): the docs page's "Try it out" calls go there. */
  publicBaseUrl: string;
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The Swagger UI page (@fastify/swagger-ui): everything it loads comes from /docs itself. */
export function docsCsp(publicBaseUrl: string): string {
  return [
    "default-src 'none'",
    // swagger-ui-bundle.js, its preset and the initializer, all under /docs/static (no inline script).
    "script-src 'self'",
    // Its stylesheets; the UI also sets style attributes as it renders (blocked without 'unsafe-inline').
    "style-src 'self' 'unsafe-inline'",
    // The favicon and the icons its stylesheet holds as data: URIs.
    "img-src 'self' data:",
    // The OpenAPI document (/docs/json) and "Try it out" requests to the API's public address.
    `connect-src 'self' ${new URL(publicBaseUrl).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const isDocs = (path: string) => path === '/docs' || path.startsWith('/docs/') || path.startsWith('/docs?');

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const docsPolicy = docsCsp(options.publicBaseUrl);
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      const path = request.url;
      const media = path.startsWith('/media/');
      reply.header('Cross-Origin-Resource-Policy', media ? 'cross-origin' : 'same-site');
      if (media) {
        reply.header('Content-Security-Policy', MEDIA_CSP);
      } else {
        reply.header('Content-Security-Policy', isDocs(path) ? docsPolicy : API_CSP);
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
