/** A listing card's accessible name, as ListingCard.tsx writes it: '1 ticket, Floor' or '2 tickets, Floor'. */
export function listingCardName(quantity: number, seat: string): string {
  return `${quantity} ${quantity === 1 ? 'ticket' : 'tickets'}, ${seat}`;
}
