/** The back office's customer lookup (issue 29). */
export { customerRoutes } from './routes';
