import { composite, contrastRatio, gradientColours, isLargeText, minimumTextContrast, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('matches the published extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#FF6D00')).toBeCloseTo(2.82, 2);
    expect(contrastRatio('#757575', '#fdede1')).toBeCloseTo(4.03, 2);
    // The same whichever colour comes first.
    expect(contrastRatio('#FF6D00', '#ffffff')).toBe(contrastRatio('#ffffff', '#FF6D00'));
  });

  it('refuses colours it cannot read, rather than guessing', () => {
    expect(() => relativeLuminance('rgb(0, 0, 0)')).toThrow('Expected #rgb or #rrggbb, got rgb(0, 0, 0)');
    expect(() => relativeLuminance('#12345')).toThrow();
  });
});

describe('composite and gradientColours', () => {
  it('blends a translucent colour over another per channel', () => {
    expect(composite('#ffffff', 0, '#551494')).toBe('#551494');
    expect(composite('#ffffff', 1, '#551494')).toBe('#ffffff');
    expect(composite('#ffffff', 0.5, '#000000')).toBe('#808080');
  });

  it('runs from the first stop to the last, both included', () => {
    const colours = gradientColours('#000000', '#ffffff', 4);
    expect(colours).toEqual(['#000000', '#404040', '#808080', '#bfbfbf', '#ffffff']);
  });
});

describe('minimumTextContrast', () => {
  it('asks 3:1 of large text (24 px, or 18.66 px bold) and 4.5:1 of the rest', () => {
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(23.9, 600)).toBe(false);
    expect(isLargeText(18.66, 700)).toBe(true);
    expect(isLargeText(18, 700)).toBe(false);
    expect(minimumTextContrast(40, 700)).toBe(3);
    expect(minimumTextContrast(22, 600)).toBe(4.5);
  });
});
