/** single-spa fires this after every route change (and once at start): the drawer closes on it. */
export const ROUTING_EVENT = 'single-spa:routing-event';
