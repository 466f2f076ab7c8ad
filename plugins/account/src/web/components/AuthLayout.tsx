import type { FormEvent, ReactNode } from 'react';
import { themeColor } from '@portal/core';
import styled from 'styled-components';

const Card = styled.section`
  max-width: 28rem;
  margin: 2rem auto;
  padding: 1.5rem;
  border-radius: 8px;
  background: ${themeColor('surface')};
  color: ${themeColor('text')};
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: 1.6em;
  }
  p {
    margin: 0;
  }
  a {
    color: ${themeColor('primary')};
  }
  a:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export interface AuthLayoutProps {
  readonly title: string;
  readonly intro?: ReactNode;
  /** Notices and errors, shown above the form. */
  readonly messages?: ReactNode;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
  /** Links below the form (forgot password, sign up, ...). */
  readonly footer?: ReactNode;
}

/**
 * The frame of every account screen: a titled card with one form. noValidate, because the browser's
 * own bubbles are not translated and vanish; our messages stay next to the field.
 */
export function AuthLayout({ title, intro, messages, onSubmit, children, footer }: AuthLayoutProps) {
  const headingId = 'account-heading';
  return (
    <Card aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {intro && <p>{intro}</p>}
      {messages}
      <Form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </Form>
      {footer}
    </Card>
  );
}
