/**
 * The kit's main entry: the runtime pieces every page uses (the HTTP client, in-site navigation,
 * breadcrumbs, transition roots). It is a Module Federation singleton like the contracts (see
 * shared-build's federation.ts), so it is on every page's first load: keep it small. Everything
 * else of the kit is imported by subpath (`shared-kit/captcha`, ...) and loads with its user.
 */
export * from './http/client';
export * from './navigation/navigate';
export * from './ui/Breadcrumbs';
export * from './ui/transition-roots';
