import { useCallback, useRef, useState } from 'react';

/**
 * The part of a yup schema this hook needs. Typed structurally so that a form can hand over a
 * schema it loads lazily (the newsletter fragment keeps yup out of the footer's first load).
 */
export interface FormSchema<Out> {
  validate(value: unknown, options: { abortEarly: boolean }): Promise<Out>;
}

type StringKeys<Values> = { [K in keyof Values & string]: Values[K] extends string ? K : never }[keyof Values & string];

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

interface ValidationErrorLike {
  name: 'ValidationError';
  path?: string;
  message: string;
  inner: { path?: string; message: string }[];
}

function isValidationError(error: unknown): error is ValidationErrorLike {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError';
}

/** The first message per field, in the schema's order (required before format). */
function firstErrorPerField<Values>(error: ValidationErrorLike): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  const issues = error.inner.length > 0 ? error.inner : [error];
  for (const issue of issues) {
    if (issue.path && !(issue.path in errors)) errors[issue.path] = issue.message;
  }
  return errors as FieldErrors<Values>;
}

/**
 * Form state validated by one of the shared yup schemas. A field's error clears as soon as that
 * field changes (specification 001, section 5); errors of other fields stay until the next submit.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Out = Values>(
  initial: Values,
  loadSchema: () => FormSchema<Out> | Promise<FormSchema<Out>>,
) {
  // Like useState, the first render's `initial` is the one a reset returns to.
  const initialValues = useRef(initial);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const setValue = useCallback(<K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /** Resolves with the validated (cast) values, or null after showing the field errors. */
  const validate = async (): Promise<Out | null> => {
    const schema = await loadSchema();
    try {
      const valid = await schema.validate(values, { abortEarly: false });
      setErrors({});
      return valid;
    } catch (error) {
      if (!isValidationError(error)) throw error;
      setErrors(firstErrorPerField<Values>(error));
      return null;
    }
  };

  const reset = useCallback(() => {
    setValues(initialValues.current);
    setErrors({});
  }, []);

  /** The props a text or password field needs for one string field of the form. */
  const bind = <K extends StringKeys<Values>>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onValueChange: (value: string) => setValue(name, value as Values[K]),
  });

  return { values, errors, setValue, bind, validate, reset };
}
