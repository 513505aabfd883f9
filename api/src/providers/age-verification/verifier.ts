/**
 * Age verification (issue 30): asked by the checkout's line checks when a line has an age class, after
 * the rule set has passed the buyer's attested date of birth. The embedded default takes the attested
 * date as it is (the shop's behaviour before a service was chosen); a real adapter asks an identity
 * service whether the person at that address is of age (avalara.ts).
 */

/** Who is ordering, as the checkout's billing form and date of birth give them. */
export interface AgeVerificationRequest {
  firstName: string;
  lastName: string;
  address: { line1: string; city: string; state: string; zip: string };
  /** YYYY-MM-DD, attested by the buyer (already checked against the rule set's minimum ages). */
  dateOfBirth: string;
  /** The highest minimum age among the order's age-classed lines (18 or 21). */
  minimumAge: number;
}

export type AgeVerdict =
  /** The buyer is of age: `by` names who says so ('attested': the buyer's own date). */
  | { verified: true; by: string }
  /** The service could not confirm the buyer is of age; `reasons` are its codes. */
  | { verified: false; by: string; reasons: string[] };

export interface AgeVerifier {
  readonly name: string;
  verify(request: AgeVerificationRequest): Promise<AgeVerdict>;
}

/** The service could not be asked, or answered an error of ours or its own: no verdict either way. */
export class AgeVerificationUnavailableError extends Error {
  override readonly name = 'AgeVerificationUnavailableError';
}

/** The embedded default: the buyer's attested date of birth stands (the rule set has checked it). */
export class AttestedDateOfBirth implements AgeVerifier {
  readonly name = 'attested';

  async verify(): Promise<AgeVerdict> {
    return { verified: true, by: this.name };
  }
}
