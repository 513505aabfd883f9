export {
  findOrderIdOfCart,
  listShipments,
  type NewOrderItem,
  orderTransactionUpdate,
} from './queries';
export { orderRoutes } from './routes';
export {
  canSeeOrder,
  getOrder,
  getOrderFor,
  ORDER_MESSAGES,
  ordersOfUser,
  recordOrder,
  toOrder,
  toOrderItem,
} from './service';
