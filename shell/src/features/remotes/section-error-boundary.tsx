import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the section when it fails; `retry` clears the error. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Contains a remote's failure (load or render) inside its own section (DECISIONS 8): the
 * chrome, the language picker and the other sections keep working.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Section failed') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Section failed to load or render', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ error: undefined });
  };

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.retry);
  }
}
