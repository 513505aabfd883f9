/** Bodies of POST /Registry/overrides and /Registry/overrides/verify (strict: wrong types are 400). */
import { number, object, string } from 'yup';

export const OVERRIDE_TTL = { defaultMinutes: 60, maxMinutes: 1440 } as const;

export const overrideRequestSchema = object({
  remote: string().required('Remote is required').max(100, 'Remote must be at most 100 characters'),
  target: string()
    .required('Target is required (a version or an http(s) origin)')
    .max(2048, 'Target must be at most 2048 characters'),
  ttlMinutes: number()
    .integer('ttlMinutes must be a whole number')
    .min(1, 'ttlMinutes must be at least 1')
    .max(OVERRIDE_TTL.maxMinutes, `ttlMinutes must be at most ${OVERRIDE_TTL.maxMinutes}`)
    .optional(),
}).strict();

export const overrideVerifySchema = object({
  token: string().required('Token is required').max(4096, 'Override not valid'),
}).strict();
