import { describe, expect, it } from 'vitest';
import { VISITOR_NAME_ATTRIBUTE, withoutVisitorName } from './visitor-name';

const marked = `${VISITOR_NAME_ATTRIBUTE}=""`;

describe('withoutVisitorName', () => {
  it('takes out each marked element with everything in it', () => {
    const html = `<div class="panel"><p class="greeting" ${marked}><strong>Hi <bdi>Sam</bdi>!</strong> <!-- -->Boots by the door.</p><h2>Buffalo</h2></div>`;
    expect(withoutVisitorName(html)).toBe('<div class="panel"><h2>Buffalo</h2></div>');
  });

  it('finds the end at the same depth, past elements of the same name inside', () => {
    const html = `<main><div ${marked}><div>Sam</div><div><div>again Sam</div></div></div><div>kept</div></main>`;
    expect(withoutVisitorName(html)).toBe('<main><div>kept</div></main>');
  });

  it('takes out several, and a marked element with no end tag by itself', () => {
    const html = `<p ${marked}>Sam</p><p>middle</p><input ${marked} value="Sam"><span ${marked} />end`;
    expect(withoutVisitorName(html)).toBe('<p>middle</p>end');
  });

  it('reads the attribute’s name only, never a value or text that spells it', () => {
    const html = `<p title="x ${VISITOR_NAME_ATTRIBUTE} y">${VISITOR_NAME_ATTRIBUTE}</p><p data-visitor-names="">Sam</p>`;
    expect(withoutVisitorName(html)).toBe(html);
    expect(withoutVisitorName(`<P DATA-VISITOR-NAME>Sam</P>ok`)).toBe('ok');
  });

  it('gives nothing when a marked element never ends', () => {
    expect(withoutVisitorName(`<p ${marked}><strong>Sam</strong>`)).toBeUndefined();
  });

  it('leaves markup without marks as it is', () => {
    const html = '<!doctype html><html><body><p class="x">a &lt; b</p></body></html>';
    expect(withoutVisitorName(html)).toBe(html);
  });
});
