import { SecondaryButton, MutedText, VisuallyHidden, ButtonRow, focusRing } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface StoryPage {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

const Dots = styled.ol`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Dot = styled.button<{ $current: boolean }>`
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ $current, theme }) => ($current ? theme.colors.primary : theme.colors.background)};
  cursor: pointer;
  padding: 0;
  ${focusRing}
`;

const PageHeading = styled.h3`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/**
 * A short story of pages: one page shown at a time, previous/next buttons, the arrow keys anywhere in
 * the story, and progress dots that are labelled buttons ("Sivu 3/9: Kuukauden vinkki") with the
 * current one marked aria-current. On a page change focus moves to the new page's heading, so a screen
 * reader reads the page that appeared; the first render leaves focus where it is.
 */
export function InsightStory({ label, pages }: { readonly label: string; readonly pages: readonly StoryPage[] }) {
  const { t } = useTranslation('monthly-insights');
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const total = pages.length;
  const page = pages[Math.min(index, total - 1)]!;

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    moved.current = true;
    setIndex(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-label={label} onKeyDown={onKeyDown} data-testid="insight-story">
      <PageHeading ref={heading} tabIndex={-1}>
        {page.title}
        <VisuallyHidden> ({t('story.position', { n: index + 1, total })})</VisuallyHidden>
      </PageHeading>
      <div>{page.content}</div>
      <ButtonRow>
        <SecondaryButton type="button" onClick={() => go(index - 1)} disabled={index === 0}>
          {t('story.previous')}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => go(index + 1)} disabled={index === total - 1}>
          {t('story.next')}
        </SecondaryButton>
      </ButtonRow>
      <nav aria-label={t('story.progress')}>
        <Dots>
          {pages.map((p, i) => (
            <li key={p.id}>
              <Dot
                type="button"
                $current={i === index}
                aria-current={i === index ? 'step' : undefined}
                aria-label={t('story.dot', { n: i + 1, total, title: p.title })}
                onClick={() => go(i)}
              />
            </li>
          ))}
        </Dots>
      </nav>
      <MutedText>{t('story.keyboardHint')}</MutedText>
    </section>
  );
}
