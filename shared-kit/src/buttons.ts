/**
 * Class names for a button, or a link that looks like one:
 *   <button className={button('primary', { block: true })}>Sign in</button>
 *   <Link className={button('secondary', { size: 'lg' })} to="/">Home</Link>
 * The looks live in buttons.module.css (on the design tokens); a remote's own CSS can compose them:
 *   composes: text lg from "shared-kit/buttons.module.css";
 */
import styles from './buttons.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'dark' | 'ghost' | 'text' | 'icon';

/** md: account and dealers; lg: catalog; xl: checkout (see buttons.module.css for what differs). */
export type ButtonSize = 'md' | 'lg' | 'xl';

export interface ButtonOptions {
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
}

const BOXED: ReadonlySet<ButtonVariant> = new Set(['primary', 'secondary', 'outline', 'dark', 'ghost']);

function classOf(name: string): string {
  return (styles as Record<string, string | undefined>)[name] ?? '';
}

export function button(variant: ButtonVariant = 'primary', { size = 'md', block = false }: ButtonOptions = {}): string {
  const parts =
    variant === 'icon'
      ? [classOf('icon')]
      : BOXED.has(variant)
        ? [classOf('button'), classOf(size), classOf(variant)]
        : [classOf(variant), classOf(size)];
  if (block) parts.push(classOf('block'));
  return parts.filter(Boolean).join(' ');
}
