import { Component, type ReactNode } from 'react';
import type { Logger } from '../services/logger/logger';

interface Props {
  readonly id: string;
  readonly logger: Logger;
  readonly children?: ReactNode;
}

/**
 * One plugin's broken card or modal must not take the page down with it: the failure is logged and
 * that contribution renders nothing.
 */
export class ContributionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.logger.error(`Contribution "${this.props.id}" failed to render`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
