export { NEWSLETTER_RATE_LIMITS, newsletterRoutes } from './routes';
export {
  confirmVerifiedAddress,
  isSubscribed,
  type NewsletterDeps,
  recordRegistrationWish,
  type SubscribeInput,
  subscribeToNewsletter,
} from './service';
