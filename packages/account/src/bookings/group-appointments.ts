import type { Appointment } from '@companion/hub-client';

export type BookingGroup = 'confirmed' | 'waitlist' | 'cancelled';

/** R (reserved) counts as confirmed (bookable-services §3). */
export function groupOfStatus(status: Appointment['bookingStatus']): BookingGroup {
  if (status === 'W') return 'waitlist';
  if (status === 'X') return 'cancelled';
  return 'confirmed';
}

export function groupAppointments(appointments: readonly Appointment[]): Record<BookingGroup, Appointment[]> {
  const groups: Record<BookingGroup, Appointment[]> = { confirmed: [], waitlist: [], cancelled: [] };
  for (const appointment of appointments) groups[groupOfStatus(appointment.bookingStatus)].push(appointment);
  return groups;
}
