/**
 * Orders first (decision 0056). An API process is one thread: at a drop, a checkout shares it with
 * the crowd's newcomers and waits behind all of them, and that crowd is largest exactly while the
 * pieces are being paid for. So while this process has an order under way, a visit's first steps
 * (a new guest, an add to a cart) wait for the orders to finish before they run.
 *
 * - A waiting request holds no database connection and costs nothing but its place in the line.
 * - It waits at most `ORDERS_FIRST_MAX_WAIT_MS`: a steady flow of orders never shuts newcomers out.
 * - An order waiting on a service across the network (the payment gateway, a tax service) needs no
 *   CPU meanwhile: the adapters that call out run their request as `whileOrderWaits`, and the order
 *   stops counting as under way until the answer comes, so a slow gateway holds no newcomer up.
 *   The embedded providers answer in the process, and their orders count throughout.
 */
import type { onRequestAsyncHookHandler } from 'fastify';

/** The longest a newcomer waits for the orders under way. */
export const ORDERS_FIRST_MAX_WAIT_MS = 2000;

let underWay = 0;
/** The waiting newcomers' resumes; a newcomer whose wait ran out has left the set. */
const waiters = new Set<() => void>();

function releaseWaiters(): void {
  for (const resume of waiters) resume();
}

function orderLeaves(): void {
  underWay -= 1;
  if (underWay <= 0) releaseWaiters();
}

/** Runs `work` as an order under way: newcomers wait until it is done. */
export async function asOrderUnderWay<T>(work: () => Promise<T>): Promise<T> {
  underWay += 1;
  try {
    return await work();
  } finally {
    orderLeaves();
  }
}

/**
 * Runs `wait`, a request across the network, as time in which the orders under way need no CPU:
 * newcomers may run until it is answered. Outside any order it only runs `wait`. (The count is per
 * process: another request's call out while an order is under way lets newcomers run early too.)
 */
export async function whileOrderWaits<T>(wait: () => Promise<T>): Promise<T> {
  if (underWay <= 0) return wait();
  orderLeaves();
  try {
    return await wait();
  } finally {
    underWay += 1;
  }
}

/** Resolves once no order is under way in this process, or after `maxWaitMs`; undefined when none is. */
export function ordersDone(maxWaitMs: number = ORDERS_FIRST_MAX_WAIT_MS): Promise<void> | undefined {
  if (underWay <= 0) return undefined;
  return new Promise((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      waiters.delete(resume);
      resolve();
    };
    const timer = setTimeout(resume, maxWaitMs);
    waiters.add(resume);
  });
}

/** A newcomer's route hook: it waits for the orders under way. */
export const afterOrdersUnderWay: onRequestAsyncHookHandler = async () => {
  await ordersDone();
};
