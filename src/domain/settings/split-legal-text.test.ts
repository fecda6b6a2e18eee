import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_NOTICE, DEFAULT_TERMS } from './default-legal-texts';
import { splitLegalText } from './split-legal-text';

describe('splitLegalText', () => {
  it('reads blocks separated by blank lines, a short first line as the heading', () => {
    expect(splitLegalText('Who we are\nA small firm.\n\nWe keep your name.\nAnd your phone.')).toEqual([
      { heading: 'Who we are', paragraphs: ['A small firm.'] },
      { heading: null, paragraphs: ['We keep your name.', 'And your phone.'] },
    ]);
  });

  it('treats a lone line, or a first line ending in a full stop, as text', () => {
    expect(splitLegalText('Just one line')).toEqual([{ heading: null, paragraphs: ['Just one line'] }]);
    expect(splitLegalText('Read this.\nThen this.')).toEqual([{ heading: null, paragraphs: ['Read this.', 'Then this.'] }]);
  });

  it('ignores extra blank lines and Windows line ends, and gives nothing for blank text', () => {
    expect(splitLegalText('\r\n\r\nTerms\r\nBe kind.\r\n\r\n\r\n')).toEqual([{ heading: 'Terms', paragraphs: ['Be kind.'] }]);
    expect(splitLegalText('   ')).toEqual([]);
  });

  it('gives the default texts a heading on every block', () => {
    for (const text of [DEFAULT_PRIVACY_NOTICE, DEFAULT_TERMS]) {
      const sections = splitLegalText(text);
      expect(sections.length).toBeGreaterThan(3);
      expect(sections.every((section) => section.heading !== null)).toBe(true);
    }
  });
});
