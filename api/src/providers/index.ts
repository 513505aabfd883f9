/**
 * The edge adapters of the API, each with an embedded default and a real adapter chosen by
 * settings: captcha (test | reCAPTCHA), tax (state rate table | external service), payment (test
 * gateway | Authorize.net), mail (outbox table | SMTP), file storage (local folder | S3-compatible),
 * geocoding (bundled zip centroids | Google Geocoding), age verification (the attested date of birth |
 * Avalara's Age Verification API), the disposition record's bound book (own record | FastBound).
 * app.ts resolves them once per app and attaches them as `app.providers`; modules read them there.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import type { Db } from '../platform/db/index';
import { type AgeVerifier, ageVerificationSettingsFromEnv, createAgeVerifier } from './age-verification/index';
import { type BoundBook, boundBookSettingsFromEnv, createBoundBook } from './bound-book/index';
import { type CaptchaVerifier, createCaptchaVerifier } from './captcha/index';
import { createGeocoder, type Geocoder, geocodingSettingsFromEnv } from './geocoding/index';
import { createMailer, type Mailer, mailSettingsFromEnv } from './mail/index';
import { createPaymentGateway, type PaymentGateway, paymentSettingsFromEnv } from './payments/index';
import { createFileStorage, type FileStorage, storageSettingsFromEnv } from './storage/index';
import { createTaxProvider, type TaxProvider, taxSettingsFromEnv } from './tax/index';

export interface Providers {
  captcha: CaptchaVerifier;
  tax: TaxProvider;
  payment: PaymentGateway;
  mailer: Mailer;
  storage: FileStorage;
  geocoder: Geocoder;
  ageVerification: AgeVerifier;
  boundBook: BoundBook;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The providers as resolved at start (see resolveProviders). */
    providers: Providers;
  }
}

export interface ProviderContext {
  db: Db;
  config: AppConfig;
  /** Where the adapters' settings are read (default: the process environment). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Each provider: the one given (a test, a deployment script), else the adapter the settings select,
 * else the embedded default. Settings that name an adapter but are incomplete fail here, at start.
 */
export function resolveProviders({ db, config, env = process.env }: ProviderContext, given: Partial<Providers> = {}) {
  const providers: Providers = {
    captcha: given.captcha ?? createCaptchaVerifier(config.captcha),
    tax: given.tax ?? createTaxProvider(taxSettingsFromEnv(env)),
    payment: given.payment ?? createPaymentGateway(paymentSettingsFromEnv(env)),
    mailer: given.mailer ?? createMailer(db, mailSettingsFromEnv(env)),
    storage: given.storage ?? createFileStorage(storageSettingsFromEnv(env)),
    geocoder: given.geocoder ?? createGeocoder(db, geocodingSettingsFromEnv(env)),
    ageVerification: given.ageVerification ?? createAgeVerifier(ageVerificationSettingsFromEnv(env)),
    boundBook: given.boundBook ?? createBoundBook(boundBookSettingsFromEnv(env)),
  };
  return providers;
}

/** Attaches resolved providers to the app (not encapsulated: every module sees them). */
export const providersPlugin = fp(
  async (app: FastifyInstance, options: { providers: Providers }) => {
    app.decorate('providers', options.providers);
  },
  { name: 'providers' },
);
