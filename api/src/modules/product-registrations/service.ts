/**
 * Product registration (issue 12): an owner registers a firearm of the catalogue by its serial
 * number (once per serial), with the purchase date and where it was bought (a dealer of the
 * directory or a shop typed in); a confirmation is e-mailed; a signed-in customer's registrations
 * are theirs to see in the account.
 */
import {
  PRODUCT_REGISTRATION_MESSAGES,
  type ProductRegistration,
  type RegisteredProduct,
} from 'shared-contracts/schemas/product-registration';
import type { Db } from '../../platform/db/index';
import { badRequest, conflict } from '../../platform/http-errors';
import type { Mailer } from '../../providers/mail/index';
import { registrationConfirmationMail } from './mails';
import { findDealerName, findModel, insertRegistration, registrationsOfUser } from './queries';

const M = PRODUCT_REGISTRATION_MESSAGES;

export async function registerProduct(
  deps: { db: Db; mailer: Mailer; shopUrl: string },
  form: ProductRegistration,
  userId: string | null,
): Promise<{ message: string }> {
  const model = await findModel(deps.db, form.productId);
  if (!model) throw badRequest(M.unknownModel, { productId: [M.unknownModel] });
  let dealerName = form.dealerName;
  if (form.dealerId) {
    const dealer = await findDealerName(deps.db, form.dealerId);
    if (!dealer) throw badRequest(M.dealer, { dealerId: [M.dealer] });
    dealerName = `${dealer.name}, ${dealer.city} ${dealer.state}`;
  }
  const id = await insertRegistration(deps.db, {
    serial_number: form.serialNumber,
    product_id: model.product_document_id,
    product_title: model.product_title,
    purchase_date: form.purchaseDate,
    dealer_id: form.dealerId || null,
    dealer_name: dealerName,
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    phone: form.phone || null,
    postal_code: form.postalCode,
    user_id: userId,
  });
  if (!id) throw conflict(M.serialTaken, { serialNumber: [M.serialTaken] });
  await deps.mailer.send(
    registrationConfirmationMail(
      form.email,
      {
        firstName: form.firstName,
        productTitle: model.product_title,
        serialNumber: form.serialNumber,
        purchaseDate: form.purchaseDate,
        dealerName,
      },
      deps.shopUrl,
    ),
  );
  return { message: M.registered(model.product_title) };
}

export async function productsOfCustomer(db: Db, userId: string): Promise<RegisteredProduct[]> {
  const rows = await registrationsOfUser(db, userId);
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    productTitle: row.product_title,
    serialNumber: row.serial_number,
    purchaseDate: row.purchase_date,
    dealerName: row.dealer_name,
    registeredAt: new Date(row.created_at).toISOString(),
  }));
}
