export { AVALARA_ENDPOINTS, type AvalaraAgeSettings, AvalaraAgeVerifier } from './avalara';
export { type AgeVerificationSettings, ageVerificationSettingsFromEnv, createAgeVerifier } from './settings';
export {
  type AgeVerdict,
  type AgeVerificationRequest,
  AgeVerificationUnavailableError,
  type AgeVerifier,
  AttestedDateOfBirth,
} from './verifier';
