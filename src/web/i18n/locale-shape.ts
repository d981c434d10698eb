/** The plural forms English never needs but other languages do (Russian "few", Arabic "two" …):
 * allowed beside every `<key>_other`, and required where the language's plural rules use them
 * (i18n/completeness.test.ts). */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;
type PluralExtras<T> = { [K in PluralBase<keyof T & string> as `${K}_${'zero' | 'two' | 'few' | 'many'}`]?: string };

/** The shape every translation must have: the English resources with every leaf a string.
 * A language typed with it fails to compile when it misses a key. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> } & PluralExtras<T>;

