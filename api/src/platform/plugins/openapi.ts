/**
 * The OpenAPI description, built from the routes' schemas: JSON at `/docs/json`, a browsable UI at
 * `/docs`. Route schemas document; input is validated by the yup schemas (see validate.ts).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicBaseUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Halvorsen Arms shop API',
          description: 'Catalogue, content, session, cart, checkout and orders of the Halvorsen Arms shop.',
          version: '1.0.0',
        },
        servers: [{ url: options.publicBaseUrl }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            guest: { type: 'apiKey', in: 'header', name: 'X-Guest-Id' },
            staffKey: { type: 'apiKey', in: 'header', name: 'X-Staff-Key' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
