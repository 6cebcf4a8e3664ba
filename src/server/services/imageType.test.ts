import { detectImageType } from './imageType';

describe('detectImageType', () => {
  it.each([
    ['89504e470d0a1a0a0000', 'image/png'],
    ['ffd8ffdb0000', 'image/jpeg'],
    [Buffer.from('GIF89a..').toString('hex'), 'image/gif'],
    [Buffer.from('GIF87a..').toString('hex'), 'image/gif'],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8L').toString('hex'), 'image/webp'],
  ])('knows %s as %s', (hex, type) => {
    expect(detectImageType(Buffer.from(hex, 'hex'))).toBe(type);
  });

  it.each([
    ['text', Buffer.from('hello, this is not a picture')],
    ['empty', Buffer.alloc(0)],
    ['SVG (scripts can hide in it)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['a truncated PNG signature', Buffer.from('89504e47', 'hex')],
  ])('refuses %s', (_label, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
