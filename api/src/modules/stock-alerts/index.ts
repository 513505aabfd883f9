export { STOCK_ALERT_RATE_LIMITS, stockAlertRoutes } from './routes';
export { subscribeToStockAlert } from './service';
