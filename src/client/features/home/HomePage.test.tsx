import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('pitches verified tickets, no scalpers and meeting the seller, with social proof', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Verified tickets/)).toBeInTheDocument();
    expect(screen.getByText(/No scalpers/)).toBeInTheDocument();
    expect(screen.getByText(/Meet the seller face to face/)).toBeInTheDocument();
    expect(screen.getByText('2000+')).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
  });
});
