import { useEffect, useState } from 'react';

const minuteOfDay = () => {
  const now = new Date();
  return now.getHours() * 60 + now.getMinutes();
};

/** The ship's local time in minutes after midnight, kept current while the screen stays up. */
export function useMinuteOfDay(): number {
  const [minute, setMinute] = useState(minuteOfDay);
  useEffect(() => {
    // Checked every 15 s: an event leaves the board within a quarter of a minute of ending.
    const timer = setInterval(() => setMinute(minuteOfDay()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return minute;
}
