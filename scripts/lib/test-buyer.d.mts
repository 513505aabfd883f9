/** Types of test-buyer.mjs for the TypeScript that imports it (api/bench). */
export declare function testCardToken(last4?: string, brand?: string): string;
export declare function montanaCustomerInfo(
  buyer: { email: string; name: string; shippingMethodId?: string } & Record<string, string | boolean>,
): Record<string, string | boolean>;
