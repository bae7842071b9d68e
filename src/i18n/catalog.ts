/**
 * The shape every language's catalog must have: the English catalog is the model, and a
 * catalog for another language that misses a message, or whose message takes other
 * parameters, does not compile. Messages are strings or functions of named parameters.
 */
export type Catalog<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends string ? string : Catalog<T[K]>;
};

/**
 * How to move a card, told one way to a finger ("tap", "hold") and another to a mouse ("click",
 * "drag"): a message of this shape is the only place a catalog may say tap or click
 * (tests/i18n/touch-words.test.ts), and the page shows the one that fits the screen (ForDevice).
 */
export interface DeviceWords {
  readonly touch: string;
  readonly pointer: string;
}
