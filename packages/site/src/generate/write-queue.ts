import pLimit from 'p-limit';

/**
 * A bounded queue of filesystem operations. Writes run while the next files are made;
 * the producer waits only when too many are unfinished, and resumes once they are
 * fewer again. As many run at once as may be unfinished: the disk filesystem sends
 * them to its writer thread in batches, and a body that waited for a turn here would
 * live long enough to be promoted to the old generation, which made garbage
 * collection a quarter of a build.
 */
export function createWriteQueue(concurrency = 2048) {
  const [high, low] = [concurrency, concurrency / 2];
  const limit = pLimit(concurrency);
  let queued = 0;
  let failure: unknown;
  let resume: (() => void) | undefined;
  const drain = async (below: number) => {
    while (queued > below && failure === undefined) await new Promise<void>((resolve) => (resume = resolve));
    resume = undefined;
    if (failure !== undefined) throw failure;
  };
  return {
    enqueue(task: () => Promise<void>) {
      queued++;
      limit(task).then(
        () => {
          queued--;
          if (resume && queued <= low) resume();
        },
        (error: unknown) => {
          queued--;
          failure ??= error;
          resume?.();
        },
      );
    },
    /** Waits while the queue is full. */
    backOff: () => (queued > high ? drain(low) : Promise.resolve()),
    /** Waits for every operation; throws the first failure. */
    finish: () => drain(0),
  };
}

/** A queue made by {@link createWriteQueue}. */
export type WriteQueue = ReturnType<typeof createWriteQueue>;
