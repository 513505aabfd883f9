export { newsletterRoutes } from './routes';
export { isSubscribed, type SubscribeInput, subscribeToNewsletter, unsubscribeFromNewsletter } from './service';
