/**
 * Promo codes: percent or fixed amount off, optionally limited to some skus, a minimum subtotal,
 * a validity window and a usage limit. Evaluated on the server's own prices every time a cart is
 * priced, so a code that stops applying (cart shrank, code expired) stops discounting.
 */
import type { AppliedDiscount } from 'shared-contracts/api/cart';
import type { PromoPageInfo } from '../../platform/db/tables/commerce';
import { allocate, type Cents, toCents, toDollars } from '../../shared/money';
import type { PromoCodeRow } from './queries';

export interface DiscountableLine {
  itemId: number;
  sku: string;
  /** Line total at the server's price, in cents. */
  lineTotal: Cents;
}

export type PromoEvaluation =
  | { applies: true; discount: Cents; perLine: Map<number, Cents>; applied: AppliedDiscount }
  | { applies: false; reason: 'not-started' | 'expired' | 'used-up' | 'no-eligible-items' | 'below-minimum' };

function defaultPage(promo: PromoCodeRow): PromoPageInfo {
  const empty = { title: '', products: [] };
  return {
    title: promo.description || promo.code,
    subtitle: '',
    promo_image: { url: '' },
    group1: empty,
    group2: empty,
  };
}

export function evaluatePromo(promo: PromoCodeRow, lines: DiscountableLine[], now: Date = new Date()): PromoEvaluation {
  if (promo.starts_at && new Date(promo.starts_at) > now) return { applies: false, reason: 'not-started' };
  if (promo.expires_at && new Date(promo.expires_at) <= now) return { applies: false, reason: 'expired' };
  if (promo.usage_limit !== null && promo.times_used >= promo.usage_limit) return { applies: false, reason: 'used-up' };
  const scope = promo.sku_scope ? new Set(promo.sku_scope.map((sku) => sku.toUpperCase())) : null;
  const eligible = lines.filter((line) => !scope || scope.has(line.sku.toUpperCase()));
  if (eligible.length === 0) return { applies: false, reason: 'no-eligible-items' };
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (promo.min_subtotal !== null && subtotal < toCents(promo.min_subtotal))
    return { applies: false, reason: 'below-minimum' };

  const eligibleTotal = eligible.reduce((sum, line) => sum + line.lineTotal, 0);
  const raw = promo.kind === 'percent' ? Math.round((eligibleTotal * Number(promo.value)) / 100) : toCents(promo.value);
  const discount = Math.min(raw, eligibleTotal);
  const shares = allocate(
    discount,
    eligible.map((line) => line.lineTotal),
  );
  const perLine = new Map(eligible.map((line, i) => [line.itemId, shares[i] ?? 0]));
  return {
    applies: true,
    discount,
    perLine,
    applied: {
      code: promo.code,
      description: promo.description,
      amount: toDollars(discount),
      appliedToCartItemIds: eligible.map((line) => line.itemId),
      promotionalPageInfo: { data: [promo.promo_page ?? defaultPage(promo)] },
    },
  };
}
