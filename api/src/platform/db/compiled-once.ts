/**
 * A statement Kysely builds and compiles once, then runs with each call's values (decision 0044).
 * Building a query (its frozen operation tree) and compiling it to SQL is about a fifth of the API's
 * JavaScript on an order (decision 0042), and a hot statement's text never changes, only its values.
 *
 * `build` is called once, with stand-ins for the values: it must pass each value through untouched
 * (as a value of a column, a comparison or a `sql` template), never look at it (no branch, no method,
 * no arithmetic), since the compiled text is kept for every later call. Each call then sends the
 * kept text with its own values in the stand-ins' places; a value that is undefined is sent as null.
 * A value that would change the text (a list whose length varies, a column left out when undefined)
 * has no place in such a statement: send a list as one JSON value (`jsonb_to_recordset`, decision
 * 0045), and give a statement with a few texts a shape (`compiledOncePerShape`).
 */
import type { Compilable, CompiledQuery, QueryResult, RawBuilder } from 'kysely';
import type { Db } from './index';

const NAME = Symbol('value name');

interface StandIn {
  readonly [NAME]: string;
}

const isStandIn = (parameter: unknown): parameter is StandIn =>
  typeof parameter === 'object' && parameter !== null && NAME in parameter;

/** Answers a function running the statement `build` makes, compiled on its first call. */
export function compiledOnce<Values extends object, Row>(
  build: (db: Db, values: Values) => Compilable<Row> | RawBuilder<Row>,
): (db: Db, values: Values) => Promise<QueryResult<Row>> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, values) => {
    if (!compiled) {
      const standIns = new Proxy({} as Values, {
        get: (_, name) => (typeof name === 'string' ? ({ [NAME]: name } satisfies StandIn) : undefined),
      });
      const statement = build(db, standIns);
      // A `sql` template compiles with the database it would run on; a query builder knows its own.
      compiled = 'isRawBuilder' in statement ? statement.compile(db) : statement.compile();
    }
    const parameters = compiled.parameters.map((parameter) =>
      isStandIn(parameter) ? ((values as Record<string, unknown>)[parameter[NAME]] ?? null) : parameter,
    );
    return db.executeQuery<Row>({ ...compiled, parameters });
  };
}

/**
 * A statement with a few texts, chosen by a shape that is not a value (the owner's column, a CTE
 * written or left out): `build` may look at the shape, never at the values. Each shape is compiled
 * once, on its first call; the shape is named by its JSON, so keep it small and of fixed order.
 */
export function compiledOncePerShape<Shape, Values extends object, Row>(
  build: (db: Db, values: Values, shape: Shape) => Compilable<Row> | RawBuilder<Row>,
): (db: Db, shape: Shape, values: Values) => Promise<QueryResult<Row>> {
  const byShape = new Map<string, (db: Db, values: Values) => Promise<QueryResult<Row>>>();
  return (db, shape, values) => {
    const name = JSON.stringify(shape);
    let run = byShape.get(name);
    if (!run) {
      run = compiledOnce((db: Db, standIns: Values) => build(db, standIns, shape));
      byShape.set(name, run);
    }
    return run(db, values);
  };
}
