/**
 * Ends the current task: what follows the `await` runs in a new one, so the browser can paint and
 * answer input in between. The shell's start is several pieces of main-thread work (session,
 * header and footer, the route table, the route owner's code); run back to back they were one task
 * of 30–90 ms, which a phone (4x slower) turns into a few hundred milliseconds of blocked input
 * (decision 0019). `scheduler.yield()` keeps the continuation ahead of other queued tasks where the
 * browser has it; elsewhere a zero timeout ends the task the same way.
 */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
