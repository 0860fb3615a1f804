import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';

interface Props {
  /** Rendered instead of the section when it fails; `retry` clears the error. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

const log = (error: unknown, info: ErrorInfo) =>
  console.error('Section failed to load or render', error, info.componentStack);

/**
 * Contains a remote's failure (load or render) inside its own section
 * (docs/product/composition.md#containment): the chrome, the language picker and the other sections
 * keep working.
 */
export function SectionErrorBoundary({ fallback, onRetry, children }: Props) {
  return (
    <ErrorBoundary
      onError={log}
      fallback={(_error, reset) =>
        fallback(() => {
          onRetry();
          reset();
        })
      }
    >
      {children}
    </ErrorBoundary>
  );
}
