import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NEWSLETTER_MESSAGES } from 'shared-contracts/schemas/newsletter';
import { button } from 'shared-kit/buttons';
import { serverMessage } from 'shared-kit/field-errors';
import { FormNotice } from '../../shared/forms/FormNotice';
import { AuthLayout } from '../../shared/layout/AuthLayout';
import { AccountLink } from '../../shared/navigation/AccountLink';
import { unsubscribeWithKey } from './newsletter-api';

type State = { step: 'ask' } | { step: 'sending' } | { step: 'done' } | { step: 'failed'; text: string };

/**
 * /Newsletter/unsubscribe/{key}: the link at the foot of every newsletter e-mail. It asks before it
 * acts (mail scanners follow links; a click on the button is the reader's own).
 */
export function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ step: 'ask' });

  async function confirm() {
    setState({ step: 'sending' });
    try {
      await unsubscribeWithKey(token);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', text: serverMessage(error, 'This unsubscribe link is not valid.') });
    }
  }

  return (
    <AuthLayout
      title="Unsubscribe"
      intro={<p>Stop the Halvorsen Arms newsletter at the address this link was sent to.</p>}
      panelTitle="Sorry to see you go"
      panelText="You can subscribe again any time from the footer of the shop or your account."
    >
      {state.step === 'done' ? (
        <FormNotice>
          <p>
            <strong>{NEWSLETTER_MESSAGES.unsubscribed}</strong>
          </p>
        </FormNotice>
      ) : null}
      {state.step === 'failed' ? <FormNotice kind="error">{state.text}</FormNotice> : null}
      {state.step === 'ask' || state.step === 'sending' ? (
        <button
          type="button"
          className={button('primary', { block: true })}
          onClick={() => void confirm()}
          disabled={state.step === 'sending'}
        >
          Unsubscribe
        </button>
      ) : (
        <AccountLink to="/" className={button('secondary', { block: true })}>
          Continue Shopping
        </AccountLink>
      )}
    </AuthLayout>
  );
}
