/**
 * The API's JSON body parser (issue 13). Before a handler sees a body it is:
 * - at most INPUT_LIMITS.jsonBodyBytes long (Fastify's bodyLimit; 413 otherwise),
 * - nested at most INPUT_LIMITS.jsonDepth deep (counted on the text, before parsing, so a body of
 *   thousands of brackets costs one linear scan and never reaches a recursive walker),
 * - parsed by secure-json-parse (Fastify's own parser: `__proto__` and `constructor.prototype`
 *   keys refused).
 * A body failing any of these is answered 400. What a field holds (NUL, a text over
 * INPUT_LIMITS.textLength, an array where text belongs) is validate()'s business, so that the
 * answer lists it with the body's other field errors, as the form shows them; whatever reaches
 * the database anyway is a 400 of the error handler.
 */
import secureJson from 'secure-json-parse';
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';
import { badRequest } from '../http-errors';

export interface JsonBodyLimits {
  depth: number;
}

export const DEFAULT_JSON_BODY_LIMITS: JsonBodyLimits = { depth: INPUT_LIMITS.jsonDepth };

export const JSON_BODY_MESSAGES = {
  invalid: 'The request body is not valid JSON',
  tooDeep: (depth: number) => `The request body is nested too deeply (at most ${depth} levels)`,
  forbiddenKey: 'The request body has a forbidden property name',
} as const;

const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;
const QUOTE = 34;
const BACKSLASH = 92;

/** True when arrays/objects in `text` nest deeper than `max` (brackets inside strings do not count). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  // A text shorter than 2 * (max + 1) characters cannot hold max + 1 open/close pairs.
  if (text.length <= 2 * max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** Parses a JSON request body within the limits; throws the 400 answer otherwise. */
export function parseJsonBody(text: string, limits: JsonBodyLimits = DEFAULT_JSON_BODY_LIMITS): unknown {
  if (text.trim() === '') throw badRequest(JSON_BODY_MESSAGES.invalid);
  if (jsonNestsDeeperThan(text, limits.depth)) throw badRequest(JSON_BODY_MESSAGES.tooDeep(limits.depth));
  let parsed: unknown;
  try {
    parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    if (error instanceof SyntaxError && /prototype|constructor/i.test(error.message)) {
      throw badRequest(JSON_BODY_MESSAGES.forbiddenKey);
    }
    throw badRequest(JSON_BODY_MESSAGES.invalid);
  }
  return parsed;
}
