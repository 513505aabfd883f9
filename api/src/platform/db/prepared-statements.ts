/**
 * Named prepared statements on each pooled connection (decision 0041). Kysely hands pg the SQL
 * text and its parameters; pg then sends Parse, Bind and Execute, and PostgreSQL parses, analyses
 * and plans the text again on every call. Given a name, pg parses a text once per connection and
 * afterwards sends only Bind and Execute; PostgreSQL keeps the parsed statement and, once a generic
 * plan costs no more than the custom ones, its plan.
 *
 * The shop's statements are a fixed set of texts, but a statement built from a list (an `in` of n
 * values, n rows inserted) has a text per length: a connection names its first `limit` texts and
 * runs any later one unnamed, as before, so a connection's prepared statements stay bounded.
 */
import type { Pool, PoolClient } from 'pg';

/** Texts a connection prepares at most; PostgreSQL keeps each in that connection's memory. */
export const PREPARED_PER_CONNECTION = 256;

type Query = PoolClient['query'];

/** Makes every client `pool` opens prepare the first `limit` distinct texts it runs with parameters. */
export function prepareStatementsPerConnection(pool: Pool, limit = PREPARED_PER_CONNECTION): void {
  pool.on('connect', (client) => {
    const names = new Map<string, string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text !== 'string' || !Array.isArray(values) || rest.length > 0) return query(text, values, ...rest);
      let name = names.get(text);
      if (name === undefined && names.size < limit) {
        name = `s${names.size + 1}`;
        names.set(text, name);
      }
      return name === undefined ? query(text, values) : query({ name, text, values });
    }) as Query;
  });
}
