/** Money from the hub is pounds (or the hub's currency) with two decimals; sums are taken in pence so they never drift. */
export function toPence(amount: number): number {
  return Math.round(amount * 100);
}

export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + toPence(amount), 0) / 100;
}
