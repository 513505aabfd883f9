/**
 * Every migration, in order. Static (not read from the folder) so it works the same under tsx,
 * vitest and a bundler. Append new migrations at the end with the next number.
 */
import type { Migration } from 'kysely';
import * as m001Platform from './001_platform';
import * as m002Commerce from './002_commerce';
import * as m003Performance from './003_performance';
import * as m004Reviews from './004_reviews';
import * as m005AddToCartRule from './005_add_to_cart_rule';
import * as m006SearchVocabulary from './006_search_vocabulary';
import * as m007Identity from './007_identity';
import * as m008NewsletterOptIn from './008_newsletter_opt_in';
import * as m009ProDeal from './009_pro_deal';
import * as m010Dealers from './010_dealers';
import * as m011CatalogueRequests from './011_catalogue_requests';
import * as m012AddOnPrices from './012_add_on_prices';
import * as m013ComplianceAttributes from './013_compliance_attributes';
import * as m014CartLinesByBuild from './014_cart_lines_by_build';
import * as m015UserDateOfBirth from './015_user_date_of_birth';
import * as m016Registry from './016_registry';
import * as m017Staff from './017_staff';
import * as m018NfaSot from './018_nfa_sot';
import * as m019CartLinesCompliance from './019_cart_lines_compliance';
import * as m020DispositionRecord from './020_disposition_record';
import * as m021RumVitals from './021_rum_vitals';
import * as m022OrderLifecycle from './022_order_lifecycle';
import * as m023DispositionAtShipment from './023_disposition_at_shipment';
import * as m024InboxHandled from './024_inbox_handled';
import * as m025StockReservations from './025_stock_reservations';
import * as m026CartOpenedForOrder from './026_cart_opened_for_order';
import * as m027MailDelivery from './027_mail_delivery';

export const migrations: Record<string, Migration> = {
  '001_platform': m001Platform,
  '002_commerce': m002Commerce,
  '003_performance': m003Performance,
  '004_reviews': m004Reviews,
  '005_add_to_cart_rule': m005AddToCartRule,
  '006_search_vocabulary': m006SearchVocabulary,
  '007_identity': m007Identity,
  '008_newsletter_opt_in': m008NewsletterOptIn,
  '009_pro_deal': m009ProDeal,
  '010_dealers': m010Dealers,
  '011_catalogue_requests': m011CatalogueRequests,
  '012_add_on_prices': m012AddOnPrices,
  '013_compliance_attributes': m013ComplianceAttributes,
  '014_cart_lines_by_build': m014CartLinesByBuild,
  '015_user_date_of_birth': m015UserDateOfBirth,
  '016_registry': m016Registry,
  '017_staff': m017Staff,
  '018_nfa_sot': m018NfaSot,
  '019_cart_lines_compliance': m019CartLinesCompliance,
  '020_disposition_record': m020DispositionRecord,
  '021_rum_vitals': m021RumVitals,
  '022_order_lifecycle': m022OrderLifecycle,
  '023_disposition_at_shipment': m023DispositionAtShipment,
  '024_inbox_handled': m024InboxHandled,
  '025_stock_reservations': m025StockReservations,
  '026_cart_opened_for_order': m026CartOpenedForOrder,
  '027_mail_delivery': m027MailDelivery,
};
