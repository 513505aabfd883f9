export { isSubscribed, subscribeToNewsletter, unsubscribeFromNewsletter } from './service';
