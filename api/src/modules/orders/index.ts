export {
  NEXT_ORDER_ID,
  type NewOrder,
  type OrderWithLinesValues,
  orderWithLinesQuery,
  orderWithLinesValues,
  writtenOrderOf,
} from './order-insert';
export {
  findOrderIdOfCart,
  listShipments,
  type NewOrderItem,
} from './queries';
export { orderRoutes } from './routes';
export {
  canSeeOrder,
  getOrder,
  getOrderFor,
  ORDER_MESSAGES,
  type OrderToBeWritten,
  ordersOfUser,
  orderToBeWritten,
  toOrder,
  toOrderItem,
} from './service';
