import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withStrings } from '../i18n/setup';

interface PageProps {
  error: Error;
  componentStack: string;
}

/** What went wrong, with a reload as its one action: shown while the error page loads, and instead
 * of it when its code cannot load (the network is gone, a new version replaced the files), when
 * reporting and clearing need code that is not here either. */
function PlainErrorPage({ error }: PageProps) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert">
      <h1>{t('errorBoundary.title')}</h1>
      <p>{error.message}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('errorBoundary.reload')}
      </button>
    </div>
  );
}

/** The error page is needed only after a failure: no first screen carries its code or its words. */
const ErrorPage = lazy(() =>
  withStrings(import('./ErrorPage'), 'dialogs').then(
    (m) => ({ default: m.ErrorPage }),
    () => ({ default: PlainErrorPage }),
  ),
);

interface State {
  error: Error | null;
  componentStack: string;
}

/** Catches render errors anywhere below it and shows the error page instead. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, componentStack: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error);
    this.setState({ componentStack: info.componentStack ?? '' });
  }

  override render() {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={<PlainErrorPage error={error} componentStack={componentStack} />}>
        <ErrorPage error={error} componentStack={componentStack} />
      </Suspense>
    );
  }
}
