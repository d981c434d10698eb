import styles from './CitationMark.module.css';

interface CitationMarkProps {
  n: number;
  /** What the mark opens, for those who do not see the number's place. */
  label: string;
  /** What it cites could not be checked (a web source not found on its page, or not there at all). */
  unverified?: boolean;
  /** The id of what it opens, when that is on the page. */
  controls?: string;
  onOpen: () => void;
}

/** A citation mark in an answer's text ("[1]" drawn as a small button) that opens what it cites: a
 * web source in the answer's sources, or a passage of the user's documents. */
export function CitationMark({ n, label, unverified = false, controls, onOpen }: CitationMarkProps) {
  return (
    <button
      type="button"
      className={`${styles.mark} ${unverified ? styles.unverified : ''}`}
      aria-label={label}
      title={label}
      aria-controls={controls}
      onClick={onOpen}
    >
      {n}
    </button>
  );
}
