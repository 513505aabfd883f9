/**
 * Every module of the API, registered in this order as encapsulated plugins (routes, service and
 * queries of one domain side by side). Append new modules at the end.
 *
 * Route schemas only document (OpenAPI); input is validated with the shared yup schemas through
 * `validate()` from plugins/validate.ts, so messages match the client forms.
 */
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { catalogRoutes } from './catalog/routes';
import { checkoutRoutes } from './checkout/routes';
import { contentRoutes } from './content/routes';
import { healthRoutes } from './health/routes';
import { mailRoutes } from './mail/routes';
import { newsletterRoutes } from './newsletter/routes';
import { orderRoutes } from './orders/routes';
import { reviewRoutes } from './reviews/routes';
import { shippingRoutes } from './shipping/routes';
import { stockAlertRoutes } from './stock-alerts/routes';
import type { AppModule } from './types';

export type { AppModule } from './types';

export const modules: AppModule[] = [
  { name: 'health', plugin: healthRoutes },
  { name: 'auth', plugin: authRoutes },
  { name: 'content', plugin: contentRoutes },
  { name: 'catalog', plugin: catalogRoutes },
  { name: 'newsletter', plugin: newsletterRoutes },
  { name: 'stock-alerts', plugin: stockAlertRoutes },
  { name: 'cart', plugin: cartRoutes },
  { name: 'shipping', plugin: shippingRoutes },
  { name: 'checkout', plugin: checkoutRoutes },
  { name: 'orders', plugin: orderRoutes },
  { name: 'mail', plugin: mailRoutes },
  { name: 'reviews', plugin: reviewRoutes },
];
