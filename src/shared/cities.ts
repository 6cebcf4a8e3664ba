/** The cities the demo catalogue covers and the explore city dropdown offers. */
export const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata', 'Goa', 'Ahmedabad', 'Jaipur'] as const;
export type City = (typeof CITIES)[number];
