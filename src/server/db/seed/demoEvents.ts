import type { ProviderDomain } from '../../../shared/entities';

export const DEMO_CATEGORIES = ['Concerts', 'Comedy', 'Sports', 'Festivals', 'Theatre'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export interface DemoEvent {
  name: string;
  artist: string;
  venue: string;
  city: string;
  category: DemoCategory;
  /** Days from today (negative: already happened), or a fixed ISO date-time. */
  when: number | string;
  domain: ProviderDomain;
}

type Row = [name: string, artist: string, venue: string, city: string, category: DemoCategory, when: number | string, domain: ProviderDomain];

const BMS = 'bookmyshow.com';
const DST = 'district.in';
const SKB = 'skillboxes.com';
const SMS = 'sortmyscene.com';

/**
 * Events the repository's booking originals (src/server/mail/testing/originals) are for: same name, venue,
 * city, day and provider.
 */
const FIXTURE_EVENTS: Row[] = [
  ['Kavya Menon Live - Coastal Nights Tour', 'Kavya Menon', 'Bolgatty Palace Lawns, Mulavukad', 'Kochi', 'Concerts', '2027-11-20T19:30:00+05:30', BMS],
  ['Neon Tide Festival 2027 - Night 2', 'Various Artists', 'Riverfront Event Ground', 'Ahmedabad', 'Festivals', '2027-12-11T18:00:00+05:30', DST],
  ['The Brass Lantern Collective - Winter Sessions', 'The Brass Lantern Collective', 'Indigo Courtyard, Indiranagar', 'Bengaluru', 'Concerts', '2028-01-15T20:00:00+05:30', SKB],
  ['Dustfield Open Air 2028 - Day 2', 'Various Artists', 'Kharghar Hills Grounds', 'Navi Mumbai', 'Festivals', '2028-02-26T15:00:00+05:30', SMS],
];

const UPCOMING: Row[] = [
  ['Diljit Dosanjh - Dil-Luminati Tour', 'Diljit Dosanjh', 'Jawaharlal Nehru Stadium', 'Delhi', 'Concerts', 4, BMS],
  ['Zakir Khan - Papa Yaar', 'Zakir Khan', 'Shanmukhananda Hall', 'Mumbai', 'Comedy', 6, BMS],
  ['Mumbai Indians vs Chennai Super Kings', 'MI vs CSK', 'Wankhede Stadium', 'Mumbai', 'Sports', 9, DST],
  ['The Local Train - Vaaqif Tour', 'The Local Train', 'Phoenix Marketcity', 'Pune', 'Concerts', 11, SKB],
  ['Anuv Jain - Dastakhat India Tour', 'Anuv Jain', 'Manpho Convention Centre', 'Bengaluru', 'Concerts', 13, DST],
  ['Comicstaan Live', 'Kenny Sebastian', 'Chowdiah Memorial Hall', 'Bengaluru', 'Comedy', 15, BMS],
  ['Hornbill Music Weekend', 'Various Artists', 'Gachibowli Stadium', 'Hyderabad', 'Festivals', 17, SMS],
  ['Mughal-e-Azam: The Musical', 'Feroz Abbas Khan', 'NCPA Grand Theatre', 'Mumbai', 'Theatre', 19, BMS],
  ['A.R. Rahman - Wonderment Tour', 'A.R. Rahman', 'YMCA Grounds, Nandanam', 'Chennai', 'Concerts', 22, BMS],
  ['Kolkata Knight Riders vs Royal Challengers', 'KKR vs RCB', 'Eden Gardens', 'Kolkata', 'Sports', 24, DST],
  ['Sunburn Goa Warm-up Night', 'Nucleya', 'Vagator Beach Grounds', 'Goa', 'Festivals', 26, DST],
  ['Anubhav Singh Bassi - Kisi Ko Batana Mat', 'Anubhav Singh Bassi', 'Siri Fort Auditorium', 'Delhi', 'Comedy', 29, BMS],
  ['Shreya Ghoshal - All Hearts Tour', 'Shreya Ghoshal', 'Netaji Indoor Stadium', 'Kolkata', 'Concerts', 32, BMS],
  ['Hyderabad FC vs Kerala Blasters', 'HFC vs KBFC', 'G.M.C. Balayogi Stadium', 'Hyderabad', 'Sports', 34, SKB],
  ['NH7 Weekender', 'Various Artists', 'Mahalakshmi Lawns', 'Pune', 'Festivals', 37, SMS],
  ['The Great Gatsby - Immersive Theatre', 'Vikranth Pawar', 'Ranga Shankara', 'Bengaluru', 'Theatre', 40, SKB],
  ['Ritviz - Ved Tour', 'Ritviz', 'Jawaharlal Nehru Indoor Stadium', 'Chennai', 'Concerts', 43, SKB],
  ['Biswa Kalyan Rath - Sushi', 'Biswa Kalyan Rath', 'Shilpakala Vedika', 'Hyderabad', 'Comedy', 46, BMS],
  ['Delhi Capitals vs Rajasthan Royals', 'DC vs RR', 'Arun Jaitley Stadium', 'Delhi', 'Sports', 49, DST],
  ['Jazz by the Bay', 'Louiz Banks Quartet', 'Blue Frog', 'Mumbai', 'Concerts', 52, SKB],
  ['Magnetic Fields Preview Night', 'Various Artists', 'Hilltop, Anjuna', 'Goa', 'Festivals', 55, SMS],
  ['Tumhari Amrita', 'Shabana Azmi', 'Kamani Auditorium', 'Delhi', 'Theatre', 58, BMS],
  ['Aditya Gadhvi Live', 'Aditya Gadhvi', 'Chowdiah Memorial Hall', 'Bengaluru', 'Concerts', 61, BMS],
  ['Rahul Subramanian - Kal Main Udega', 'Rahul Subramanian', 'The Music Academy', 'Chennai', 'Comedy', 64, SKB],
  ['Pune Marathon Expo Run', 'Open Category', 'Shree Shiv Chhatrapati Sports Complex', 'Pune', 'Sports', 67, SMS],
  ['Dhruv Rathee Live', 'Dhruv Rathee', 'Science City Auditorium', 'Kolkata', 'Comedy', 70, BMS],
  ['Karan Aujla - It Was All A Dream Tour', 'Karan Aujla', 'Hitex Exhibition Centre', 'Hyderabad', 'Concerts', 74, DST],
  ['Ziro on Tour', 'Various Artists', 'Jayamahal Palace Grounds', 'Bengaluru', 'Festivals', 78, SMS],
  ['Hamlet - The Clown Prince', 'Rajat Kapoor', 'Prithvi Theatre', 'Mumbai', 'Theatre', 82, SKB],
  ['Bengaluru FC vs Mumbai City FC', 'BFC vs MCFC', 'Sree Kanteerava Stadium', 'Bengaluru', 'Sports', 86, DST],
  ['Divine - Gully Gang Tour', 'Divine', 'Dome, NSCI', 'Mumbai', 'Concerts', 90, DST],
  ['Kolkata Literary Meet Evening', 'Various Authors', 'Victoria Memorial Grounds', 'Kolkata', 'Festivals', 95, SMS],
  ['Samay Raina - Still Alive', 'Samay Raina', 'Indira Gandhi Indoor Stadium', 'Delhi', 'Comedy', 100, BMS],
  ['Chennai Super Kings vs Gujarat Titans', 'CSK vs GT', 'M. A. Chidambaram Stadium', 'Chennai', 'Sports', 105, DST],
  ['Goa Carnival Night Parade', 'Various Artists', 'Panjim Waterfront', 'Goa', 'Festivals', 110, SMS],
  ['Jaane Bhi Do Yaaro - The Play', 'Rakesh Bedi', 'Tata Theatre, NCPA', 'Mumbai', 'Theatre', 115, BMS],
  ['Sid Sriram Live', 'Sid Sriram', 'Gachibowli Indoor Stadium', 'Hyderabad', 'Concerts', 120, SKB],
  ['Kunal Kamra - Shut Up Ya Kunal Live', 'Kunal Kamra', 'Balgandharva Rangmandir', 'Pune', 'Comedy', 126, SKB],
  ['Mohit Chauhan Unplugged', 'Mohit Chauhan', 'Nazrul Mancha', 'Kolkata', 'Concerts', 132, BMS],
  ['Goa Open Surfing Championship', 'Open Category', 'Arambol Beach', 'Goa', 'Sports', 138, SMS],
  ['Bandra Fair Theatre Festival', 'Various Artists', 'St. Andrews Auditorium', 'Mumbai', 'Theatre', 144, DST],
  ['Papon - Acoustic Nights', 'Papon', 'Phoenix Marketcity', 'Chennai', 'Concerts', 150, DST],
  ['Delhi Comedy Festival', 'Various Comedians', 'Jawaharlal Nehru Stadium Lawns', 'Delhi', 'Comedy', 160, BMS],
  ['Enchanted Valley Carnival', 'Various Artists', 'Aamby Valley', 'Pune', 'Festivals', 172, SMS],
];

const PAST: Row[] = [
  ['Coldplay - Music of the Spheres', 'Coldplay', 'DY Patil Stadium', 'Mumbai', 'Concerts', -20, BMS],
  ['Vir Das - Mind Fool Tour', 'Vir Das', 'Siri Fort Auditorium', 'Delhi', 'Comedy', -35, BMS],
  ['Royal Challengers vs Sunrisers', 'RCB vs SRH', 'M. Chinnaswamy Stadium', 'Bengaluru', 'Sports', -12, DST],
  ['Sunburn Goa 2025', 'Various Artists', 'Vagator Beach Grounds', 'Goa', 'Festivals', -60, DST],
  ['Ek Tha Gadha - A Play', 'Atul Kumar', 'Ravindra Bharathi', 'Hyderabad', 'Theatre', -8, SKB],
  ['Ilaiyaraaja Live in Concert', 'Ilaiyaraaja', 'Nehru Indoor Stadium', 'Chennai', 'Concerts', -45, BMS],
  ['Lifafa - Jaago Tour', 'Lifafa', 'Hard Rock Cafe', 'Pune', 'Concerts', -5, SKB],
  ['Durga Puja Sound Festival', 'Various Artists', 'Salt Lake Stadium', 'Kolkata', 'Festivals', -90, SMS],
];

function toEvent([name, artist, venue, city, category, when, domain]: Row): DemoEvent {
  return { name, artist, venue, city, category, when, domain };
}

export const DEMO_EVENTS: readonly DemoEvent[] = [...FIXTURE_EVENTS, ...UPCOMING, ...PAST].map(toEvent);

/** Relative days land at 7:30 pm India time, so the demo always has a calendar ahead of it. */
export function eventDate(when: number | string, now: Date): Date {
  if (typeof when === 'string') return new Date(when);
  const day = new Date(now.getTime() + when * 24 * 60 * 60 * 1000);
  return new Date(`${day.toISOString().slice(0, 10)}T19:30:00+05:30`);
}
