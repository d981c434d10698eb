import type { SnippetPart } from '../../../core/search/snippet';

/** The text of a result with its matches marked, built as elements: nothing in a message can
 * become markup. */
export function Snippet({ parts, className }: { parts: readonly SnippetPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </span>
  );
}
