/** The JSON body parser's limits, on the parser alone (the suite malformed-input covers every route). */
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_MESSAGES, jsonNestsDeeperThan, parseJsonBody } from '../../src/platform/hardening/json-body';
import { HttpError } from '../../src/platform/http-errors';

function refusal(text: string): { status: number; message: string; errors?: Record<string, string[]> } {
  try {
    parseJsonBody(text);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, ...error.toBody() };
    throw error;
  }
  throw new Error('parsed');
}

describe('nesting depth, counted on the text', () => {
  it('counts arrays and objects, not brackets inside texts', () => {
    expect(jsonNestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":{"d":1}}}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 3)).toBe(false);
    // Siblings do not add up: depth is how deep, not how many.
    expect(jsonNestsDeeperThan(`[${'[1],'.repeat(500)}[1]]`, 3)).toBe(false);
  });

  it(`refuses a body nested deeper than ${INPUT_LIMITS.jsonDepth} levels, however deep`, () => {
    const ok = `${'['.repeat(INPUT_LIMITS.jsonDepth)}${']'.repeat(INPUT_LIMITS.jsonDepth)}`;
    expect(parseJsonBody(ok)).toBeInstanceOf(Array);
    for (const depth of [INPUT_LIMITS.jsonDepth + 1, 5_000, 100_000]) {
      expect(refusal(`${'['.repeat(depth)}${']'.repeat(depth)}`)).toEqual({
        status: 400,
        title: 'Bad Request',
        message: JSON_BODY_MESSAGES.tooDeep(INPUT_LIMITS.jsonDepth),
      });
    }
  });
});

describe('texts', () => {
  it('leaves what a text holds to the validation of its field (NUL, length)', () => {
    expect(parseJsonBody('{"name":"Jane\\u0000"}')).toEqual({ name: 'Jane\u0000' });
    const long = 'x'.repeat(INPUT_LIMITS.textLength + 1);
    expect(parseJsonBody(JSON.stringify({ name: long }))).toEqual({ name: long });
  });
});

describe('syntax and prototype keys', () => {
  it('refuses text that is not JSON, and an empty body', () => {
    expect(refusal('{"a":').message).toBe(JSON_BODY_MESSAGES.invalid);
    expect(refusal('').message).toBe(JSON_BODY_MESSAGES.invalid);
    expect(refusal('   ').message).toBe(JSON_BODY_MESSAGES.invalid);
  });

  it('refuses __proto__ and constructor.prototype keys', () => {
    expect(refusal('{"__proto__":{"admin":true}}').message).toBe(JSON_BODY_MESSAGES.forbiddenKey);
    expect(refusal('{"a":{"constructor":{"prototype":{"admin":true}}}}').message).toBe(JSON_BODY_MESSAGES.forbiddenKey);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('parses ordinary bodies as JSON.parse does', () => {
    const body = { cartId: '12', customerInfo: { name: 'Jane', zip: '59715' }, items: [1, 2.5, null, true] };
    expect(parseJsonBody(JSON.stringify(body))).toEqual(body);
  });
});
