/** "1,234.50" (negative for discounts): amounts in a table whose heading names the currency. */
export function money(fils: number): string {
  const value = fils / 100;
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
