import { headerProblem } from './mailLimits';

const check = (header: string) => headerProblem(Buffer.from(`${header}\r\n\r\nbody\r\n`, 'utf8'), { singleFields: true });

describe('headerProblem: a header block read one way', () => {
  it.each([
    ['fields folded on a space and a tab', 'From: a@b.example\r\nSubject: one\r\n two\r\n\tthree'],
    ['UTF-8 in a value', 'From: Zoë <a@b.example>\r\nSubject: ✨ tickets'],
    ['an empty value', 'From: a@b.example\r\nX-MS-Has-Attach:'],
    ['line feeds only', 'From: a@b.example\nSubject: one\n two'],
  ])('passes %s', (_name, header) => {
    expect(check(header)).toBeNull();
  });

  it('passes a message that is all header, its last line ended', () => {
    expect(headerProblem(Buffer.from('From: a@b.example\r\nSubject: hi\r\n'), { singleFields: true })).toBeNull();
  });

  it.each([
    ['a continuation as its first line', ' From: a@b.example'],
    ['a line starting with a UTF-8 letter', 'From: a@b.example\r\nÉté: yes'],
    ['a line with no colon', 'From: a@b.example\r\nnot a field'],
    ['a tab before the colon', 'From\t: a@b.example'],
    ['a form feed inside a value', 'Subject: one\ftwo'],
  ])('calls %s malformed', (_name, header) => {
    expect(check(header)).toBe('header-malformed');
  });
});
