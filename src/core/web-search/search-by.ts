// Who searches a chat's answer when its web search is on. The model's own search is used where
// the chat chose it and the model has one, or where the model has one and the app has no search
// service to offer; otherwise the app searches (and says so when it has no service either).

import type { WebSearchBy } from '../constants/web-search';

export function searchBy(chosen: WebSearchBy | undefined, modelSearches: boolean, appSearches: boolean): WebSearchBy {
  if (!modelSearches) return 'app';
  return chosen === 'model' || !appSearches ? 'model' : 'app';
}
