/**
 * The malformed input of issue 13, by class: what an attacker (or a broken client) sends in place
 * of a body, a field, a path parameter, a query parameter or a session header. Each class has a
 * name the suite's failure list shows.
 */
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';

/** A text that must never come back in an answer at length (answers quote at most a short prefix). */
export const SENTINEL = 'Z'.repeat(300);

/** Nested arrays, `depth` deep, as JSON text. */
export const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** Nested objects `{"a":{"a":...}}`, `depth` deep, as JSON text. */
export const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values put in place of one field of a valid body. */
export const FIELD_VALUES: Record<string, unknown> = {
  array: ['a'],
  'array of objects': [{ a: 1 }],
  object: { a: 'b' },
  'NUL character': 'a\u0000b',
  'only NUL': '\u0000',
  '2^31': 2 ** 31,
  '-2^31 - 1': -(2 ** 31) - 1,
  '2^63': 2 ** 63,
  '1e308': 1e308,
  'tiny float': 5e-324,
  fraction: 1.5,
  negative: -1,
  zero: 0,
  null: null,
  true: true,
  'empty text': '',
  'blank text': '   ',
  'numeric text 2^31': '2147483648',
  'numeric text of 40 digits': '9'.repeat(40),
  'text over the global limit': `${SENTINEL}${'x'.repeat(INPUT_LIMITS.textLength)}`,
  'text of 5,000 characters': `${SENTINEL}${'y'.repeat(4700)}`,
  'lone surrogate': '\ud800',
  markup: '<script>alert(1)</script>',
  'nested 40 deep': JSON.parse(nestedArrays(40)) as unknown,
};

/** The class whose acceptance (2xx) names a field without a length limit of its own. */
export const UNBOUNDED_PROBE = 'text of 5,000 characters';

/** Whole bodies (raw text with its content type): those with `expect` never reach a handler. */
export interface RawBody {
  name: string;
  payload: string;
  contentType: string;
  /** The status the platform answers, whatever the route (undefined: any status under 500). */
  expect?: number;
}

export const PARSER_BODIES: RawBody[] = [
  { name: 'arrays nested 5,000 deep', payload: nestedArrays(5000), contentType: 'application/json', expect: 400 },
  { name: 'objects nested 5,000 deep', payload: nestedObjects(5000), contentType: 'application/json', expect: 400 },
  { name: 'arrays nested 33 deep', payload: nestedArrays(33), contentType: 'application/json', expect: 400 },
  { name: 'NUL in a text', payload: '{"a":"x\\u0000y"}', contentType: 'application/json' },
  { name: 'NUL in a key', payload: '{"a\\u0000":"x"}', contentType: 'application/json' },
  { name: 'NUL deep in a list', payload: '{"a":[{"b":["\\u0000"]}]}', contentType: 'application/json' },
  {
    name: 'a text over the global limit in an unknown field',
    payload: JSON.stringify({ a: `${SENTINEL}${'x'.repeat(INPUT_LIMITS.textLength)}` }),
    contentType: 'application/json',
  },
  { name: 'not JSON', payload: `{"a": "${SENTINEL}`, contentType: 'application/json', expect: 400 },
  { name: 'empty JSON body', payload: '', contentType: 'application/json', expect: 400 },
  {
    name: 'prototype pollution',
    payload: '{"__proto__":{"admin":true}}',
    contentType: 'application/json',
    expect: 400,
  },
  {
    name: 'constructor pollution',
    payload: '{"constructor":{"prototype":{"admin":true}}}',
    contentType: 'application/json',
    expect: 400,
  },
  {
    name: 'a body of 2 MB',
    payload: JSON.stringify({ a: Array.from({ length: 200 }, () => 'x'.repeat(9_990)) }),
    contentType: 'application/json',
    expect: 413,
  },
  { name: 'an unknown content type', payload: 'a=1', contentType: 'application/x-www-form-urlencoded', expect: 415 },
];

/** Whole bodies that parse but are not the object a route expects: never 5xx. */
export const WRONG_BODIES: Record<string, unknown> = {
  'a list': [1, 2],
  'a list of objects': [{}],
  'a text': 'x',
  'a number': 2 ** 31,
  null: null,
  true: true,
  'an empty object': {},
};

/** Values put in place of one path parameter (already URL-encoded). */
export const PARAM_VALUES: Record<string, string> = {
  'NUL character': 'a%00b',
  'only NUL': '%00',
  '2^31': '2147483648',
  '2^63': '9223372036854775808',
  '40 digits': '9'.repeat(40),
  negative: '-1',
  zero: '0',
  fraction: '1.5',
  exponent: '1e999',
  'not a number': 'abc',
  'a uuid': '00000000-0000-0000-0000-000000000000',
  'percent sign': '%25',
  'broken percent-encoding': '%E0%A4%A',
  'overlong UTF-8': '%C0%AF',
  'lone surrogate': '%ED%A0%80',
  emoji: '%F0%9F%98%80',
  'quote and semicolon': '%27%3B%20drop%20table%20users%3B--',
  'LIKE wildcards and backslash': '%25_%5C',
  'long text (999)': 'x'.repeat(999),
  'text over the router limit': 'x'.repeat(5000),
  'encoded slash': '..%2F..%2Fetc%2Fpasswd',
  'gid_ and quote': 'gid_%27',
};

/** Query strings added to a route's URL (names the shop's routes read, and others). */
export const QUERY_NAMES = [
  'page',
  'pageSize',
  'exact',
  'guestId',
  'email',
  'token',
  'q',
  'sort',
  'limit',
  'zip',
  'radius',
];

export interface QueryAttack {
  name: string;
  query: (name: string) => string;
  /** The status the platform answers, whatever the route (undefined: any status under 500). */
  expect?: number;
}

export const QUERY_ATTACKS: QueryAttack[] = [
  { name: 'given twice', query: (n) => `${n}=1&${n}=2` },
  { name: 'NUL character', query: (n) => `${n}=a%00b` },
  { name: 'over 2048 characters', query: (n) => `${n}=${'x'.repeat(INPUT_LIMITS.queryValueLength + 1)}`, expect: 400 },
  { name: 'bracket list', query: (n) => `${n}[]=1&${n}[]=2` },
  { name: 'bracket object', query: (n) => `${n}[a]=1` },
  { name: '2^31', query: (n) => `${n}=2147483648` },
  { name: '40 digits', query: (n) => `${n}=${'9'.repeat(40)}` },
  { name: 'negative', query: (n) => `${n}=-1` },
  { name: 'not a number', query: (n) => `${n}=abc` },
  { name: 'empty', query: (n) => `${n}=` },
  { name: 'broken percent-encoding', query: (n) => `${n}=%E0%A4%A` },
  { name: 'LIKE wildcards', query: (n) => `${n}=%25_%5C` },
];
