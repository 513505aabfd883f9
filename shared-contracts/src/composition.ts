/**
 * What the shell needs of each remote, as data the registry's publish gate reads (issue 28): the
 * modules it loads from a remote, and the versions of the singletons it provides.
 *
 * - REQUIRED_EXPOSES: every federated module the shell's route table (shell/src/layout/route-table.html,
 *   `<remote>/app` per page application and `checkout/cart` outside every route) and the fragment
 *   slots it hosts (RemoteFragment in its header and footer, the kit's FragmentSlot in the remotes,
 *   mounted through the shell's fragment host) load. A version that drops one of these would leave a
 *   route or a slot empty, so the gate refuses it (rule `exposes`).
 * - shellSingletons: the versions the shell shares as singletons under React's names: Preact's
 *   (SHELL_SINGLETONS_PREACT, the default renderer, decision 0051; shared-build pins it), or React's
 *   (SHELL_SINGLETONS, the shell's package.json pins them) when SHOP_RENDERER=react. A remote's shared
 *   `requiredVersion` must be satisfied by these (rule `shared`). Kept here, not read from the shell's
 *   files at run time, because the API is deployed without the shell's sources.
 *
 * shared-contracts/tests/composition.contract.test.ts reads the shell's route table, the fragment
 * ids in the shell and the remotes, and the shell's package.json, and fails when these drift.
 */

export const REQUIRED_EXPOSES = {
  catalog: ['./app', './search-overlay'],
  checkout: ['./app', './cart'],
  account: ['./app', './newsletter-signup'],
  dealers: ['./app', './dealer-picker'],
  staff: ['./app'],
} as const satisfies Record<string, readonly string[]>;

export type ComposedRemote = keyof typeof REQUIRED_EXPOSES;

/** The modules the shell loads from `remote` (none for a name it does not know). */
export function requiredExposesOf(remote: string): readonly string[] {
  return (REQUIRED_EXPOSES as Record<string, readonly string[]>)[remote] ?? [];
}

/** The exact versions of the singletons a shell built with React (SHOP_RENDERER=react) provides. */
export const SHELL_SINGLETONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
} as const satisfies Record<string, string>;

/**
 * The singletons of a shell built with Preact's compatibility layer (the default renderer, decision
 * 0051): Preact's version under React's names and its own (shared-build pins it).
 */
export const SHELL_SINGLETONS_PREACT = {
  react: '10.29.8',
  'react-dom': '10.29.8',
  preact: '10.29.8',
} as const satisfies Record<string, string>;

/** The singletons the shell provides when the shop is built with `renderer` (SHOP_RENDERER; Preact unless it says react). */
export function shellSingletons(renderer: string | undefined): Record<string, string> {
  return renderer === 'react' ? SHELL_SINGLETONS : SHELL_SINGLETONS_PREACT;
}
