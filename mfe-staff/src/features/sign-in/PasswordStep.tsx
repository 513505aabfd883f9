/** Sign-in, step one: e-mail and password (the shared schema, the same as the API's). */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type StaffSignInRequest, staffSignInSchema } from 'shared-contracts/schemas/staff';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { TextInput } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import styles from './SignInPage.module.css';
import { type SignInStep, signInWithPassword } from './sign-in-api';

export function PasswordStep({ onNext }: { onNext: (step: SignInStep) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<StaffSignInRequest>({
    resolver: yupResolver(staffSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      onNext(await signInWithPassword(input));
    } catch (error) {
      setProblem(problemText(error));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        required
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <TextInput
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <button type="submit" className={button('primary', { block: true })} disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
