export { countPromoUse, findPromoCode, type PromoCodeRow } from './queries';
export { promoCodesSeeder } from './seed';
export { type DiscountableLine, evaluatePromo, type PromoEvaluation } from './service';
