/**
 * A part loaded on first use and shared by every later use, unless loading
 * it failed: a chunk that did not arrive (a dropped connection, a new
 * deployment) is tried again by the next use instead of failing for ever.
 */
export interface LoadedOnce<T> {
  get(): Promise<T>;
  /** True while a load is under way or has succeeded. */
  readonly asked: boolean;
}

export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let loading: Promise<T> | undefined;
  return {
    get() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
    get asked() {
      return loading !== undefined;
    },
  };
}
