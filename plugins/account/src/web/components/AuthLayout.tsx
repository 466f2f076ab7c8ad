import { Card, ErrorSummary, PrimaryButton, Stack } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AccountScreen } from '../hooks/useAccountScreen';
import type { AccountFieldName } from '../model/accountFields';
import type { AccountFlowState } from '../model/flowState';
import { AccountFields } from './AccountFields';
import { FailureText } from './FailureText';
import { NoticeText } from './NoticeText';

export interface AuthLink {
  readonly to: string;
  readonly label: string;
  /** Text before the link on the same line ("No account yet?"). */
  readonly lead?: string;
  /** History state for the target (the address typed so far). */
  readonly state?: AccountFlowState;
}

export interface AuthLayoutProps<Name extends AccountFieldName> {
  /**
   * The screen: its texts, the notice the previous screen handed over, its fields (drawn in order, their
   * problems listed at the top as a GOV.UK error summary) and its auth call (a failure is explained
   * above the form, and the submit waits for it).
   */
  readonly screen: AccountScreen<Name>;
  /** Replaces the screen's own intro text (e.g. one that names the address). */
  readonly intro?: string | null;
  /** Leaves the fields out (a screen that only leads elsewhere). */
  readonly withoutFields?: boolean;
  /** Other notices, shown with the failure. */
  readonly messages?: ReactNode;
  /** Read-only facts above the fields (the address on the forced reset). */
  readonly before?: ReactNode;
  /** Replaces the screen's submit text. */
  readonly submitLabel?: string;
  readonly onSubmit: () => unknown;
  /** Links below the form (forgot password, sign up, ...), each on its own line after its lead-in text. */
  readonly links?: readonly AuthLink[];
  /** Anything else below the form (a "send a new code" button). */
  readonly footer?: ReactNode;
}

// Layout only: the account card stands alone in a narrow column; its look is the kit's card.
const Column = styled.div`
  max-width: 28rem;
  margin: 2rem auto;
`;

/**
 * The frame of every account screen: the kit's card with the page's h1, the notices, an error
 * summary, one form of the kit's fields and its submit button. noValidate, because the browser's own
 * bubbles are not translated and vanish; our messages stay next to the field.
 */
export function AuthLayout<Name extends AccountFieldName>(props: AuthLayoutProps<Name>) {
  const { t } = useTranslation('account');
  const { key, request, flow } = props.screen;
  const form = props.withoutFields ? undefined : props.screen.form;
  const title = t(`${key}.title`);
  const intro = props.intro === undefined ? t(`${key}.intro`, { defaultValue: '' }) : props.intro;
  return (
    <Column>
      <Card title={title} headingLevel={1}>
        {intro && <p>{intro}</p>}
        <NoticeText notice={flow.notice} />
        <FailureText failure={request.failure} alertRef={request.alertRef} />
        {props.messages}
        <ErrorSummary problems={form?.errors.problems ?? []} />
        <form
          noValidate
          aria-label={title}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void props.onSubmit();
          }}
        >
          <Stack>
            {props.before}
            {form && <AccountFields form={form} />}
            <div>
              <PrimaryButton type="submit" aria-disabled={request.running || undefined}>
                {props.submitLabel ?? t(request.running ? `${key}.submitting` : `${key}.submit`)}
              </PrimaryButton>
            </div>
          </Stack>
        </form>
        {(props.links || props.footer) && (
          <Stack $gap="0.5rem">
            {props.links?.map((link) => (
              <p key={link.to}>
                {link.lead && `${link.lead} `}
                <Link to={link.to} state={link.state}>
                  {link.label}
                </Link>
              </p>
            ))}
            {props.footer}
          </Stack>
        )}
      </Card>
    </Column>
  );
}
