export { REGISTRATION_RATE_LIMITS, registrationRoutes } from './routes';
export { hasProDealPricing, type ProDealStatus, proDealStatusOf } from './service';
