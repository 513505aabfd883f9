/**
 * Seeded media (`/media/...` paths inside content documents), served from `api/media/`. File names
 * do not change once published, so browsers may keep them for a year. Text media (SVG artwork,
 * often a page's largest image) is compressed on the way; the rest of the API is not touched by it.
 */
import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const staticMediaPlugin = fp(
  async (app: FastifyInstance, options: { mediaDir: string }) => {
    if (!existsSync(options.mediaDir)) {
      app.log.warn({ mediaDir: options.mediaDir }, 'media folder is missing: /media/ will answer 404');
    }
    // Its own context: compression applies to the media routes only.
    await app.register(async (media) => {
      await media.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
      await media.register(fastifyStatic, {
        root: options.mediaDir,
        prefix: '/media/',
        decorateReply: false,
        maxAge: '365d',
        immutable: true,
      });
    });
  },
  { name: 'static-media' },
);
