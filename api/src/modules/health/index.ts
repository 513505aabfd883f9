export { type HealthResponse, healthRoutes } from './routes';
