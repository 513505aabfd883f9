/**
 * The cart's public door. Checkout places an order from a cart: it reads and locks the cart and its
 * lines, prices them and checks restrictions with the very code the cart answers with, and closes
 * the cart when the order is placed.
 */
export { type PricedCart, type PricedLine, priceCart } from './pricing';
export {
  type CartLines,
  type CartOwner,
  type CartRow,
  cartIdOrNil,
  cartSkuQuantities,
  findOwnedCart,
  listCartLines,
  type OpenedCart,
  type OwnerColumn,
  openCartForOrderWith,
  ownerColumn,
  skuQuantitiesOfCart,
  touchCart,
} from './queries';
export { type Place, type Restrictable, restrictedItemIds } from './restrictions';
export { cartRoutes } from './routes';
export { CART_API_MESSAGES, proTierOf, RestrictedItemsError, stockMessage, taxUnavailable } from './service';
