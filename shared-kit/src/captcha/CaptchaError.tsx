import styles from './Captcha.module.css';

/** The message under the widget, drawn like the account forms' field errors (icon + bold text). */
export function CaptchaError({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={styles.errorIcon}>
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.2v4.6M8 10.9v.9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
