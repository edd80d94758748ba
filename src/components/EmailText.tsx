import { Fragment } from 'react';

/**
 * An e-mail address that, when its column is narrow, wraps before the '@' and the dots ('joana.silva' /
 * '@salao' / '.com.br') instead of mid-word; the whole address stays in the title for a hover or long-press.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={`email-text ${className ?? ''}`} title={email}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
