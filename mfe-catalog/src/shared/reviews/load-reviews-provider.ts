/**
 * Picks the reviews provider from the runtime settings and loads its chunk (once per kind). The
 * settings are read at call time, so a page reads the config the shell booted with.
 */
import { getRuntimeConfig } from 'shared-contracts';
import type { ReviewsProvider } from './reviews-provider';

const loading = new Map<ReviewsProvider['kind'], Promise<ReviewsProvider>>();

export function reviewsProviderKind(): ReviewsProvider['kind'] {
  return getRuntimeConfig().providers.reviews?.key ? 'vendor' : 'embedded';
}

export function loadReviewsProvider(kind = reviewsProviderKind()): Promise<ReviewsProvider> {
  let provider = loading.get(kind);
  if (!provider) {
    provider =
      kind === 'vendor'
        ? import('./vendor/vendor-provider').then((module) => module.vendorReviewsProvider)
        : import('./embedded/embedded-provider').then((module) => module.embeddedReviewsProvider);
    // A failed chunk load (deploy in between, network) may be retried by the next mount.
    provider.catch(() => loading.delete(kind));
    loading.set(kind, provider);
  }
  return provider;
}
