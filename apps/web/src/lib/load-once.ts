/**
 * A fetch made once and shared by every caller; after a failure the next call tries again (a lost
 * connection must not leave the page without the part for good).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
