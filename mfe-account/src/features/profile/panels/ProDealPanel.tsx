import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, notify } from 'shared-contracts';
import type { MessageAnswer, Profile } from 'shared-contracts/api/account';
import {
  PRO_DEAL_ACCEPT,
  PRO_DEAL_EXTENSIONS,
  PRO_DEAL_FORM_MESSAGES,
  PRO_DEAL_MAX_FILES,
} from 'shared-contracts/schemas/pro-deal';
import { apiCall } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { FormNotice } from '../../../shared/forms/FormNotice';
import { serverFieldErrors } from '../../../shared/forms/server-errors';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import { WithProfile } from '../../../shared/profile/WithProfile';
import styles from './panels.module.css';
import upload from './pro-deal.module.css';

const maxMb = LIMITS.proDealMaxDocumentBytes / (1024 * 1024);

/** The browser's own check before sending (the server checks the bytes again). */
function checkFiles(files: File[]): string | null {
  if (files.length === 0) return PRO_DEAL_FORM_MESSAGES.documentRequired;
  if (files.length > PRO_DEAL_MAX_FILES) return PRO_DEAL_FORM_MESSAGES.tooMany;
  for (const file of files) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(PRO_DEAL_EXTENSIONS as readonly string[]).includes(extension))
      return PRO_DEAL_FORM_MESSAGES.wrongType(file.name);
    if (file.size >= LIMITS.proDealMaxDocumentBytes) return PRO_DEAL_FORM_MESSAGES.tooLarge(file.name);
  }
  return null;
}

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 102.4) / 10} KB`);

function ProDealForm({ profile, reload }: { profile: Profile; reload: () => Promise<void> }) {
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (!profile.email) {
    return (
      <FormNotice>
        <p>
          Pro Deal needs an email address on your account.{' '}
          <AccountLink to="/profile/account-information">Update your contact information</AccountLink>.
        </p>
      </FormNotice>
    );
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    setFiles(chosen);
    setError(chosen.length ? checkFiles(chosen) : null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkFiles(files);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    const body = new FormData();
    body.append('email', profile.email);
    for (const file of files) body.append('supportingDocuments', file, file.name);
    setSending(true);
    try {
      const answer = await apiCall<MessageAnswer>('/Registration/prodeal', { method: 'POST', body });
      notify.emit({ type: 'success', message: answer.message });
      await reload(); // Pro Deal and account changes refresh account data (001 section 4)
      navigate('/profile/discount-programs');
    } catch (failure) {
      // The shared handler has shown the failure; a problem with the documents also shows here.
      const fields = serverFieldErrors(failure);
      setError(fields.supportingDocuments ?? fields.email ?? null);
      setSending(false);
    }
  }

  const errorId = `${inputId}-error`;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
      <div className={upload.drop}>
        <label htmlFor={inputId} className={upload.label}>
          Supporting documents
        </label>
        <p className={upload.hint} id={`${inputId}-hint`}>
          PNG, JPG, JPEG, TIFF, TIF or PDF. Documents must be less than {maxMb}MB each; up to {PRO_DEAL_MAX_FILES}.
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="supportingDocuments"
          multiple
          accept={PRO_DEAL_ACCEPT}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${errorId}` : ''}`}
          className={upload.input}
        />
        {files.length ? (
          <ul className={upload.files} aria-label="Chosen documents">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                <span>{file.name}</span>
                <span className={upload.size}>{sizeText(file.size)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p id={errorId} className={upload.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className={styles.cardText}>
        We will review your documents with the email {profile.email} and write to you there.
      </p>
      <div className={styles.toolbar}>
        <button type="submit" className={button('primary')} disabled={sending}>
          {sending ? 'Sending…' : 'Submit Application'}
        </button>
        <AccountLink to="/profile/discount-programs" className={button('secondary')}>
          Cancel
        </AccountLink>
      </div>
    </form>
  );
}

/** Pro Deal (001, Account area): the terms, then the document upload. */
export function ProDealPanel() {
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="pro-deal-terms">
        <h2 id="pro-deal-terms" className={styles.cardTitle}>
          Terms
        </h2>
        <ul className={styles.terms}>
          <li>
            Pro Deal is for active law enforcement, military, first responders and qualifying industry professionals.
          </li>
          <li>Upload documents that prove your eligibility: an ID card, a badge or a letter from your agency.</li>
          <li>Dealers, FFL holders and retail shop employees are not eligible for Pro Deal.</li>
          <li>
            We review every application and e-mail you the outcome; approved accounts see Pro Deal prices in the cart.
          </li>
        </ul>
      </section>
      <WithProfile>{(profile, reload) => <ProDealForm profile={profile} reload={reload} />}</WithProfile>
    </div>
  );
}
