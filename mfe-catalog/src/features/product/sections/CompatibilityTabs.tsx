import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { CompatibilityOption } from '../product-view';
import styles from './sections.module.css';

/** Which platforms/parts the product fits, one tab per compatibility group. */
export function CompatibilityTabs({ groups }: { groups: CompatibilityOption[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  if (groups.length === 0) return null;
  const current = groups[Math.min(active, groups.length - 1)];
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + groups.length) % groups.length;
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.compat}>
      <p className={styles.compatLabel} id={`${id}-label`}>
        Compatibility
      </p>
      <div role="tablist" aria-labelledby={`${id}-label`} className={styles.compatTabs} onKeyDown={onKeyDown}>
        {groups.map((group, i) => (
          <button
            key={group.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            className={styles.compatTab}
            onClick={() => setActive(i)}
          >
            {group.fieldName}
          </button>
        ))}
      </div>
      <ul role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className={styles.compatList}>
        {current?.options.map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
    </div>
  );
}
