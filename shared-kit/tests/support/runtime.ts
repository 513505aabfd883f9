import { type CaptchaSettings, getRuntimeConfig, type RuntimeConfig, setRuntimeConfig } from 'shared-contracts';

export const DEFAULT_RUNTIME: RuntimeConfig = structuredClone(getRuntimeConfig());

/** Runtime config as the shell would set it, with the given captcha provider. */
export function withCaptcha(captcha: CaptchaSettings): void {
  setRuntimeConfig({ ...DEFAULT_RUNTIME, providers: { ...DEFAULT_RUNTIME.providers, captcha } });
}
