import type { InvoiceLine } from '@companion/hub-client';

/** Oldest first, as a statement reads; hubs list a folio newest first. */
export function sortCharges(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return [...lines].sort((a, b) => a.chargeDate.localeCompare(b.chargeDate));
}

/** What the guest pays for a line: the hub's figure when it sends one, else charges less discounts. */
export function toPay(line: InvoiceLine): number {
  return line.chargesWithDiscounts ?? roundCents(line.charges - (line.discounts ?? 0));
}

/** Rounded to cents, so a week of drinks never totals …0000001. */
export function chargeTotal(lines: readonly InvoiceLine[]): number {
  return roundCents(lines.reduce((sum, line) => sum + toPay(line), 0));
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
