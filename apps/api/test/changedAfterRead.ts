/**
 * A copy of `repository` whose `read` lets someone else change the data right after its first call, between the
 * service's first check and its write: the tests of state checks made under the write's locks. Later calls (the one
 * under the lock) read the change already made.
 */
export function changedAfterRead<Repository extends object>(
  repository: Repository,
  read: keyof Repository,
  change: () => Promise<unknown>,
): Repository {
  const reading = repository[read] as (...args: unknown[]) => Promise<unknown>;
  let changed = false;
  return {
    ...repository,
    [read]: async (...args: unknown[]) => {
      const result = await reading(...args);
      if (!changed) {
        changed = true;
        await change();
      }
      return result;
    },
  };
}
