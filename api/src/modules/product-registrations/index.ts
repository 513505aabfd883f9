export { PRODUCT_REGISTRATION_RATE_LIMITS, productRegistrationRoutes } from './routes';
