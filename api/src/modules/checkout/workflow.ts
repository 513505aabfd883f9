/**
 * A workflow of named steps, each with its undo (the shape of Medusa's workflows, written small
 * because our steps share one database transaction and need no durable execution engine).
 *
 * A step says how it is taken back when a later step fails:
 * - 'rollback': its writes are in the workflow's database transaction, whose rollback takes
 *   them back with everything else;
 * - 'nothing': it only reads or checks;
 * - a function: the compensation of a side effect outside the database (a payment), run with the
 *   step's input and what it answered. Compensations run last step first, after the transaction has failed (the
 *   commit included); a failing compensation is logged and the others still run.
 */
import type { FastifyBaseLogger } from 'fastify';

export type Compensation<In, Out> = (done: { input: In; output: Out; cause: unknown }) => Promise<void>;

export type Undo<In, Out> = 'rollback' | 'nothing' | Compensation<In, Out>;

export interface Step<In, Out> {
  name: string;
  invoke(input: In): Promise<Out>;
  undo: Undo<In, Out>;
}

export function step<In, Out>(name: string, invoke: (input: In) => Promise<Out>, undo: Undo<In, Out>): Step<In, Out> {
  return { name, invoke, undo };
}

/** Runs steps in order and remembers the compensations of those that completed. */
export class StepRunner {
  private readonly compensations: Array<{ name: string; run: (cause: unknown) => Promise<void> }> = [];

  async run<In, Out>(step: Step<In, Out>, input: In): Promise<Out> {
    const output = await step.invoke(input);
    const { undo } = step;
    if (typeof undo === 'function') {
      this.compensations.push({ name: step.name, run: (cause) => undo({ input, output, cause }) });
    }
    return output;
  }

  async compensate(cause: unknown, log: FastifyBaseLogger): Promise<void> {
    for (const { name, run } of [...this.compensations].reverse()) {
      await run(cause).catch((error: unknown) => log.error({ err: error, step: name }, 'undo of a step failed'));
    }
  }
}

/** Runs `body` with a step runner; when it throws, the completed steps are undone, then it rethrows. */
export async function runWorkflow<T>(log: FastifyBaseLogger, body: (steps: StepRunner) => Promise<T>): Promise<T> {
  const steps = new StepRunner();
  try {
    return await body(steps);
  } catch (error) {
    await steps.compensate(error, log);
    throw error;
  }
}
