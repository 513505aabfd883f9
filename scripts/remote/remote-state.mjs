/** One line about a remote's registry state (`{ current, canary }`, as GET /Registry/state gives each remote). */
export function describeState(remote, state) {
  const current = state?.current?.version ?? 'none';
  const canary = state?.canary
    ? `; canary ${state.canary.version} for ${state.canary.percent} % of visitors`
    : '; no canary';
  return `${remote}: current ${current}${canary}`;
}
