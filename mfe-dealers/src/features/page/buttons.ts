import styles from './buttons.module.css';

export function buttonClass(variant: 'primary' | 'secondary' | 'onDark' = 'primary'): string {
  return `${styles.button} ${styles[variant] ?? ''}`;
}
