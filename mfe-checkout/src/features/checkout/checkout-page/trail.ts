/** The checkout's breadcrumb trail after Home. */
export const CHECKOUT_TRAIL = [{ label: 'Checkout', url: '/checkout' }];
