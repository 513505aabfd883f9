/** A command typed wrongly (unknown remote, missing argument): printed with its usage, exit code 2. */
import { REMOTES } from '../shop-parts.mjs';

export class UsageError extends Error {
  constructor(message) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The remote named on the command line, checked against topology.json. */
export function remoteArg(name) {
  if (!name) throw new UsageError(`Name a remote: one of ${REMOTES.join(', ')}`);
  if (!REMOTES.includes(name)) throw new UsageError(`Unknown remote "${name}": one of ${REMOTES.join(', ')}`);
  return name;
}

/** A whole number within bounds, from a flag's text. */
export function wholeNumber(text, flag, min, max) {
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`);
  }
  return value;
}
