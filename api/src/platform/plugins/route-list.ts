/**
 * The list of every route the app registers (method and URL pattern), kept on `app.routeList`.
 * Registered first, so the hook sees every module's routes. The malformed-input suite
 * (tests/hardening) walks it, so a new route is attacked the day it is added; the staff role x
 * endpoint matrix (tests/staff) walks it with the permission each staff route declares.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's own body limit in bytes, when it sets one (the app's otherwise). */
  bodyLimit?: number;
  /** The staff permission a `/staff/` route demands (its `config.staffPermission`), if any. */
  staffPermission?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RegisteredRoute[];
  }
}

export const routeListPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('routeList', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const config = route.config as { staffPermission?: unknown } | undefined;
      const staffPermission = typeof config?.staffPermission === 'string' ? config.staffPermission : undefined;
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
          ...(staffPermission ? { staffPermission } : {}),
        });
      }
    });
  },
  { name: 'route-list' },
);
