export { canSeeOrder, getOrderFor, ORDER_MESSAGES, ordersOfUser, toOrder } from './service';
