/** Sign-in, step two: the authenticator's 6 digits (enrolling one first on the first sign-in). */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type StaffTotpRequest, staffTotpSchema } from 'shared-contracts/schemas/staff';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { TextInput } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import { EnrolmentCode } from './EnrolmentCode';
import styles from './SignInPage.module.css';
import { giveCode, type SignInStep, type StaffSessionAnswer } from './sign-in-api';

export function CodeStep({
  step,
  onSignedIn,
}: {
  step: SignInStep;
  onSignedIn: (answer: StaffSessionAnswer) => Promise<void>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<StaffTotpRequest>({ resolver: yupResolver(staffTotpSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await onSignedIn(await giveCode(step, code));
    } catch (error) {
      setProblem(problemText(error));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {step.secondFactor === 'enrol' ? <EnrolmentCode otpauthUri={step.otpauthUri} /> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <TextInput
        label="Authenticator code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        required
        autoFocus
        hint="The 6 digits your authenticator app shows for Halvorsen Arms"
        registration={form.register('code')}
        error={errors.code?.message}
      />
      <button type="submit" className={button('primary', { block: true })} disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : step.secondFactor === 'enrol' ? 'Confirm and sign in' : 'Sign in'}
      </button>
    </form>
  );
}
