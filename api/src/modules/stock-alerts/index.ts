export { stockAlertRoutes } from './routes';
export { subscribeToStockAlert } from './service';
