import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsvLine } from './escape-csv-cell';

describe('escapeCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+44 7700 900123', `"'+44 7700 900123"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a formula trigger at the start: %s', (input, expected) => {
    expect(escapeCsvCell(input)).toBe(expected);
  });

  it('leaves a trigger that is not the first character alone', () => {
    expect(escapeCsvCell('Tap = leaking')).toBe('"Tap = leaking"');
  });

  it('doubles quotes and keeps commas and line breaks inside the cell', () => {
    expect(escapeCsvCell('Fix "the" tap,\nthen shelves')).toBe('"Fix ""the"" tap,\nthen shelves"');
  });

  it('writes numbers plainly and empty values as nothing', () => {
    expect([escapeCsvCell(123.45), escapeCsvCell(0), escapeCsvCell(null), escapeCsvCell(undefined), escapeCsvCell('')]).toEqual([
      '123.45',
      '0',
      '',
      '',
      '""',
    ]);
  });

  it('writes a number that is not finite as empty', () => {
    expect(escapeCsvCell(Number.NaN)).toBe('');
  });
});

describe('toCsvLine', () => {
  it('joins the cells with commas and ends the record with CRLF', () => {
    expect(toCsvLine(['Sarah', 12, null, '=1+1'])).toBe(`"Sarah",12,,"'=1+1"\r\n`);
  });
});
