import { LogoIcon } from '../components/icons/shell';

/** The same screen index.html shows before any script runs (its styles live there), kept up
 * while the stores load so the first thing drawn after it is the real app. Its label waits for
 * the first screen's strings, like everything else. */
export function LoadingScreen({ label }: { label?: string }) {
  return (
    <div id="loading" role="status" aria-label={label}>
      <LogoIcon width={56} height={56} />
      <div className="dots">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
