/**
 * The one test buyer every script checks out as (the production proofs bench-prod-scaling.mjs and
 * chaos-kill-api.mjs, the API's commerce bench, the account screenshots): a Montana billing address
 * shipping to itself, and a card token of the test payment gateway.
 */

/**
 * What the test buyer buys in the load benches (bench-drop.mjs, bench/api-cost-ab.mjs): the first
 * accessory anyone may buy anywhere (no FFL, no restriction), with the first shipping method. One
 * row: sku, product_title, shipping_method_id.
 */
export const PLAIN_ACCESSORY_SQL = `
  select s.sku, s.product_title, (select id from shipping_methods order by sort_order limit 1) as shipping_method_id
    from catalog_skus s
   where not s.is_ffl_item and s.item_class = 'accessory'
     and cardinality(s.restricted_states) = 0 and cardinality(s.restricted_zips) = 0
   order by s.sku limit 1`;

/** A test gateway token (shared-contracts/payments/test-token's format). */
export function testCardToken(last4 = '1111', brand = 'Visa') {
  return `test_tok.${Buffer.from(JSON.stringify({ last4, brand })).toString('base64url')}`;
}

/**
 * `customerInfo` of POST /Checkout/simplified for a buyer in Bozeman, MT; `overrides` replace
 * fields (e.g. another street of the same town).
 */
export function montanaCustomerInfo({ email, name, shippingMethodId = '', ...overrides }) {
  return {
    email,
    name,
    company: '',
    mainContact: '(406) 555-0142',
    address: '12 Gallatin Way',
    city: 'Bozeman',
    state: 'MT',
    zip: '59715',
    country: 'US',
    shippingName: '',
    shippingCompany: '',
    addressContact: '',
    shippingAddress: '',
    shippingCity: '',
    shippingState: '',
    shippingZip: '',
    shippingCountry: '',
    optInNewsletter: false,
    shippingSameAsBilling: true,
    shippingMethodId,
    ...overrides,
  };
}
