/**
 * /staff/accept-invitation?token=...: the invited staffer sets their password (the customers'
 * rules and messages), then signs in and adds their authenticator.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { staffAcceptInvitationFormSchema } from 'shared-contracts/schemas/staff';
import { button } from 'shared-kit/buttons';
import { fieldProblems, problemText } from '../../shared/api/staff-api';
import { TextInput } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import { SignInFrame } from './SignInFrame';
import styles from './SignInPage.module.css';
import { acceptInvitation } from './sign-in-api';

interface InvitationForm {
  token: string;
  password: string;
  confirmPassword: string;
}

export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InvitationForm>({
    resolver: yupResolver(staffAcceptInvitationFormSchema),
    defaultValues: { token: params.get('token') ?? '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ token, password }) => {
    setProblem(null);
    try {
      await acceptInvitation({ token, password });
      setDone(true);
    } catch (error) {
      const fields = fieldProblems(error);
      if (fields.password) form.setError('password', { message: fields.password });
      else setProblem(problemText(error));
    }
  });
  if (done) {
    return (
      <SignInFrame title="Password set">
        <Notice tone="success">Password set; sign in to add your authenticator</Notice>
        <Link className={button('primary', { block: true })} to="/staff/sign-in">
          Sign in
        </Link>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame title="Join the back office">
      <form className={styles.form} onSubmit={submit} noValidate>
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        {errors.token?.message ? <Notice tone="error">This invitation link is not valid or has expired</Notice> : null}
        <TextInput
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <TextInput
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          registration={form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <button type="submit" className={button('primary', { block: true })} disabled={isSubmitting}>
          Set password
        </button>
      </form>
    </SignInFrame>
  );
}
