import { button } from 'shared-kit/buttons';
import { Captcha } from 'shared-kit/captcha';
import { HydratedForm } from 'shared-kit/server-render';
import styles from './DealerRegistrationForm.module.css';
import {
  BillingAddressSection,
  CompanySection,
  ContactSection,
  DealerLocatorSection,
  FflSotSection,
  ShippingAddressSection,
} from './RegistrationSections';
import { type DealerRegistrationFormState, useDealerRegistration } from './use-dealer-registration';

/**
 * Dealer registration (001 sections 3, 4, 5, 7, 8): the sections in the order the dealer fills
 * them, then the captcha and the submit. Sent as multipart to `POST /Registration/dealer`
 * (use-dealer-registration.ts says what success and failure do).
 */
export function DealerRegistrationForm() {
  const state = useDealerRegistration();
  return (
    <HydratedForm
      className={styles.form}
      noValidate
      onSubmit={state.onSubmit}
      aria-busy={state.form.formState.isSubmitting}
      key={state.formKey}
    >
      <SentMessage state={state} />
      <CompanySection state={state} />
      <ContactSection state={state} />
      <ShippingAddressSection state={state} />
      <BillingAddressSection state={state} />
      <DealerLocatorSection state={state} />
      <FflSotSection state={state} />
      <SubmitRow state={state} />
    </HydratedForm>
  );
}

/** The server's message after a sent application; focused so a screen reader reads it. */
function SentMessage({ state: { outcome, sent } }: { state: DealerRegistrationFormState }) {
  return (
    <div ref={outcome} tabIndex={-1} className={styles.outcome}>
      {sent ? (
        <p className={styles.success} role="status">
          {sent}
        </p>
      ) : null}
    </div>
  );
}

function SubmitRow({ state }: { state: DealerRegistrationFormState }) {
  const submitting = state.form.formState.isSubmitting;
  return (
    <div className={styles.submitRow}>
      <Captcha ref={state.captcha} error={state.message('captcha')} onTokenChange={state.onCaptchaToken} />
      {state.failed ? (
        <p className={styles.failure} role="alert">
          {state.failed}
        </p>
      ) : null}
      <button type="submit" className={button('primary')} disabled={submitting}>
        {submitting ? 'Sending…' : 'Submit Application'}
      </button>
    </div>
  );
}
