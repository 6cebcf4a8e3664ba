import { APP_NAME } from '../../app/brand';

/** One plain-text part of the terms: a heading, an optional lead sentence and its points. */
export interface TermsSectionContent {
  id: string;
  heading: string;
  lead?: string;
  points: string[];
}

export const TERMS_LAST_UPDATED = '22 November 2026';

export const TERMS_INTRO =
  `${APP_NAME} is a place where fans in India resell tickets to live events they can no longer attend to other fans. ` +
  `By browsing, listing or contacting a seller you agree to these terms. Every price on ${APP_NAME} is in Indian rupees (₹) ` +
  'per ticket and is set by the seller.';

export const TERMS_SECTIONS: TermsSectionContent[] = [
  {
    id: 'what-we-verify',
    heading: 'What we verify',
    lead:
      "Before a listing goes live, the seller forwards the ticketing provider's booking confirmation e-mail to our " +
      'verification mailbox as an attachment, and we check it.',
    points: [
      "We check the provider's DKIM signature on that e-mail. A valid signature shows that the provider sent it, that " +
        'nobody changed it afterwards, and that it was addressed to the seller: the seller held that booking when the e-mail was sent.',
      'The seat details, the number of tickets and the original price paid shown on a listing are read from that e-mail. ' +
        'The asking price, the city and whether the price is negotiable are the seller’s own words.',
      'Each booking can be behind only one listing on the site.',
      'A verified e-mail does not prove that the seller still holds the tickets today: they may have been cancelled, ' +
        'transferred or sold somewhere else since.',
      'It does not prove who the seller is, that they will turn up or hand the tickets over, or that the event will go ahead as booked.',
    ],
  },
  {
    id: 'what-we-do-not-guarantee',
    heading: 'What we do not guarantee',
    points: [
      `${APP_NAME} is not a party to any sale. The buyer and the seller agree the price, the payment and the handover between themselves.`,
      `Payment and handover happen face to face between fans. ${APP_NAME} does not take payments, hold money, or deliver tickets.`,
      `${APP_NAME} does not refund tickets. Cancellations, postponements and entry rules are the event organiser’s and the ticketing provider’s.`,
      'We do not guarantee that a listing is still available, that a seller answers, or that the site is always online.',
      'If something goes wrong, tell us: we can remove listings and suspend accounts, but a dispute about a sale is between the buyer and the seller.',
    ],
  },
  {
    id: 'meeting-safely',
    heading: 'Meeting safely',
    points: [
      'Meet in a busy public place in daylight, such as a café or a mall, and take a friend along if you can.',
      "Before you pay, ask the seller to show the ticket in the ticketing provider's app or account, and check the event, date, venue, seat and quantity.",
      'Where the provider allows it, have the ticket transferred to your own account in its app before you pay, and check that it arrived.',
      'Never pay an advance or a deposit before you meet, and never pay a stranger online for a ticket you have not seen.',
      'Never share a one-time code, a password or access to your e-mail with anyone, whatever the reason given.',
      'If something feels wrong, walk away, and report the listing or the seller to us.',
    ],
  },
  {
    id: 'prohibited-uses',
    heading: 'Prohibited uses',
    lead: 'You may not use the site for any of the following. We remove such listings and may close the accounts behind them.',
    points: [
      "Touting: asking more for a ticket than the law where the event takes place allows, or breaking the organiser's resale rules.",
      'Listing fake, altered, duplicate or already used tickets, tickets you do not hold, or the same ticket to several buyers.',
      'Forging or editing booking e-mails, or any other attempt to get around verification.',
      'Harassing, threatening, abusing or spamming other users, or contacting them for anything but the tickets listed.',
      'Scraping, crawling or copying listings or user details with bots or scripts, or any automated access to the site.',
      'Anything that breaks Indian law, including fraud and money laundering.',
    ],
  },
  {
    id: 'your-account',
    heading: 'Your account',
    points: [
      'Use your real name, an e-mail address and a phone number that are yours; we verify the e-mail and the phone with one-time codes.',
      'One account per person. Keep your password to yourself; you are responsible for what is done with your account.',
      'When a buyer contacts you about a listing, they see your name and your phone number.',
      'Mark a listing as sold as soon as the tickets are gone, wherever you sold them.',
      'We may suspend or close an account that breaks these terms, and remove its listings.',
    ],
  },
];
