import type { TechSpec } from 'shared-contracts';
import styles from './sections.module.css';

export function TechSpecs({ specs }: { specs: TechSpec[] }) {
  if (specs.length === 0) return null;
  return (
    <dl className={styles.specs}>
      {specs.map((spec) => (
        <div key={spec.label} className={styles.specRow}>
          <dt>{spec.label}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
