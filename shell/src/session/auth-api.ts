/** The session calls of 000 section 7, behind an interface so the session logic can be tested alone. */
import { type GuestTokenResponse, isGuestId, type TokenSet } from 'shared-contracts';
import { apiCall } from 'shared-kit';

/** A refresh answers at least a new access token; rotating refresh tokens come with it. */
export type RefreshedTokens = Partial<TokenSet> & { accessToken: string };

export interface AuthApi {
  /**
   * POST /Auth/guest: a new guest token (always `gid_...`). A quiet request (a retry after a failure
   * the visitor was already told of) shows no loading bar and no error banner.
   */
  requestGuestToken(options?: { quiet?: boolean }): Promise<string>;
  /** POST /Auth/refresh-token with the refresh token; excluded from the loading indicator. */
  refresh(refreshToken: string): Promise<RefreshedTokens>;
  /** POST /Auth/logout with an empty body. */
  logout(): Promise<void>;
  /**
   * POST /Cart/merge?guestId= with the new bearer: the guest's lines join the customer's cart in
   * one transaction (quantities added, capped at stock: the cart's own add rule).
   */
  mergeGuestCart(guestId: string): Promise<void>;
}

function asTokens(answer: unknown): RefreshedTokens {
  // The token set may come bare or under `token` (login and register use `token`).
  const candidate =
    answer && typeof answer === 'object' && 'token' in answer ? (answer as { token: unknown }).token : answer;
  if (candidate && typeof candidate === 'object' && typeof (candidate as TokenSet).accessToken === 'string') {
    return candidate as RefreshedTokens;
  }
  throw new Error('The refresh answer carried no access token');
}

export const httpAuthApi: AuthApi = {
  async requestGuestToken({ quiet = false } = {}) {
    const answer = await apiCall<GuestTokenResponse>('/Auth/guest', {
      method: 'POST',
      anonymous: true,
      ...(quiet ? { silentLoading: true, skipErrorHandler: true } : {}),
    });
    if (!isGuestId(answer?.guestId)) throw new Error('The shop answered an invalid guest token');
    return answer.guestId;
  },
  async refresh(refreshToken) {
    const answer = await apiCall<unknown>('/Auth/refresh-token', {
      method: 'POST',
      body: { refreshToken },
      silentLoading: true,
    });
    return asTokens(answer);
  },
  async logout() {
    await apiCall('/Auth/logout', { method: 'POST', body: {}, skipErrorHandler: true });
  },
  async mergeGuestCart(guestId) {
    await apiCall(`/Cart/merge?guestId=${encodeURIComponent(guestId)}`, {
      method: 'POST',
      body: { guestId },
      skipErrorHandler: true,
    });
  },
};
