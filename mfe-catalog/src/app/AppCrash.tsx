/** What the catalog shows when one of its pages throws; the shell and other remotes keep working. */
export function AppCrash({ error }: { error: Error }) {
  console.error('[catalog] crashed', error);
  return (
    <div data-boundary="catalog" role="alert" style={{ padding: 'var(--space-8) var(--space-4)', textAlign: 'center' }}>
      <h1 style={{ fontFamily: 'var(--font-display)', textTransform: 'uppercase' }}>Unexpected Application Error!</h1>
      <p>{error.message}</p>
    </div>
  );
}
