/**
 * Which event contracts the shell emits and consumes, by wire name (`owner:name@version`, bus.ts).
 * The registry's publish gate (issue 28, rule `contracts`) checks a new remote version against the
 * shell and the other remotes' current versions: for every contract it emits, each party that
 * consumes the same `owner:name` must consume one of the versions it emits, and the other way round.
 * The remotes ship their own lists in their builds; the shell is never published through the
 * registry, so its lists live here.
 *
 * Emitting: `.emit()` on a signal or state event, `.send()` on a command. Consuming: `.subscribe()`,
 * `.current()` (and the shell's `useStateEvent()`) on an event, `.handle()` on a command.
 * A pure data file: shared-contracts/tests/parties.contract.test.ts reads shell/src and fails when
 * the shell's use of the contracts and these lists drift apart.
 */

export interface ContractParty {
  emits: readonly string[];
  consumes: readonly string[];
}

export const SHELL_PARTY: ContractParty = {
  emits: [
    'catalog:search-toggle@1',
    'checkout:open-drawer@1',
    'checkout:reset@1',
    'shell:auth-state@1',
    'shell:notification@1',
    'shell:sign-out-requested@1',
    'shop:analytics@1',
  ],
  consumes: [
    'account:signed-in@1',
    'checkout:cart-state@1',
    'shell:auth-state@1',
    'shell:loading-count@1',
    'shell:notification@1',
    'shell:sign-in-wanted@1',
    'shell:sign-out-requested@1',
    'shop:analytics@1',
    'shop:remote-error@1',
  ],
};
