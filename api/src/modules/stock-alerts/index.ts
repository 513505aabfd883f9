export { subscribeToStockAlert } from './service';
