/**
 * /staff/sign-in: the staff door. The password first, then the authenticator's code (on the first
 * sign-in, adding the authenticator); only then does a staff session exist and any staff screen
 * open. Afterwards the staffer goes back where they were sent from (a /staff path only).
 */
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { button } from 'shared-kit/buttons';
import { startStaffSession, useStaffSession } from '../../shared/session/staff-session';
import { Notice } from '../../shared/ui/Notice';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';
import { SignInFrame } from './SignInFrame';
import styles from './SignInPage.module.css';
import type { SignInStep } from './sign-in-api';

/** Only a back-office path is a place to return to (never another site, never the shop's pages). */
function returnPath(next: string | null): string {
  return next && /^\/staff(\/|$|\?)/.test(next) && !next.startsWith('/staff/sign-in') ? next : '/staff';
}

export function SignInPage() {
  const [params] = useSearchParams();
  const session = useStaffSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep | null>(null);
  const next = returnPath(params.get('next'));
  if (session.status === 'signed-in' && !step) return <Navigate to={next} replace />;
  return (
    <SignInFrame
      title={step ? (step.secondFactor === 'enrol' ? 'Add your authenticator' : 'Enter your code') : 'Staff sign-in'}
    >
      {params.get('expired') && !step ? (
        <Notice tone="info">Your staff session has expired, please sign in again</Notice>
      ) : null}
      {session.status === 'signed-out' && session.reason === 'signed-out' && !step ? (
        <Notice tone="success">Signed out</Notice>
      ) : null}
      {step ? (
        <>
          <CodeStep
            step={step}
            onSignedIn={async (answer) => {
              await startStaffSession(answer.token);
              navigate(next, { replace: true });
            }}
          />
          {/* The password step's token lasts minutes: past it (or with the wrong account) start over. */}
          <button type="button" className={button('text')} onClick={() => setStep(null)}>
            Start again
          </button>
        </>
      ) : (
        <PasswordStep onNext={setStep} />
      )}
      <p className={styles.small}>Staff accounts only. Customers sign in on the shop's own sign-in page.</p>
    </SignInFrame>
  );
}
