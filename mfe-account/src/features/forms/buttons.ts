import styles from './buttons.module.css';

type Variant = 'primary' | 'secondary';

/** Class names for a button or a link that looks like one. */
export function buttonClass(variant: Variant = 'primary', { block = false } = {}): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

export const textLinkClass = styles.textLink;
