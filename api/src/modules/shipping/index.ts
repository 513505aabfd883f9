export { activeShippingMethodJson, findActiveShippingMethod, type ShippingMethodRow } from './queries';
export { shippingRoutes } from './routes';
export { SEED_SHIPPING_METHODS, shippingMethodsSeeder } from './seed';
export {
  parseShippingMethodId,
  SHIPPING_MESSAGES,
  shippingMethodIdOrNull,
  shippingMethods,
  toShippingMethod,
} from './service';
