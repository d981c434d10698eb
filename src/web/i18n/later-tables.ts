export type Table = { locale: Record<string, object> };

/** The tables of every language beyond the first screen's (i18n/setup.ts). */
export const LATER_TABLES = import.meta.glob<Table>('./resources/*/{reply,screens}.ts');
