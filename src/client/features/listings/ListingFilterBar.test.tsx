import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ListingFilterBar, type ListingFilterBarProps } from './ListingFilterBar';
import { priceSliderMax, snapPriceRange } from './priceFilter';

function renderBar(props: Partial<ListingFilterBarProps> = {}) {
  const onChange = jest.fn();
  const view = renderWithProviders(
    <ListingFilterBar listingCount={3} highestPrice={4520} filters={{}} onChange={onChange} {...props} />,
  );
  return { ...view, onChange };
}

const thumb = (name: 'Minimum price' | 'Maximum price') => screen.getByRole('slider', { name });

describe('price filter rules', () => {
  it('tops the slider at the dearest listing rounded up to 50, else at 1,000,000', () => {
    expect(priceSliderMax(4520)).toBe(4550);
    expect(priceSliderMax(4500)).toBe(4500);
    expect(priceSliderMax(null)).toBe(1_000_000);
    expect(priceSliderMax(0)).toBe(1_000_000);
  });

  it('snaps both ends to 50 and never lets the minimum pass the maximum', () => {
    expect(snapPriceRange([120, 4480], 4550)).toEqual([100, 4500]);
    expect(snapPriceRange([3000, 1000], 4550)).toEqual([1000, 1000]);
    expect(snapPriceRange([-40, 9000], 4550)).toEqual([0, 4550]);
  });
});

describe('ListingFilterBar', () => {
  it('is hidden when the event has no listings to filter', () => {
    renderBar({ listingCount: 0 });
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('spans 0 to the rounded highest price, or to the fallback when that is unknown', () => {
    const { unmount } = renderBar();
    expect(thumb('Maximum price')).toHaveAttribute('aria-valuemax', '4550');
    expect(screen.getByText('Price per ticket: ₹0 – ₹4,550')).toBeInTheDocument();
    unmount();
    renderBar({ highestPrice: undefined });
    expect(thumb('Maximum price')).toHaveAttribute('aria-valuemax', '1000000');
  });

  it('moves in steps of 50 and sends only the bound that narrows', () => {
    const { onChange } = renderBar();
    fireEvent.keyDown(thumb('Minimum price'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 50, maxPrice: undefined });
  });

  it('stops the minimum at the maximum', () => {
    const { onChange } = renderBar({ filters: { maxPrice: 1000 } });
    fireEvent.keyDown(thumb('Minimum price'), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 1000, maxPrice: 1000 });
  });

  it('filters by a minimum number of tickets and clears every filter', async () => {
    const { user, onChange } = renderBar({ filters: { minPrice: 500 } });
    await user.selectOptions(screen.getByLabelText('Minimum tickets'), '2+');
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 500, minQuantity: 2 });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});
