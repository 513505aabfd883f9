/**
 * One captcha for every form of this remote, driven by the runtime config's providers.captcha:
 * - kind 'test' (embedded default, works offline): an "I'm not a robot" checkbox that yields a
 *   `test-pass-<random>` token the API's test verifier accepts;
 * - kind 'recaptcha': Google's widget with the configured site key.
 * The parent keeps the token; `ref.current.reset()` clears it after a failed submit.
 */
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { getRuntimeConfig } from 'shared-contracts';
import styles from './Captcha.module.css';
import { type Grecaptcha, loadRecaptcha } from './recaptchaScript';

export interface CaptchaHandle {
  reset(): void;
}

export interface CaptchaProps {
  onChange(token: string | null): void;
  ref?: Ref<CaptchaHandle>;
  /** Shown under the control (e.g. 'Please complete the captcha'). */
  error?: string;
}

function randomToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `test-pass-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function TestCaptcha({ onChange, ref, error }: CaptchaProps) {
  const [checked, setChecked] = useState(false);
  const id = useId();
  useImperativeHandle(ref, () => ({
    reset() {
      setChecked(false);
      onChange(null);
    },
  }));
  return (
    <div className={styles.box} data-captcha="test">
      <label className={styles.label} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={styles.check}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            onChange(event.target.checked ? randomToken() : null);
          }}
        />
        <span>I'm not a robot</span>
      </label>
      <span className={styles.brand} aria-hidden="true">
        test captcha
      </span>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function RecaptchaWidget({ onChange, ref, error, siteKey }: CaptchaProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let alive = true;
    loadRecaptcha().then(
      (api) => {
        if (!alive || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
        });
        widget.current = { api, id };
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [siteKey]);

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.api.reset(widget.current.id);
      onChangeRef.current(null);
    },
  }));

  return (
    <div data-captcha="recaptcha">
      <div ref={container} />
      {failed && <p className={styles.error}>The captcha could not be loaded. Please reload the page.</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function Captcha(props: CaptchaProps) {
  const settings = getRuntimeConfig().providers.captcha;
  if (settings.kind === 'recaptcha') return <RecaptchaWidget {...props} siteKey={settings.siteKey} />;
  return <TestCaptcha {...props} />;
}
