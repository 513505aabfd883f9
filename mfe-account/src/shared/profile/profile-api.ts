/**
 * The account's own data (GET /User/profile and the calls that change it). A failure goes to the
 * shop's shared handler (the 'Error: …' banner, 000 section 8), with the exceptions the
 * specification names: a 401 on the profile call signs the visitor out instead (the shell's session
 * hears `signOutRequested`, clears every stored value and resets the cart), and the resend of the
 * verification link says its own words (001 section 8).
 */
import { signOutRequested } from 'shared-contracts';
import type { AccountAddress, MessageAnswer, Profile } from 'shared-contracts/api/account';
import type { AddressInput, ProfileUpdate } from 'shared-contracts/schemas/account';
import type { ChangePasswordRequest } from 'shared-contracts/schemas/auth';
import { apiCall } from 'shared-kit';
import { statusOf } from '../forms/server-errors';

const quiet = { skipErrorHandler: true } as const;
const signedOut = (error: unknown) => statusOf(error) === 401;

export async function fetchProfile(): Promise<Profile> {
  try {
    return await apiCall<Profile>('/User/profile', { skipErrorHandler: signedOut });
  } catch (error) {
    if (signedOut(error)) signOutRequested.emit();
    throw error;
  }
}

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiCall<Profile>('/User/profile', { method: 'PUT', body: update });
}

export function changePassword(request: ChangePasswordRequest): Promise<MessageAnswer> {
  return apiCall<MessageAnswer>('/Auth/change-password', { method: 'POST', body: request });
}

export function resendVerification(): Promise<MessageAnswer> {
  return apiCall<MessageAnswer>('/Auth/resend-verification', { method: 'POST', body: {}, ...quiet });
}

export function saveAddress(id: string | null, address: AddressInput): Promise<AccountAddress> {
  return id
    ? apiCall<AccountAddress>(`/User/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body: address })
    : apiCall<AccountAddress>('/User/addresses', { method: 'POST', body: address });
}

export function deleteAddress(id: string): Promise<unknown> {
  return apiCall(`/User/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
