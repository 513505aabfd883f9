/**
 * 'Write a review': react-hook-form with the shared yup schema (the API validates with the same one,
 * so both speak the same messages) and the catalog's captcha. A stored review waits for moderation;
 * the answer says so. Loaded only when a visitor opens the form.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from 'shared-contracts';
import {
  REVIEW_LABELS,
  REVIEW_LIMITS,
  type ReviewSubmitRequest,
  reviewSubmitSchema,
} from 'shared-contracts/schemas/reviews';
import { ApiCallError } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { serverMessage } from 'shared-kit/field-errors';
import { postReview } from './reviews-api';
import { StarRatingInput } from './StarRatingInput';
import styles from './WriteReviewForm.module.css';

const FIELDS = ['rating', 'title', 'body', 'displayName', 'captcha'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

export interface WriteReviewFormProps {
  productId: string;
  productTitle: string;
  onSubmitted(message: string): void;
  onCancel(): void;
}

export default function WriteReviewForm({ productId, productTitle, onSubmitted, onCancel }: WriteReviewFormProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, watch, formState } = useForm<ReviewSubmitRequest>({
    resolver: yupResolver(reviewSubmitSchema),
    defaultValues: { title: '', body: '', displayName: '', captcha: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isSubmitted } = formState;

  // The captcha widget is not an input of this form: its token is a value the schema checks.
  useEffect(() => {
    register('captcha');
  }, [register]);
  // Opened by a button that then disappears: move focus into the form.
  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await postReview(productId, values);
      notify.emit({ type: 'success', message: answer.message });
      onSubmitted(answer.message);
    } catch (error) {
      // The server checks with the same schema; its field errors land on the same fields.
      if (error instanceof ApiCallError && error.body?.errors) {
        for (const [field, messages] of Object.entries(error.body.errors)) {
          if (isField(field) && messages[0]) setError(field, { message: messages[0] });
        }
      }
      setFailure(serverMessage(error));
      captchaRef.current?.reset();
    }
  });

  const rating = watch('rating');
  const bodyLength = watch('body')?.length ?? 0;
  const describedBy = (field: Field, hint?: boolean) =>
    [errors[field] ? `${id}-${field}-error` : '', hint ? `${id}-${field}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.heading}>
        Review the {productTitle}
      </h3>
      <p className={styles.lead}>
        Tell other owners how it shoots, fits and wears. Our team reads every review before it appears.
      </p>

      <StarRatingInput
        id={`${id}-rating`}
        legend={REVIEW_LABELS.rating}
        registration={register('rating')}
        value={rating ? Number(rating) : undefined}
        error={errors.rating?.message}
      />

      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {REVIEW_LABELS.title}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          maxLength={REVIEW_LIMITS.titleMax}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
          {...register('title')}
        />
        {errors.title && (
          <p id={`${id}-title-error`} className={styles.error}>
            {errors.title.message}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-body`} className={styles.label}>
          {REVIEW_LABELS.body}
        </label>
        <textarea
          id={`${id}-body`}
          className={styles.textarea}
          rows={6}
          maxLength={REVIEW_LIMITS.bodyMax}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy('body', true)}
          {...register('body')}
        />
        <p id={`${id}-body-hint`} className={styles.hint}>
          At least {REVIEW_LIMITS.bodyMin} characters: accuracy, recoil, fit, finish. {bodyLength}/
          {REVIEW_LIMITS.bodyMax}
        </p>
        {errors.body && (
          <p id={`${id}-body-error`} className={styles.error}>
            {errors.body.message}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-displayName`} className={styles.label}>
          {REVIEW_LABELS.displayName}
        </label>
        <input
          id={`${id}-displayName`}
          className={styles.input}
          autoComplete="nickname"
          maxLength={REVIEW_LIMITS.displayNameMax}
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={describedBy('displayName', true)}
          {...register('displayName')}
        />
        <p id={`${id}-displayName-hint`} className={styles.hint}>
          Shown with your review. A first name and last initial works well.
        </p>
        {errors.displayName && (
          <p id={`${id}-displayName-error`} className={styles.error}>
            {errors.displayName.message}
          </p>
        )}
      </div>

      <Captcha
        ref={captchaRef}
        onTokenChange={(token) => setValue('captcha', token ?? '', { shouldValidate: isSubmitted })}
        error={errors.captcha?.message}
      />

      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}

      <div className={styles.actions}>
        <button type="submit" className={button('primary', { size: 'lg' })} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Submit review'}
        </button>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
