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

interface RecaptchaWindow {
  grecaptcha?: Grecaptcha;
  __halvorsenRecaptchaLoaded?: () => void;
  /**
   * The pending script load, kept on window rather than in this module: every remote bundles its
   * own copy of the kit, and two copies each adding the script would overwrite each other's onload
   * callback (the first form would then wait forever).
   */
  __halvorsenRecaptchaLoading?: Promise<Grecaptcha> | null;
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?onload=__halvorsenRecaptchaLoaded&render=explicit';

/** Loads Google's script once per page (explicit rendering), however many forms and remotes need it. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  const w = window as Window & RecaptchaWindow;
  if (w.grecaptcha?.render) return Promise.resolve(w.grecaptcha);
  w.__halvorsenRecaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    w.__halvorsenRecaptchaLoaded = () => {
      if (w.grecaptcha) resolve(w.grecaptcha);
      else reject(new Error('reCAPTCHA loaded without its API'));
    };
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      w.__halvorsenRecaptchaLoading = null; // let a later form try again
      reject(new Error('The captcha could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return w.__halvorsenRecaptchaLoading;
}
