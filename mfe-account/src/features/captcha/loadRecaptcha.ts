/** The slice of Google's reCAPTCHA v2 API the widget uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      theme?: 'light' | 'dark';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __halvorsenRecaptchaLoaded?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page (explicit rendering), however many forms need it. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__halvorsenRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA loaded without its API'));
    };
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=__halvorsenRecaptchaLoaded&render=explicit';
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null; // let a later form try again
      reject(new Error('The captcha could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
