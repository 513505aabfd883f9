export { type HealthResponse, healthRoutes, type ReadyResponse } from './routes';
