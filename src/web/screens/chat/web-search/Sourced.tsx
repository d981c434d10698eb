import { lazy, Suspense, type ReactNode } from 'react';
import type { MessageSource } from '../../../../core/schemas/message-source';
import { withStrings } from '../../../i18n/setup';

/** Its code and words load with the first answer that has sources. */
const SourcedAnswer = lazy(() => withStrings(import('./SourcedAnswer'), 'webSearch').then((module) => ({ default: module.SourcedAnswer })));

/** An answer's body, with its citations and sources once it has any (a searched answer, finished). */
export function Sourced({ sources, children }: { sources: MessageSource[] | undefined; children: ReactNode }) {
  if (!sources || sources.length === 0) return children;
  return (
    <Suspense fallback={children}>
      <SourcedAnswer sources={sources}>{children}</SourcedAnswer>
    </Suspense>
  );
}
