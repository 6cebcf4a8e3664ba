import { render } from '@testing-library/react';
import { useDocumentMeta } from './useDocumentMeta';

function Page({ title }: { title: string | null }) {
  useDocumentMeta(title === null ? null : { title, description: `About ${title}` });
  return <h1>{title}</h1>;
}

describe('useDocumentMeta', () => {
  it('keeps the title while the page waits for its data, then sets it, and puts back the old one when it goes', () => {
    document.title = 'Before';
    const { rerender, unmount } = render(<Page title={null} />);
    expect(document.title).toBe('Before');
    rerender(<Page title="Event | FanTickets" />);
    expect(document.title).toBe('Event | FanTickets');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About Event | FanTickets');
    unmount();
    expect(document.title).toBe('Before');
  });
});
