/**
 * The dealer registration form's state and its one process (001 sections 7 and 8): validate with
 * the shared schema, send multipart to `POST /Registration/dealer`; success shows the server's
 * message and clears the form; failure resets the captcha (the shared handler has shown the
 * network error) and puts the server's field errors on their fields.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { CaptchaHandle } from 'shared-kit/captcha';
import { serverFieldErrors, serverMessage } from 'shared-kit/field-errors';
import { registerDealer } from './registration-api';
import {
  emptyRegistration,
  maxLengthOf,
  type RegistrationField,
  type RegistrationValues,
  registrationFormData,
  registrationFormSchema,
} from './registration-form';

const resolver = yupResolver(registrationFormSchema) as unknown as Resolver<RegistrationValues>;

export type TextField = RegistrationField & keyof ReturnType<typeof emptyRegistration>;

export function useDealerRegistration() {
  const captcha = useRef<CaptchaHandle>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<RegistrationValues>({ resolver, defaultValues: emptyRegistration() });
  const { register, setValue, setError, reset, formState } = form;

  const onCaptchaToken = useCallback(
    (token: string | null) => setValue('captcha', token ?? '', { shouldValidate: Boolean(token) }),
    [setValue],
  );

  /** The message of a field's error, if it has one. */
  const message = (name: RegistrationField) =>
    (formState.errors as FieldErrors<Record<string, unknown>>)[name]?.message as string | undefined;

  /** What a text input needs: its registration, error and maxLength (from the shared schema). */
  const text = (name: TextField) => ({
    registration: register(name),
    error: message(name),
    maxLength: maxLengthOf(name as never),
  });

  function showSent(answer: string) {
    reset(emptyRegistration());
    captcha.current?.reset();
    setFormKey((key) => key + 1); // file inputs forget their files
    setSent(answer);
    requestAnimationFrame(() => outcome.current?.focus());
  }

  function showFailure(failure: unknown) {
    captcha.current?.reset();
    setValue('captcha', '');
    const fields = Object.entries(serverFieldErrors(failure)).filter(([name]) => name in emptyRegistration());
    fields.forEach(([name, text], index) => {
      setError(name as RegistrationField, { type: 'server', message: text }, { shouldFocus: index === 0 });
    });
    setFailed(serverMessage(failure));
  }

  async function submit(values: RegistrationValues) {
    setSent(null);
    setFailed(null);
    try {
      showSent(await registerDealer(registrationFormData(values)));
    } catch (failure) {
      showFailure(failure);
    }
  }

  return {
    form,
    captcha,
    outcome,
    formKey,
    sent,
    failed,
    onCaptchaToken,
    message,
    text,
    onSubmit: form.handleSubmit(submit),
  };
}

export type DealerRegistrationFormState = ReturnType<typeof useDealerRegistration>;
