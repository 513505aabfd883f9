export { IMAGE_REQUEST_RATE_LIMITS, imageRequestRoutes } from './routes';
