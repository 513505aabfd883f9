export { deliverDueMail, deliverMailSoon, MAIL_DELIVERY, retryInSeconds, waitsForServer } from './delivery';
export type { OutboxMail } from './queries';
export { queueMailInsert } from './queries';
export { mailRoutes } from './routes';
