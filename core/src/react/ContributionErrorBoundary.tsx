import { Component, type ReactNode } from 'react';
import type { Logger } from '../services/logger/logger';

interface Props {
  readonly id: string;
  readonly logger: Logger;
  /** What to show instead of the failed contribution; `retry` renders it again. Default: nothing. */
  readonly renderError?: (retry: () => void) => ReactNode;
  readonly children?: ReactNode;
}

/**
 * One plugin's broken card or modal must not take the page down with it: the failure is logged and
 * that contribution renders nothing, or the slot's error state with a retry.
 */
export class ContributionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.logger.error(`Contribution "${this.props.id}" failed to render`, error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.renderError ? this.props.renderError(this.retry) : null;
  }
}
