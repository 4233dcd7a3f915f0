import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** Names what failed in the log line. */
  what: string;
  children: ReactNode;
}

/** Renders `fallback` instead of children that threw while rendering, so one failure stays in its own slot. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.what} failed to render`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
