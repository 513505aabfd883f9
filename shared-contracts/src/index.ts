export * from './api/auth';
export * from './api/cart';
export * from './api/content';
export * from './api/errors';
export * from './design/tokens';
export * from './domain/format';
export * from './domain/limits';
export * from './events/bus';
export * from './events/contracts';
export * from './runtime-config';
export * from './session/storage-keys';

export const CONTRACTS_VERSION = '1.0.0';
export * from './api/catalog-views';
export * from './api/checkout';
export * from './api/order';
export * from './api/reviews';
