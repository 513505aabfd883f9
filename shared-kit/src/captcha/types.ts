import type { Ref } from 'react';

/** What a form can ask of its captcha: forget the answer (after a failed submit). */
export interface CaptchaHandle {
  reset(): void;
}

export interface CaptchaProps {
  /** The token to send with the form, or null when the captcha is not (or no longer) solved. */
  onTokenChange: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
  /** 'dark' on the near-black footer band. */
  tone?: 'light' | 'dark';
  /** The form's captcha error, shown under the widget (e.g. 'Please complete the captcha'). */
  error?: string;
}

/**
 * What Captcha gives the widget it shows: the form's ref as `handle`. Preact (the default renderer)
 * passes no `ref` to a function component that is not a forwardRef.
 */
export type CaptchaWidgetProps = Omit<CaptchaProps, 'ref'> & { handle?: Ref<CaptchaHandle> };
