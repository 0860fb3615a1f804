import { Fragment } from 'react';

/** Stands in for the visitor's text in a translated sentence, to find where it goes. */
const SLOT = '\uE000';

/**
 * A translated sentence with visitor text (a name, a place) inside, the visitor text isolated
 * in `<bdi>` so that right-to-left characters or an override in it cannot reorder the rest of
 * the line. Everything is rendered as text.
 */
export function BdiText({
  sentence,
  value,
}: {
  sentence: (slot: string) => string;
  value: string;
}) {
  const [before = '', ...rest] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      {rest.map((after, index) => (
        <Fragment key={index}>
          <bdi>{value}</bdi>
          {after}
        </Fragment>
      ))}
    </>
  );
}
