import { render, screen } from '@testing-library/react';
import { EventThumbnail } from './EventThumbnail';

describe('EventThumbnail', () => {
  it('offers an uploaded picture in both widths through srcset, with the width it is drawn at', () => {
    render(<EventThumbnail src="/thumbnails/pictures/12-3-640.webp" alt="Coldplay" />);
    const img = screen.getByRole('img', { name: 'Coldplay' });
    expect(img).toHaveAttribute('src', '/thumbnails/pictures/12-3-640.webp');
    expect(img).toHaveAttribute('srcset', '/thumbnails/pictures/12-3-640.webp 640w, /thumbnails/pictures/12-3-1280.webp 1280w');
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 400px, 100vw');
  });

  it('shows the generated artwork as it is, without a srcset', () => {
    render(<EventThumbnail src="/thumbnails/12.svg" alt="Coldplay" />);
    const img = screen.getByRole('img', { name: 'Coldplay' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
