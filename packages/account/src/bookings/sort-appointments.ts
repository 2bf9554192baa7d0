import type { Appointment } from '@companion/hub-client';

/** Date, then start time; a booking without a time comes first on its day (it lasts all day). */
export function sortAppointments(appointments: readonly Appointment[]): Appointment[] {
  return [...appointments].sort((a, b) => dayOf(a.date).localeCompare(dayOf(b.date)) || minutesOf(a.fromTime) - minutesOf(b.fromTime));
}

/**
 * A React key for every row. Appointments carry no id, and two guests of one cabin booked on the
 * same excursion share date, time and code: identical rows get a running number instead of
 * colliding (a duplicate key makes React drop or mix up rows).
 */
export function appointmentKeys(appointments: readonly Appointment[]): string[] {
  const seen = new Map<string, number>();
  return appointments.map((appointment) => {
    const base = [appointment.date, appointment.fromTime ?? '', appointment.excursionCode ?? '', appointment.text].join('|');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  });
}

/** Hubs send `2026-11-23` or `2026-11-23T00:00:00`; the calendar day is the first ten characters of either. */
function dayOf(date: string): string {
  return date.slice(0, 10);
}

/** `9:30` and `09:30` alike; no time sorts before every time. */
function minutesOf(time: string | null | undefined): number {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
}
