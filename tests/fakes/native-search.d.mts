export interface SearchedPage {
  url: string;
  title: string;
  site: string;
  pageAge: string;
  quote?: string;
  claim?: string;
}
export const SEARCHED_PAGES: SearchedPage[];
export function asksNativeSearch(dialect: string, body: unknown): boolean;
export function nativeSearchFrames(dialect: 'openai' | 'google' | 'anthropic', input: { model: string; question: string }): string[];
