import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from 'shared-contracts';
import type { Profile } from 'shared-contracts/api/account';
import { ADDRESS_LABELS, profileUpdateSchema } from 'shared-contracts/schemas/account';
import { button } from 'shared-kit/buttons';
import { serverFieldErrors } from '../../../shared/forms/server-errors';
import { TextField } from '../../../shared/forms/TextField';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { updateProfile } from '../../../shared/profile/profile-api';
import { WithProfile } from '../../../shared/profile/WithProfile';
import styles from './panels.module.css';

export const PROFILE_SAVED_MESSAGE = 'Your account information was saved';

function InformationForm({ profile, reload }: { profile: Profile; reload: () => Promise<void> }) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const { values, errors, validate, bind, showServerErrors } = useSchemaForm(
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phoneNumber: profile.phoneNumber ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
    },
    () => profileUpdateSchema,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const update = await validate();
    if (!update) return;
    setSaving(true);
    try {
      // PUT /User/profile carries the e-mail as the specification's call does (001 section 7); it
      // is read-only here and on the server, which refuses any other.
      await updateProfile({ ...update, phoneNumber: update.phoneNumber || null });
      await reload();
      notify.emit({ type: 'success', message: PROFILE_SAVED_MESSAGE });
      navigate('/profile/details');
    } catch (error) {
      // The shared handler has shown the failure; the server's field errors also show on their fields.
      showServerErrors(serverFieldErrors(error));
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={saving}>
      <div className={styles.pair}>
        <TextField label={ADDRESS_LABELS.firstName} autoComplete="given-name" {...bind('firstName')} />
        <TextField label={ADDRESS_LABELS.lastName} autoComplete="family-name" {...bind('lastName')} />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        value={values.email}
        error={errors.email}
        onValueChange={() => undefined}
        readOnly
        hint="Your email address is how you sign in, so it cannot be changed here."
      />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...bind('phoneNumber')} />
      <TextField
        label="Date of birth (optional)"
        type="date"
        autoComplete="bday"
        hint="Asked at checkout for items with a minimum age (firearms, ammunition); kept here to fill it in next time."
        {...bind('dateOfBirth')}
      />
      <div className={styles.toolbar}>
        <button type="submit" className={button('primary')} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className={button('secondary')} onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
    </form>
  );
}

/** Edit Information (001, Account area): first and last name, phone, date of birth (issue 30); the e-mail read-only. */
export function AccountInformationPanel() {
  return <WithProfile>{(profile, reload) => <InformationForm profile={profile} reload={reload} />}</WithProfile>;
}
