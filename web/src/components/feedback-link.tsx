import type { ReactNode } from 'react';

const FEEDBACK_EMAIL = 'feedback@leafwise.example';

type FeedbackLinkProps = { children?: ReactNode };

/** A mailto link to the feedback inbox; shows the address itself unless given other text. */
export function FeedbackLink({ children = FEEDBACK_EMAIL }: FeedbackLinkProps) {
  return <a href={`mailto:${FEEDBACK_EMAIL}?subject=Leafwise%20feedback`}>{children}</a>;
}
