/**
 * Profile and address book of a signed-in customer. One default shipping and one default billing
 * address per user: saving an address as a default takes the flag from the previous one (in one
 * transaction; a partial unique index holds the rule in the database too). Another user's address
 * is answered as not found.
 */
import type { AddressInput, ProfileUpdate } from 'shared-contracts/schemas/account';
import { ACCOUNT_MESSAGES } from 'shared-contracts/schemas/account';
import type { Db } from '../../platform/db/index';
import type { StoredAddress } from '../../platform/db/tables/identity';
import { badRequest, notFound, unauthorized } from '../../platform/http-errors';
import { INVALID_TOKEN_MESSAGE } from '../auth/index';
import { isSubscribed } from '../newsletter/index';
import { type ProDealStatus, proDealStatusOf } from '../registrations/index';
import {
  clearDefaults,
  deleteAddressRow,
  findAddressRow,
  findProfileRow,
  insertAddressRow,
  listAddressRows,
  listOrderRows,
  updateAddressRow,
  updateProfileRow,
} from './queries';

export interface Address extends StoredAddress {
  id: string;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

export interface Profile {
  email: string;
  keycloakId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phoneNumber: string | null;
  /** YYYY-MM-DD, attested at checkout for an age-classed item (issue 30); null until then. */
  dateOfBirth: string | null;
  isEmailVerified: boolean;
  isSubscribed: boolean;
  proDealStatus: ProDealStatus;
  addresses: Address[];
  orders: { id: number; createdAt: string; status: string; totalAmount: number }[];
}

function toStored(input: AddressInput): StoredAddress {
  return {
    addressName: input.addressName,
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company ?? null,
    mainContact: input.mainContact,
    faxContact: input.faxContact ?? null,
    addressContact: input.addressContact ?? null,
    addressType: input.addressType,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? null,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
    country: input.country,
    residential: input.residential ?? true,
  };
}

function toAddress(row: {
  id: string;
  data: StoredAddress;
  is_default_shipping: boolean;
  is_default_billing: boolean;
}): Address {
  return {
    ...row.data,
    id: row.id,
    isDefaultShipping: row.is_default_shipping,
    isDefaultBilling: row.is_default_billing,
  };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const user = await findProfileRow(db, userId);
  if (!user) throw unauthorized(INVALID_TOKEN_MESSAGE);
  const [addresses, orders, subscribed, proDealStatus] = await Promise.all([
    listAddressRows(db, userId),
    listOrderRows(db, userId),
    isSubscribed(db, user.email),
    proDealStatusOf(db, userId),
  ]);
  return {
    email: user.email,
    keycloakId: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    phoneNumber: user.phone,
    dateOfBirth: user.date_of_birth,
    isEmailVerified: user.email_verified_at !== null,
    isSubscribed: subscribed,
    proDealStatus,
    addresses: addresses.map(toAddress),
    orders: orders.map((order) => ({
      id: order.id,
      createdAt: new Date(order.created_at).toISOString(),
      status: String(order.status),
      totalAmount: Number(order.total_amount),
    })),
  };
}

/**
 * Names and phone change; the e-mail is read-only (001 section 2): the call carries it (001 section
 * 7), and one that is not the account's is refused rather than quietly dropped.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<Profile> {
  const user = await findProfileRow(db, userId);
  if (!user) throw unauthorized(INVALID_TOKEN_MESSAGE);
  if (input.email !== user.email.toLowerCase()) {
    throw badRequest(ACCOUNT_MESSAGES.emailReadOnly, { email: [ACCOUNT_MESSAGES.emailReadOnly] });
  }
  await updateProfileRow(db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phoneNumber || null,
    dateOfBirth: input.dateOfBirth,
  });
  return getProfile(db, userId);
}

export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const shipping = input.isDefaultShipping ?? true;
  const billing = input.isDefaultBilling ?? true;
  return db.transaction().execute(async (trx) => {
    await clearDefaults(trx, userId, shipping, billing);
    const id = await insertAddressRow(trx, userId, toStored(input), shipping, billing);
    return { ...toStored(input), id, isDefaultShipping: shipping, isDefaultBilling: billing };
  });
}

export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<Address> {
  const shipping = input.isDefaultShipping ?? true;
  const billing = input.isDefaultBilling ?? true;
  return db.transaction().execute(async (trx) => {
    if (!(await findAddressRow(trx, userId, id))) throw notFound(ACCOUNT_MESSAGES.addressNotFound);
    await clearDefaults(trx, userId, shipping, billing);
    await updateAddressRow(trx, userId, id, toStored(input), shipping, billing);
    return { ...toStored(input), id, isDefaultShipping: shipping, isDefaultBilling: billing };
  });
}

export async function removeAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteAddressRow(db, userId, id))) throw notFound(ACCOUNT_MESSAGES.addressNotFound);
}
