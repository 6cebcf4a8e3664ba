/** Indian digit grouping: the last three digits, then groups of two (1,00,000). */
export function groupIndian(value: number): string {
  const negative = value < 0;
  const [whole, fraction] = Math.abs(value).toString().split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest === '' ? lastThree : `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}`;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Rupees with the rupee sign and Indian grouping, at most two decimals and none when whole. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = Number.isInteger(rounded) ? groupIndian(rounded) : groupIndian(Number(rounded.toFixed(2)));
  return `₹${text}`;
}

/** SPEC §9: statistics are shown with a trailing plus. */
export function formatStatistic(value: number): string {
  return `${groupIndian(Math.floor(value))}+`;
}
