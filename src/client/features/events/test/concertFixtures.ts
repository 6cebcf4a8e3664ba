import type { Concert } from '../../../../shared/entities';

/** A concert as the API returns it, with whatever a test needs changed. */
export function aConcert(overrides: Partial<Concert> = {}): Concert {
  return {
    concertId: 7,
    concertName: 'Coldplay: Music of the Spheres',
    concertDate: '2027-02-14T19:30:00+05:30',
    concertVenue: 'DY Patil Stadium',
    concertCity: 'Mumbai',
    concertArtist: 'Coldplay',
    categoryId: 1,
    thumbnail: '/thumbnails/7.jpg',
    lowestTicketPrice: 4500,
    numberOfTicketsListed: 3,
    interest: 12,
    expectedDkimDomain: 'bookmyshow.com',
    ...overrides,
  };
}

export function pageOf<T>(content: T[], lastPage = true) {
  return { content, lastPage, totalElements: content.length };
}
