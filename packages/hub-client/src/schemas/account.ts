import * as z from 'zod/mini';
import { hubIdSchema, optionalFlag, optionalText } from './hub-fields';

/** bookable-services §3 "Pms account status": other features hide booking for blocked guests. */
export const accountStatusSchema = z.object({
  isBlocked: optionalFlag,
  isBlockedForMuster: optionalFlag,
  showBlockedMessage: optionalFlag,
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** bookable-services §3 "Appointment": C confirmed, R reserved (counts as confirmed), W waitlist, X cancelled. */
export const appointmentStatusSchema = z.enum(['C', 'R', 'W', 'X']);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

export const appointmentSchema = z.object({
  bookingStatus: appointmentStatusSchema,
  date: z.string(),
  fromTime: optionalText,
  toTime: optionalText,
  text: z.string(),
  excursionCode: optionalText,
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentsSchema = z.array(appointmentSchema);

/** bookable-services §3 "Cabin message". */
export const cabinMessageSchema = z.object({
  id: hubIdSchema,
  sourceMessageId: hubIdSchema,
  messageType: z.enum(['Normal', 'Important', 'Urgent']),
  recipientMessageStatus: z.enum(['Sent', 'Read']),
  createdAt: z.string(),
  messageTitle: z.string(),
  messageContent: optionalText,
});
export type CabinMessage = z.infer<typeof cabinMessageSchema>;
export const cabinMessagesSchema = z.array(cabinMessageSchema);

/**
 * media-and-guest-services §3 "Invoice line": one onboard charge (GET pms/invoices).
 * Assumption: amounts are numbers in the hub currency; `discounts` is the amount taken off
 * (positive) and `chargesWithDiscounts` what the guest pays, i.e. charges minus discounts.
 */
export const invoiceLineSchema = z.object({
  /** Assumption: ISO date or date-time of the charge (`2026-11-23T21:14:00`). */
  chargeDate: z.string(),
  /** Where it was charged: Bar, Spa, Restaurant, Shop ... */
  department: z.string(),
  description: optionalText,
  charges: z.number(),
  chargesWithDiscounts: z.nullish(z.number()),
  discounts: z.nullish(z.number()),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
export const invoicesSchema = z.array(invoiceLineSchema);
