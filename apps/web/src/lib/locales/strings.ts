/** The shape of a translation: the English texts' keys, any string as each value. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
