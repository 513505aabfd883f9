export { orderConfirmationMail } from './confirmation-mail';
export { CHECKOUT_SIGN_IN_MESSAGE, checkoutRoutes } from './routes';
