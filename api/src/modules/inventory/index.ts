/** The back office's inventory (issue 29): stock per SKU, adjustments with a reason and their history. */
export { type Adjustment, adjustStock } from './queries';
export { INVENTORY_MESSAGES, inventoryRoutes } from './routes';
