/**
 * The account's own data (GET /User/profile and the calls that change it). One place decides that
 * a 401 on the profile call signs the visitor out (000 section 8): the shell's session hears
 * `signOutRequested`, clears every stored value and resets the cart.
 */
import { apiCall, signOutRequested } from 'shared-contracts';
import type { AccountAddress, MessageAnswer, Profile } from 'shared-contracts/api/account';
import type { AddressInput, ProfileUpdate } from 'shared-contracts/schemas/account';
import type { ChangePasswordRequest } from 'shared-contracts/schemas/auth';
import { statusOf } from '../forms/server-errors';

/** Forms and panels show their own failure next to what the visitor did. */
const quiet = { skipErrorHandler: true } as const;

export async function fetchProfile(): Promise<Profile> {
  try {
    return await apiCall<Profile>('/User/profile', quiet);
  } catch (error) {
    if (statusOf(error) === 401) signOutRequested.emit();
    throw error;
  }
}

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiCall<Profile>('/User/profile', { method: 'PUT', body: update, ...quiet });
}

export function changePassword(request: ChangePasswordRequest): Promise<MessageAnswer> {
  return apiCall<MessageAnswer>('/Auth/change-password', { method: 'POST', body: request, ...quiet });
}

export function resendVerification(): Promise<MessageAnswer> {
  return apiCall<MessageAnswer>('/Auth/resend-verification', { method: 'POST', body: {}, ...quiet });
}

export function saveAddress(id: string | null, address: AddressInput): Promise<AccountAddress> {
  return id
    ? apiCall<AccountAddress>(`/User/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body: address, ...quiet })
    : apiCall<AccountAddress>('/User/addresses', { method: 'POST', body: address, ...quiet });
}

export function deleteAddress(id: string): Promise<unknown> {
  return apiCall(`/User/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', ...quiet });
}
