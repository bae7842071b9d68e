/**
 * The shape every language's catalog must have: the English catalog is the model, and a
 * catalog for another language that misses a message, or whose message takes other
 * parameters, does not compile. Messages are strings or functions of named parameters.
 */
export type Catalog<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends string ? string : Catalog<T[K]>;
};
