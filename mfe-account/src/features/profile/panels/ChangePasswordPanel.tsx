import type { FormEvent } from 'react';
import { useState } from 'react';
import { button } from 'shared-contracts/kit/buttons';
import { AUTH_LABELS, changePasswordSchema } from 'shared-contracts/schemas/auth';
import { OpensSoonNotice } from '../../../shared/forms/OpensSoonNotice';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import styles from './panels.module.css';

/** Update Password: current, new, confirm (POST /Auth/change-password arrives with the auth service). */
export function ChangePasswordPanel() {
  const [checked, setChecked] = useState(false);
  const { validate, bind } = useSchemaForm(
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    () => changePasswordSchema,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(false);
    if (await validate()) setChecked(true);
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <PasswordField label={AUTH_LABELS.currentPassword} autoComplete="current-password" {...bind('currentPassword')} />
      <PasswordField
        label={AUTH_LABELS.newPassword}
        autoComplete="new-password"
        hint="At least 8 characters."
        {...bind('newPassword')}
      />
      <PasswordField label={AUTH_LABELS.confirmPassword} autoComplete="new-password" {...bind('confirmPassword')} />
      {checked ? <OpensSoonNotice what="Changing your password" /> : null}
      <div className={styles.toolbar}>
        <button type="submit" className={button('primary')}>
          Update Password
        </button>
      </div>
    </form>
  );
}
