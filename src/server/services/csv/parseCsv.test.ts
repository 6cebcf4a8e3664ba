import { CsvSyntaxError, parseCsv } from './parseCsv';

const fields = (text: string) => parseCsv(text).map((record) => record.fields);

describe('the CSV parser', () => {
  it('splits fields by commas and records by LF, CRLF or a lone CR', () => {
    expect(fields('a,b,c\n1,2,3')).toEqual([['a', 'b', 'c'], ['1', '2', '3']]);
    expect(fields('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(fields('a,b\r1,2\r')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(fields('a,,c,\n,,,')).toEqual([['a', '', 'c', ''], ['', '', '', '']]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(fields('name,venue\n"Rock, Paper","The ""Blue"" Frog"\n"Two\r\nlines",x')).toEqual([
      ['name', 'venue'],
      ['Rock, Paper', 'The "Blue" Frog'],
      ['Two\r\nlines', 'x'],
    ]);
    expect(fields('""\n"",""')).toEqual([['', '']]);
  });

  it('drops the byte order mark Excel writes, and nothing else', () => {
    expect(fields('\uFEFFname,city\nA,B')).toEqual([['name', 'city'], ['A', 'B']]);
    expect(fields('name,\uFEFFcity')).toEqual([['name', '\uFEFFcity']]);
  });

  it('skips blank lines and gives each record the line it starts on', () => {
    const records = parseCsv('h1,h2\r\n\r\n"multi\nline",x\n\nlast,y\n');
    expect(records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 3, fields: ['multi\nline', 'x'] },
      { line: 6, fields: ['last', 'y'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('takes a quote inside an unquoted field literally', () => {
    expect(fields('5" screen,ok')).toEqual([['5" screen', 'ok']]);
  });

  it('refuses a quote left open, and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\n1,"never closed\n2,3')).toThrow(new CsvSyntaxError(2, 'a quote is opened and never closed'));
    expect(() => parseCsv('a\n\n"x"y')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n\n"x"y')).toThrow(/^Line 3: text after a closing quote/);
  });
});
