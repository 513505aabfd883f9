export { CHECKOUT_SIGN_IN_MESSAGE, checkoutRoutes } from './routes';
