/**
 * The QA override banner (issue 28): while an override serves a remote at another version (or from
 * a dev server) to this browser, every page says so at its foot, "Testing catalog at <target>",
 * with a button that clears the overrides (POST /__shop/overrides/clear on the shell's server,
 * which clears their cookies) and reloads the page with the registry's versions.
 */
import { useState } from 'react';
import type { RemoteOverride } from 'shared-contracts';
import styles from './OverrideBanner.module.css';

export const CLEAR_OVERRIDES_PATH = '/__shop/overrides/clear';

export interface OverrideBannerProps {
  overrides: Record<string, RemoteOverride>;
  /** Clears the overrides (the shell's server) and reloads; a prop so tests can watch it. */
  clear?: () => Promise<void>;
}

async function clearAndReload(): Promise<void> {
  const response = await fetch(CLEAR_OVERRIDES_PATH, { method: 'POST', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${CLEAR_OVERRIDES_PATH} answered ${response.status}`);
  window.location.reload();
}

const targetOf = (override: RemoteOverride) => ('url' in override ? override.url : override.version);

export function OverrideBanner({ overrides, clear = clearAndReload }: OverrideBannerProps) {
  const [state, setState] = useState<'idle' | 'clearing' | 'failed'>('idle');
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;

  const onClear = () => {
    setState('clearing');
    clear().catch(() => setState('failed'));
  };

  return (
    <div className={styles.banner} role="status" data-boundary="shell" data-testid="override-banner">
      <ul className={styles.list}>
        {entries.map(([remote, override]) => (
          <li key={remote}>
            Testing <strong>{remote}</strong> at <code className={styles.target}>{targetOf(override)}</code>
          </li>
        ))}
      </ul>
      {state === 'failed' && <p className={styles.failed}>The override could not be cleared. Try again.</p>}
      <button type="button" className={styles.clear} onClick={onClear} disabled={state === 'clearing'}>
        {state === 'clearing' ? 'Clearing…' : 'Clear override'}
      </button>
    </div>
  );
}
