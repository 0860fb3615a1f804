import { describe, expect, it } from 'vitest';
import { PLACE_NAME_ATTRIBUTE, placeNameIn } from './place-name';

describe('placeNameIn (docs/product/home-screen.md#with-no-signal)', () => {
  it('reads the marked element’s text, its tags left out and its escapes undone', () => {
    const html = `<div><h2 class="place" data-testid="place-name" ${PLACE_NAME_ATTRIBUTE}=""><bdi>Saint-Jean &amp; Co, Qu&#233;bec &lt;b&gt;</bdi></h2><p>later</p></div>`;
    expect(placeNameIn(html)).toBe('Saint-Jean & Co, Québec <b>');
  });

  it('finds nothing in markup without the mark, or with an empty one', () => {
    expect(placeNameIn('<h2 class="place"><bdi>Buffalo</bdi></h2>')).toBeUndefined();
    expect(placeNameIn(`<h2 ${PLACE_NAME_ATTRIBUTE}=""><bdi> </bdi></h2>`)).toBeUndefined();
    expect(placeNameIn(`<h2 ${PLACE_NAME_ATTRIBUTE}=""><bdi>Buffalo`)).toBeUndefined();
  });

  it('is not fooled by an attribute that merely starts the same', () => {
    expect(
      placeNameIn(`<p ${PLACE_NAME_ATTRIBUTE}-note="">x</p><h2 ${PLACE_NAME_ATTRIBUTE}>Oslo</h2>`),
    ).toBe('Oslo');
  });
});
