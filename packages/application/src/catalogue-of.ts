/**
 * The type a translation of an English text object must have: the same keys, every string any
 * string, every message function the same parameters. It is derived from the English object (declared
 * `as const`) rather than written beside it, so the English catalogue is the contract and a second
 * language that misses or misnames a message fails to compile.
 */
export type CatalogueOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : CatalogueOf<T[K]>;
};
