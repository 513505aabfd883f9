export { STOCK_ALERT_RATE_LIMITS, stockAlertRoutes } from './routes';
export { dispatchStockAlerts, subscribeToStockAlert } from './service';
