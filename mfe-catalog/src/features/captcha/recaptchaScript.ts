/**
 * Google's reCAPTCHA v2 script, loaded once per page on demand (the real adapter; the embedded
 * default is the test captcha, so nothing is fetched from outside unless settings ask for it).
 */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    params: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(widgetId?: number): void;
}

interface RecaptchaWindow {
  grecaptcha?: Grecaptcha;
  __catalogRecaptchaLoaded?: () => void;
}

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(): Promise<Grecaptcha> {
  const w = window as Window & RecaptchaWindow;
  if (w.grecaptcha?.render) return Promise.resolve(w.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    w.__catalogRecaptchaLoaded = () => (w.grecaptcha ? resolve(w.grecaptcha) : reject(new Error('reCAPTCHA missing')));
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=__catalogRecaptchaLoaded&render=explicit';
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('The captcha could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
