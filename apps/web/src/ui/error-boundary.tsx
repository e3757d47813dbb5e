import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** What to render instead of the children once one of them has thrown. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
};

type ErrorBoundaryState = { caught: { error: unknown } | null };

/** React still needs a class for this. `reset` renders the children again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  reset = () => this.setState({ caught: null });

  override render() {
    const { caught } = this.state;
    return caught ? this.props.fallback(caught.error, this.reset) : this.props.children;
  }
}
