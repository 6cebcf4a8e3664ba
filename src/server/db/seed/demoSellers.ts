/** Demo sellers, all verified so they could list tickets. They sign in with DEMO_SELLER_PASSWORD. */
export const DEMO_SELLER_PASSWORD = 'demo-tickets-2026';

export const DEMO_SELLERS = [
  { email: 'aarav.mehta@demo.fantickets.in', name: 'Aarav Mehta', phone: '+919820011001', city: 'Mumbai' },
  { email: 'priya.nair@demo.fantickets.in', name: 'Priya Nair', phone: '+919845022002', city: 'Bengaluru' },
  { email: 'rohan.kapoor@demo.fantickets.in', name: 'Rohan Kapoor', phone: '+919811033003', city: 'Delhi' },
  { email: 'sneha.reddy@demo.fantickets.in', name: 'Sneha Reddy', phone: '+919849044004', city: 'Hyderabad' },
  { email: 'arjun.iyer@demo.fantickets.in', name: 'Arjun Iyer', phone: '+919840055005', city: 'Chennai' },
  { email: 'meera.das@demo.fantickets.in', name: 'Meera Das', phone: '+919830066006', city: 'Kolkata' },
] as const;
