import { Fragment } from 'react';

/**
 * A member's name and age. The name is isolated (<bdi>): a right-to-left name, or one carrying bidi controls such as
 * U+202E, would otherwise pull ", 36" into its own direction and show it as "63 ,".
 */
export function NameAndAge({ name, age }: { name: string; age: number | null }) {
  return (
    <>
      <bdi>{name}</bdi>
      {age !== null && <span className="fw-normal">, {age}</span>}
    </>
  );
}

/**
 * City, region and country joined by commas. Each part is isolated: the city is the member's own text, and a
 * right-to-left city must not swap places with the names beside it.
 */
export function Place({ parts }: { parts: readonly (string | null | undefined)[] }) {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 && ', '}
        <bdi>{part}</bdi>
      </Fragment>
    ));
}
