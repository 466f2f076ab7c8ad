import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CORE_MODALS, LoggerRef, useModal, useService, useTranslation, type Logger, type ModalService } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

interface BoundaryProps {
  readonly modals: ModalService;
  readonly logger: Logger;
  readonly fallback: (retry: () => void) => ReactNode;
  /** A new key (e.g. the path) clears the error, so navigating away recovers. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

class ErrorBoundaryCore extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedAt: this.props.resetKey });
    this.props.logger.error('A page crashed', { error, componentStack: info.componentStack });
    // requirements §8 general error modal: the user hears about it even if the failed part was small.
    this.props.modals.open(CORE_MODALS.generalError);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  override render(): ReactNode {
    if (this.state.failedAt !== null) return this.props.fallback(() => this.setState({ failedAt: null }));
    return this.props.children;
  }
}

/** Catches render errors of plugin pages: the shell (header, menu) stays usable. */
export function ShellErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const modals = useModal();
  const logger = useService(LoggerRef);
  return (
    <ErrorBoundaryCore
      modals={modals}
      logger={logger}
      resetKey={resetKey}
      fallback={(retry) => (
        <section role="alert">
          <h1>{t('error.title')}</h1>
          <p>{t('error.body')}</p>
          <button type="button" onClick={retry}>
            {t('error.retry')}
          </button>
        </section>
      )}
    >
      {children}
    </ErrorBoundaryCore>
  );
}
