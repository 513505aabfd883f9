/** The staff sign-in steps (docs/decisions/0029): password, then the authenticator's code. */
import type { StaffAcceptInvitationRequest, StaffSignInRequest } from 'shared-contracts/schemas/staff';
import { staffCall } from '../../shared/api/staff-api';

export type SignInStep =
  | { secondFactor: 'totp'; token: string; expiresIn: number }
  | { secondFactor: 'enrol'; token: string; expiresIn: number; otpauthUri: string };

export interface StaffSessionAnswer {
  token: string;
  expiresAt: string;
  idleTimeoutSeconds: number;
}

export function signInWithPassword(input: StaffSignInRequest): Promise<SignInStep> {
  return staffCall<SignInStep>('/staff/auth/sign-in', { method: 'POST', body: input, token: '' });
}

/** Step two: `enrol` confirms a newly added authenticator, `totp` checks an enrolled one. */
export function giveCode(step: SignInStep, code: string): Promise<StaffSessionAnswer> {
  const path = step.secondFactor === 'enrol' ? '/staff/auth/totp/enrol' : '/staff/auth/totp';
  return staffCall<StaffSessionAnswer>(path, { method: 'POST', body: { code }, token: step.token });
}

export function acceptInvitation(input: StaffAcceptInvitationRequest): Promise<{ message: string }> {
  return staffCall('/staff/auth/accept-invitation', { method: 'POST', body: input, token: '' });
}
