import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import styles from './Captcha.module.css';
import { CaptchaError } from './CaptchaError';
import { type Grecaptcha, loadRecaptcha } from './load-recaptcha';
import type { CaptchaWidgetProps } from './types';

/** Google reCAPTCHA v2 checkbox, used when runtime config names a site key. */
export function RecaptchaWidget({
  onTokenChange,
  handle,
  tone = 'light',
  error,
  siteKey,
}: CaptchaWidgetProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const onToken = useRef(onTokenChange);
  onToken.current = onTokenChange;
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (api) => {
        if (cancelled || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          theme: tone,
          callback: (token) => onToken.current(token),
          'expired-callback': () => onToken.current(null),
          'error-callback': () => onToken.current(null),
        });
        widget.current = { api, id };
      },
      (err: Error) => {
        if (!cancelled) setLoadError(err.message);
      },
    );
    return () => {
      cancelled = true;
      widget.current = null;
    };
  }, [siteKey, tone]);

  useImperativeHandle(
    handle,
    () => ({
      reset() {
        widget.current?.api.reset(widget.current.id);
        onToken.current(null);
      },
    }),
    [],
  );

  return (
    <div className={`${styles.captcha} ${tone === 'dark' ? styles.dark : ''}`} data-captcha="recaptcha">
      <div ref={container} className={styles.recaptcha} />
      {loadError ? <CaptchaError>{loadError}</CaptchaError> : null}
      {error ? <CaptchaError>{error}</CaptchaError> : null}
    </div>
  );
}
