export type { OutboxMail } from './queries';
export { mailRoutes } from './routes';
