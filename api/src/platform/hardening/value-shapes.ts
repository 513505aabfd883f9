/**
 * A look at the input before a yup schema reads it (issue 13, docs/decisions/0013).
 *
 * yup's text helpers (`trim()`, `lowercase()`, custom transforms) call string methods on the value;
 * given an array or an object where text is expected they throw a TypeError, which used to answer
 * 500. This walk compares the input with the schema's description and
 * - reports such values as field errors ('name must be text'), and hands the schema a copy of the
 *   input without them, so the schema still reports every other field's problems in the same answer;
 * - notes the text fields holding the NUL character (PostgreSQL cannot store it) or longer than
 *   INPUT_LIMITS.textLength (the ceiling for a field without a limit of its own), for the fields
 *   whose schema finds nothing wrong with them.
 */
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';
import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

type Described = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
};

const NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date',
  object: 'an object (a set of named fields)',
  array: 'a list',
};

/** The expected kind, as a message says it: 'must be text', 'must be a number'. */
export function shapeMessage(label: string, type: string): string {
  return `${label} must be ${NOUNS[type] ?? `of type ${type}`}`;
}

export const nulMessage = (label: string) => `${label} must not contain the NUL character`;
export const textTooLongMessage = (label: string) => `${label} must be at most ${INPUT_LIMITS.textLength} characters`;

const descriptions = new WeakMap<AnySchema, Described>();

/** Schemas are module constants: each is described once. */
function describe(schema: AnySchema): Described | null {
  let described = descriptions.get(schema);
  if (!described) {
    try {
      described = schema.describe() as Described;
    } catch {
      return null; // a schema that needs the value to describe itself (lazy): left to yup alone
    }
    descriptions.set(schema, described);
  }
  return described;
}

const isContainer = (value: unknown): value is object => value !== null && typeof value === 'object';

function fieldPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

export interface InputInspection {
  /** Values of the wrong shape, by field path. */
  shapeErrors: Record<string, string[]>;
  /** Text fields (by path) that hold the NUL character or are over the global text limit. */
  textErrors: Record<string, string[]>;
  /** The input without the wrong-shaped values (what the schema may safely read). */
  readable: unknown;
}

function walk(description: SchemaFieldDescription, value: unknown, path: string, found: InputInspection): unknown {
  if (value === undefined || value === null || !('type' in description)) return value;
  const described = description as Described;
  const label = described.label ?? (path || 'The request body');
  switch (described.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'date':
      // A leaf given a container: the one shape yup's transforms cannot survive.
      if (isContainer(value) && !(described.type === 'date' && value instanceof Date)) {
        found.shapeErrors[path] = [shapeMessage(label, described.type)];
        return undefined;
      }
      if (typeof value === 'string') {
        if (value.length > INPUT_LIMITS.textLength) found.textErrors[path] = [textTooLongMessage(label)];
        else if (value.includes('\u0000')) found.textErrors[path] = [nulMessage(label)];
      }
      return value;
    case 'object': {
      if (!isContainer(value) || Array.isArray(value)) {
        found.shapeErrors[path] = [shapeMessage(label, 'object')];
        return path === '' ? {} : undefined;
      }
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [name, child] of Object.entries(described.fields ?? {})) {
        if (name in copy) copy[name] = walk(child, copy[name], fieldPath(path, name), found);
      }
      return copy;
    }
    case 'array': {
      if (!Array.isArray(value)) {
        found.shapeErrors[path] = [shapeMessage(label, 'array')];
        return undefined;
      }
      const inner = described.innerType;
      return inner ? value.map((item, index) => walk(inner, item, fieldPath(path, index), found)) : value;
    }
    default:
      return value; // mixed, lazy: anything goes, the schema's own tests decide.
  }
}

export function inspectInput(schema: AnySchema, value: unknown): InputInspection {
  const found: InputInspection = { shapeErrors: {}, textErrors: {}, readable: value };
  const described = describe(schema);
  if (described) found.readable = walk(described, value, '', found);
  return found;
}
