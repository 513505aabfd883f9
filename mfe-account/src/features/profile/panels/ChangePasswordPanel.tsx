import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from 'shared-contracts';
import { AUTH_LABELS, changePasswordSchema } from 'shared-contracts/schemas/auth';
import { button } from 'shared-kit/buttons';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { serverFieldErrors } from '../../../shared/forms/server-errors';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { changePassword } from '../../../shared/profile/profile-api';
import styles from './panels.module.css';

/** 001 section 8, exactly. */
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';

/**
 * Update Password: current, new, confirm (POST /Auth/change-password). The server ends every other
 * session of the account; this one stays signed in.
 */
export function ChangePasswordPanel() {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const { validate, bind, reset, showServerErrors } = useSchemaForm(
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    () => changePasswordSchema,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = await validate();
    if (!request) return;
    setSaving(true);
    try {
      await changePassword(request);
      reset();
      notify.emit({ type: 'success', message: PASSWORD_UPDATED_MESSAGE });
      navigate('/profile/details');
    } catch (error) {
      // 001 section 8: a failure shows the server's message, which the shared handler has done
      // ('Error: Current password is incorrect'); a field it names also shows on that field.
      showServerErrors(serverFieldErrors(error));
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={saving}>
      <PasswordField label={AUTH_LABELS.currentPassword} autoComplete="current-password" {...bind('currentPassword')} />
      <PasswordField
        label={AUTH_LABELS.newPassword}
        autoComplete="new-password"
        hint="At least 8 characters."
        {...bind('newPassword')}
      />
      <PasswordField label={AUTH_LABELS.confirmPassword} autoComplete="new-password" {...bind('confirmPassword')} />
      <div className={styles.toolbar}>
        <button type="submit" className={button('primary')} disabled={saving}>
          {saving ? 'Updating…' : 'Update Password'}
        </button>
      </div>
    </form>
  );
}
