/**
 * What the registry's routes accept (issue 28, the contract in docs/decisions/0028): the release a
 * publish describes, and the small bodies of the delivery actions and tokens. validate() applies
 * them (400 with field errors); the publish's file checks are in upload.ts.
 */
import { array, mixed, number, object, string } from 'yup';
import topology from '../../../../topology.json';
import { isFileKey } from '../../providers/storage/index';

export const REMOTES: readonly string[] = topology.remotes.map((remote) => remote.name);

export const PUBLISH_LIMITS = {
  maxFiles: 3000,
  maxFileBytes: 25 * 1024 * 1024,
  maxTotalBytes: 150 * 1024 * 1024,
  /** The release JSON: about 200 bytes a file listed. */
  maxReleaseBytes: 2 * 1024 * 1024,
  maxListItems: 500,
} as const;

const HEX64 = /^[0-9a-f]{64}$/;
const TEXT = 200;

const listOfText = (label: string) =>
  array(string().max(TEXT, `${label} entries must be at most ${TEXT} characters`).required())
    .max(PUBLISH_LIMITS.maxListItems, `${label} must have at most ${PUBLISH_LIMITS.maxListItems} entries`)
    .required(`${label} is required`);

const fileSchema = object({
  path: string()
    .required('Each file needs a path')
    .test(
      'file-path',
      'A file path must be letters, digits, ".", "-" and "_" between "/", no segment starting with "." or "-"',
      (value) => isFileKey(value),
    ),
  sha256: string().required('Each file needs its sha256').matches(HEX64, 'sha256 must be 64 lower-case hex digits'),
  size: number()
    .required('Each file needs its size')
    .integer('size must be a whole number')
    .min(0, 'size must not be negative')
    .max(PUBLISH_LIMITS.maxFileBytes, `A file must be at most ${PUBLISH_LIMITS.maxFileBytes / 1024 / 1024} MB`),
});

/** Shared packages: name -> required range, at most 50, each text. */
const sharedSchema = mixed<Record<string, string>>()
  .required('shared is required')
  .test('shared', 'shared must map package names to version ranges', (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return (
      entries.length <= 50 &&
      entries.every(([name, range]) => name.length <= 214 && typeof range === 'string' && range.length <= 100)
    );
  });

export const releaseSchema = object({
  remote: string().required('remote is required').max(50),
  manifestHash: string()
    .required('manifestHash is required')
    .matches(HEX64, 'manifestHash must be 64 lower-case hex digits'),
  gitCommit: string()
    .nullable()
    .defined('gitCommit is required (null when unknown)')
    .matches(/^[0-9a-f]{7,64}$/, { message: 'gitCommit must be a hex commit id', excludeEmptyString: true }),
  exposes: listOfText('exposes'),
  contracts: object({ emits: listOfText('contracts.emits'), consumes: listOfText('contracts.consumes') }).required(
    'contracts is required',
  ),
  shared: sharedSchema,
  jsGzipBytes: number()
    .required('jsGzipBytes is required')
    .integer('jsGzipBytes must be a whole number')
    .min(0, 'jsGzipBytes must not be negative')
    .max(2 ** 31 - 1, 'jsGzipBytes is too large'),
  serverManifest: string()
    .nullable()
    .defined('serverManifest is required (null when none)')
    .test('file-path', 'serverManifest must be a file path', (value) => value == null || isFileKey(value)),
  files: array(fileSchema.required())
    .required('files is required')
    .min(1, 'files must list the files of the version')
    .max(PUBLISH_LIMITS.maxFiles, `A version has at most ${PUBLISH_LIMITS.maxFiles} files`),
});

export type Release = {
  remote: string;
  manifestHash: string;
  gitCommit: string | null;
  exposes: string[];
  contracts: { emits: string[]; consumes: string[] };
  shared: Record<string, string>;
  jsGzipBytes: number;
  serverManifest: string | null;
  files: { path: string; sha256: string; size: number }[];
};

const versionName = string()
  .max(100, 'version must be at most 100 characters')
  .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'version is not a version name');

export const canarySchema = object({
  version: versionName.required('version is required'),
  percent: number()
    .required('percent is required')
    .integer('percent must be a whole number')
    .min(1, 'percent must be between 1 and 99')
    .max(99, 'percent must be between 1 and 99'),
});

export const promoteSchema = object({ version: versionName.optional() });

export const abortSchema = object({
  reason: string().trim().max(500, 'reason must be at most 500 characters').optional(),
});

export const tokenSchema = object({
  team: string()
    .required('team is required')
    .matches(/^[a-z0-9][a-z0-9-]{0,49}$/, 'team must be lower-case letters, digits and "-" (at most 50)'),
  remote: string()
    .required('remote is required')
    .oneOf([...REMOTES], `remote must be one of ${REMOTES.join(', ')}`),
});
