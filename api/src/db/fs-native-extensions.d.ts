// fs-native-extensions ships no types; these are the calls the data directory lock uses.
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on the open file `fd`; false when another open file description holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
