/** The back office's order lifecycle (issue 29): staff order views and actions under /staff/orders. */
export { FFL_LICENCE_UPLOAD, fulfilmentRoutes } from './routes';
export { FULFILMENT_MESSAGES } from './service';
