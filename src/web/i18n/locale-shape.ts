/** The shape every translation must have: the English resources with every leaf a string.
 * A language typed with it fails to compile when it misses a key. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

/** For languages still being translated: missing keys fall back to English at run time. */
export type PartialLocale<T> = { [K in keyof T]?: T[K] extends string ? string : PartialLocale<T[K]> };
