import { useId, useImperativeHandle, useState } from 'react';
import styles from './Captcha.module.css';
import { CaptchaError } from './CaptchaError';
import { newTestCaptchaToken } from './test-token';
import type { CaptchaWidgetProps } from './types';

/** The embedded captcha (runtime config `captcha.kind: 'test'`): one honest checkbox. */
export function TestCaptcha({ onTokenChange, handle, tone = 'light', error }: CaptchaWidgetProps) {
  const [checked, setChecked] = useState(false);
  const id = useId();

  useImperativeHandle(
    handle,
    () => ({
      reset() {
        setChecked(false);
        onTokenChange(null);
      },
    }),
    [onTokenChange],
  );

  return (
    <div className={`${styles.captcha} ${tone === 'dark' ? styles.dark : ''}`} data-captcha="test">
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        <input
          id={id}
          type="checkbox"
          className={styles.check}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            onTokenChange(event.target.checked ? newTestCaptchaToken() : null);
          }}
        />
        <label htmlFor={id} className={styles.label}>
          I'm not a robot
        </label>
        <span className={styles.badge} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M12 2.5 4 5.5v6c0 4.8 3.3 8.6 8 10 4.7-1.4 8-5.2 8-10v-6l-8-3Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path d="m8.5 12 2.4 2.4 4.6-4.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          Test captcha
        </span>
      </div>
      {error ? <CaptchaError id={`${id}-error`}>{error}</CaptchaError> : null}
    </div>
  );
}
