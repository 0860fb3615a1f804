import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '../language/language-store';
import { WordBreaks } from './word-breaks';
import { WORD_BREAK_HTML, wordPieces } from './word-pieces';

// Set before each render: the component reads the language the page shows.
const show = (language: 'en' | 'zh') => languageStore().setState({ language });

describe('WordBreaks', () => {
  it('marks the breaks between Chinese words on a Chinese page, the text unchanged', () => {
    show('zh');
    const text = '冬季往往会下大雪，乡村道路各不相同。';
    const { container } = render(
      <p>
        <WordBreaks text={text} />
      </p>,
    );
    expect(container).toHaveTextContent(text);
    expect(container.querySelectorAll('wbr')).toHaveLength(wordPieces(text, 'zh').length - 1);
    expect(container.querySelectorAll('wbr').length).toBeGreaterThan(2);
    // A name read from it has no space where a break may fall.
    expect(container.querySelectorAll('wbr:not([aria-hidden="true"])')).toHaveLength(0);
    expect(container.innerHTML).toContain(WORD_BREAK_HTML);
    // One element around the pieces: in a flex container the text stays one item.
    expect(container.querySelector('p')?.children).toHaveLength(1);
    expect(container.querySelector('p > span > wbr')).not.toBeNull();
  });

  it('leaves a text whole on other pages', () => {
    show('en');
    const { container } = render(
      <p>
        <WordBreaks text="冬季往往会下大雪" />
      </p>,
    );
    expect(container.querySelector('wbr')).toBeNull();
    expect(container).toHaveTextContent('冬季往往会下大雪');
  });
});
