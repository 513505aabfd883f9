/**
 * The payment step's discount code call (000, section 7), apart from checkout-api.ts because it
 * brings the shared cart schemas' texts, which the billing step does not need.
 */
import type { CartWithLines, PromoCodeResponse } from 'shared-contracts';
import { CART_MESSAGES } from 'shared-contracts/schemas/form-texts';
import { ApiCallError, apiCall } from 'shared-kit';
import { cartPath } from '../../shared/cart-api';
import { audience } from './checkout-api';

export type PromoOutcome = { ok: true; cart: CartWithLines } | { ok: false; message: string };

/**
 * Applies a discount code (sent uppercased). A code the server refuses answers a 4xx: that is the
 * 'Discount code is invalid' toast, not the generic error toast.
 */
export async function applyPromoCode(promoCode: string, cartId: CartWithLines['id']): Promise<PromoOutcome> {
  try {
    // The promo call answers the cart as the other cart calls do, its lines with their builds.
    const answer = await apiCall<PromoCodeResponse & CartWithLines>(cartPath(audience(), '/promo-code'), {
      method: 'POST',
      body: { promoCode: promoCode.trim().toUpperCase(), cartId },
      skipErrorHandler: (error) => error.status !== undefined && error.status >= 400 && error.status < 500,
    });
    const { message: _message, ...cart } = answer;
    return { ok: true, cart };
  } catch (error) {
    if (error instanceof ApiCallError && error.status !== undefined && error.status < 500) {
      return { ok: false, message: CART_MESSAGES.promoInvalid };
    }
    throw error;
  }
}
