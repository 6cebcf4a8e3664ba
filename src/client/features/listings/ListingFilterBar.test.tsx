import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ListingFilterBar, type ListingFilterBarProps } from './ListingFilterBar';
import { priceSliderBounds, priceSliderMax, snapPriceRange } from './priceFilter';

function renderBar(props: Partial<ListingFilterBarProps> = {}) {
  const onChange = jest.fn();
  const view = renderWithProviders(
    <ListingFilterBar listingCount={3} lowestPrice={1230} highestPrice={4520} filters={{}} onChange={onChange} {...props} />,
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

  it('starts the slider at the cheapest listing rounded down to 50, and keeps one interval for a single price', () => {
    expect(priceSliderBounds(1230, 4520)).toEqual({ min: 1200, max: 4550 });
    expect(priceSliderBounds(null, 4520)).toEqual({ min: 0, max: 4550 });
    expect(priceSliderBounds(2500, 2500)).toEqual({ min: 2450, max: 2500 });
    expect(priceSliderBounds(2520, 2530)).toEqual({ min: 2500, max: 2550 });
  });

  it('snaps both ends to 50 and never lets the minimum pass the maximum', () => {
    const bounds = { min: 0, max: 4550 };
    expect(snapPriceRange([120, 4480], bounds)).toEqual([100, 4500]);
    expect(snapPriceRange([3000, 1000], bounds)).toEqual([1000, 1000]);
    expect(snapPriceRange([-40, 9000], bounds)).toEqual([0, 4550]);
    expect(snapPriceRange([-40, 9000], { min: 1200, max: 4550 })).toEqual([1200, 4550]);
  });
});

describe('ListingFilterBar', () => {
  it('is hidden when the event has no listings to filter', () => {
    renderBar({ listingCount: 0 });
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('spans the rounded lowest to the rounded highest price, not from ₹0; to the fallback when the top is unknown', () => {
    const { unmount } = renderBar();
    expect(thumb('Minimum price')).toHaveAttribute('aria-valuemin', '1200');
    expect(thumb('Minimum price')).toHaveAttribute('aria-valuenow', '1200');
    expect(thumb('Maximum price')).toHaveAttribute('aria-valuemax', '4550');
    expect(screen.getByText('Price per ticket: ₹1,200 – ₹4,550')).toBeInTheDocument();
    unmount();
    renderBar({ lowestPrice: undefined, highestPrice: undefined });
    expect(thumb('Minimum price')).toHaveAttribute('aria-valuenow', '0');
    expect(thumb('Maximum price')).toHaveAttribute('aria-valuemax', '1000000');
  });

  it('moves in steps of 50 and sends only the bound that narrows', () => {
    const { onChange } = renderBar();
    fireEvent.keyDown(thumb('Minimum price'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 1250, maxPrice: undefined });
  });

  it('stops the minimum at the maximum', () => {
    const { onChange } = renderBar({ filters: { maxPrice: 3000 } });
    fireEvent.keyDown(thumb('Minimum price'), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 3000, maxPrice: 3000 });
  });

  it('filters by a minimum number of tickets and clears every filter', async () => {
    const { user, onChange } = renderBar({ filters: { minPrice: 500 } });
    await user.selectOptions(screen.getByLabelText('Minimum tickets'), '2+');
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 500, minQuantity: 2 });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});
