import { Fragment } from 'react';

/**
 * A long token (an e-mail address, an action's key) with places it may wrap: after each dot and before the @, so
 * `operator.signed_in` wraps as `operator.` / `signed_in` rather than mid-word when its column is narrow.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=\.)|(?=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
