import { hoistEmotionStyles } from './emotionStyles';

describe('emotion styles of a server render', () => {
  it('move to one block for <head>, global rules first as written, element rules in order', () => {
    const html =
      '<style data-emotion="css-global 1abc">body{margin:0}</style>' +
      '<style data-emotion="css x1">.css-x1{color:red}</style><div class="css-x1">' +
      '<h1>Buy and sell <style data-emotion="css y2 z3">.css-y2{color:blue}.css-z3{margin:0}</style><span class="css-y2">tickets</span></h1></div>';
    const { head, body } = hoistEmotionStyles(html);
    expect(head).toBe(
      '<style data-emotion="css-global 1abc">body{margin:0}</style>' +
        '<style data-emotion="css x1 y2 z3">.css-x1{color:red}.css-y2{color:blue}.css-z3{margin:0}</style>',
    );
    expect(body).toBe('<div class="css-x1"><h1>Buy and sell <span class="css-y2">tickets</span></h1></div>');
  });

  it('leaves markup without styles alone', () => {
    expect(hoistEmotionStyles('<p>Terms</p>')).toEqual({ head: '', body: '<p>Terms</p>' });
  });
});
