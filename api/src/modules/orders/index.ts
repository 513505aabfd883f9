export {
  findOrderIdOfCart,
  listShipments,
  type NewOrderItem,
  orderTransactionUpdate,
  setOrderTransaction,
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
