import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithProviders';
import { SearchBar, type SearchBarProps } from './SearchBar';
import type { SearchBarItem } from './searchBarTypes';

const coldplay: SearchBarItem = { key: 1, text: 'Coldplay Live', subtext: '14 Feb 2027 · DY Patil, Mumbai', image: '/c.jpg' };
const comedy: SearchBarItem = { key: 2, text: 'Comedy Night' };

function setup(overrides: Partial<SearchBarProps<SearchBarItem>> = {}) {
  const props: SearchBarProps<SearchBarItem> = {
    label: 'Search events',
    suggestions: [],
    loading: false,
    onSearch: jest.fn(),
    onSelect: jest.fn(),
    ...overrides,
  };
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<SearchBar {...props} />);
  const rerender = (more: Partial<SearchBarProps<SearchBarItem>>) => view.rerender(<SearchBar {...props} {...more} />);
  // A tile hides the box, so it is found by its label rather than its (hidden) role.
  const input = overrides.selected ? screen.getByLabelText('Search events') : screen.getByRole('combobox', { name: 'Search events' });
  return { props, user, rerender, input };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBar', () => {
  it('searches 300 ms after the typing stops, with the trimmed text', async () => {
    const { user, input, props } = setup();
    await user.type(input, ' col ');
    wait(299);
    expect(props.onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(props.onSearch).toHaveBeenCalledTimes(1);
    expect(props.onSearch).toHaveBeenCalledWith('col');
  });

  it('never searches for empty or blank text', async () => {
    const { user, input, props } = setup();
    await user.type(input, 'a');
    await user.clear(input);
    await user.type(input, '   ');
    wait(1000);
    expect(props.onSearch).not.toHaveBeenCalled();
  });

  it('shows a loader while loading, then the suggestions with text, image and subtext', async () => {
    const { user, input, rerender } = setup({ loading: true });
    await user.type(input, 'co');
    expect(screen.getByLabelText('Loading suggestions')).toBeInTheDocument();
    rerender({ loading: false, suggestions: [coldplay, comedy] });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Coldplay Live');
    expect(options[0]).toHaveTextContent('14 Feb 2027 · DY Patil, Mumbai');
    expect(options[0].querySelector('img')).toHaveAttribute('src', '/c.jpg');
    expect(options[1].querySelector('img')).toBeNull();
  });

  it("says 'No results found' only once a debounced search has run, and forgets it when cleared", async () => {
    const { user, input } = setup();
    await user.type(input, 'zz');
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    wait(300);
    expect(screen.getByText('No results found')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'y');
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    wait(300);
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it("shows one state at a time: new text waiting for its search shows the loader, not the last text's 'No results found'", async () => {
    const { user, input, props } = setup();
    await user.type(input, 'zz');
    wait(300);
    expect(screen.getByText('No results found')).toBeInTheDocument();

    await user.type(input, 'a');
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading suggestions')).toBeInTheDocument();
    wait(300);
    expect(props.onSearch).toHaveBeenLastCalledWith('zza');
    expect(screen.queryByLabelText('Loading suggestions')).not.toBeInTheDocument();
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('shows the list only while focused and holding text, hiding it 150 ms after blur', async () => {
    const { user, input } = setup({ suggestions: [coldplay] });
    await user.click(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, 'c');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    act(() => input.blur());
    wait(149);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('hands over the chosen suggestion and empties the box', async () => {
    const { user, input, props } = setup({ suggestions: [coldplay, comedy] });
    await user.type(input, 'co');
    await user.click(screen.getByRole('option', { name: /Comedy Night/ }));
    expect(props.onSelect).toHaveBeenCalledWith(comedy);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lets the keyboard pick a suggestion', async () => {
    const { user, input, props } = setup({ suggestions: [coldplay, comedy] });
    await user.type(input, 'co');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(props.onSelect).toHaveBeenCalledWith(comedy);
  });

  it('in tile mode shows the selected item as a removable tile and turns typing off', async () => {
    const onRemoveSelected = jest.fn();
    const { user, props, input } = setup({ selected: coldplay, onRemoveSelected });
    expect(screen.getByText('Coldplay Live')).toBeInTheDocument();
    expect(input).toBeDisabled();
    await user.keyboard('abc');
    wait(300);
    expect(props.onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Coldplay Live' }));
    expect(onRemoveSelected).toHaveBeenCalled();
  });

  it('is a combobox whose named listbox it controls, with the active option followed by the arrow keys', async () => {
    const { user, input } = setup({ suggestions: [coldplay, comedy], listLabel: 'Event suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-controls');
    await user.type(input, 'co');
    const list = screen.getByRole('listbox', { name: 'Event suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes the list on Escape and keeps the focus in the box; ArrowDown opens it again', async () => {
    const { user, input } = setup({ suggestions: [coldplay] });
    await user.type(input, 'co');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('co');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // Escape with the list closed empties the box, still keeping the focus.
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('submits the trimmed text on Enter when no suggestion is picked, and closes the list', async () => {
    const onSubmit = jest.fn();
    const { user, input, props } = setup({ suggestions: [coldplay], onSubmit });
    await user.type(input, ' coldplay {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('coldplay');
    expect(props.onSelect).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('starts with the text given, asking for no suggestions until it is edited', async () => {
    const { user, input, props } = setup({ initialText: 'coldplay', suggestions: [coldplay] });
    expect(input).toHaveValue('coldplay');
    await user.click(input);
    wait(1000);
    expect(props.onSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    wait(300);
    expect(props.onSearch).toHaveBeenCalledWith('coldplay');
  });

  it('empties the box with a named clear button, leaving the focus there', async () => {
    const { user, input } = setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(input, 'zz');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it.each([
    // The brand's grey 800 (#212121), and white on the purple header.
    ['field', 'rgb(33, 33, 33)'],
    ['onPrimary', 'rgb(255, 255, 255)'],
  ] as const)("draws the clear × of a %s box in the palette's colour", (tone, colour) => {
    renderWithProviders(
      <SearchBar label="Search events" tone={tone} initialText="zz" suggestions={[]} loading={false} onSearch={jest.fn()} onSelect={jest.fn()} />,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Clear search' })).color).toBe(colour);
  });
});
