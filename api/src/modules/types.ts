import type { FastifyPluginAsync } from 'fastify';

/** A bounded context: its routes, registered as one encapsulated plugin. */
export interface AppModule {
  name: string;
  plugin: FastifyPluginAsync;
}
