export { isSotDealerAt } from './queries';
export { DEALER_RATE_LIMITS, dealerRoutes } from './routes';
export { dealerDirectorySeeder, zipCodesSeeder } from './seed';
export { zipBelongsToState } from './zip-check';
