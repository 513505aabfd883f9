/**
 * The real API for component tests that must meet the real endpoints, validation and database: the
 * API test kit's `startRealApi` (`api/testkit`): the API in process on a fresh in-memory PGlite,
 * migrated and seeded with the real content seed (and its reviews), listening on an ephemeral
 * loopback port, the shared HTTP client pointed at it. Nothing of ours is replaced; reCAPTCHA at
 * the edge can be made unreachable (`captcha.unreachable()`). One per test file.
 */
export {
  CaptchaEdge,
  type RealApi,
  type RealApiOptions,
  type RecordedRequest,
  startRealApi,
} from 'api/testkit';
