import { useCallback, useRef, useState } from 'react';
import { type ValidatingSchema, validateWith } from 'shared-kit/field-errors';

/**
 * The part of a yup schema this hook needs. Typed structurally so that a form can hand over a
 * schema it loads lazily (the newsletter fragment keeps yup out of the footer's first load).
 */
export type FormSchema<Out> = ValidatingSchema<Out>;

type StringKeys<Values> = { [K in keyof Values & string]: Values[K] extends string ? K : never }[keyof Values & string];

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

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
    // The first message per field, in the schema's order (required before format); anything other
    // than a validation error is re-thrown.
    const result = await validateWith(await loadSchema(), values);
    if (result.ok) {
      setErrors({});
      return result.value;
    }
    setErrors(result.errors as FieldErrors<Values>);
    return null;
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

  /** Shows errors the server gave for fields of this form (a 400's `errors`); others are ignored. */
  const showServerErrors = useCallback((fieldErrors: Record<string, string>) => {
    const known = Object.entries(fieldErrors).filter(([name]) => name in initialValues.current);
    if (known.length > 0) setErrors((current) => ({ ...current, ...Object.fromEntries(known) }));
    return known.length > 0;
  }, []);

  return { values, errors, setValue, bind, validate, reset, showServerErrors };
}
