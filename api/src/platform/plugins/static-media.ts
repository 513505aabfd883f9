/**
 * Seeded media (`/media/...` paths inside content documents), served from `api/media/`. File names
 * do not change once published, so browsers may keep them for a year.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const staticMediaPlugin = fp(
  async (app: FastifyInstance, options: { mediaDir: string }) => {
    if (!existsSync(options.mediaDir)) {
      app.log.warn({ mediaDir: options.mediaDir }, 'media folder is missing: /media/ will answer 404');
    }
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
  },
  { name: 'static-media' },
);
