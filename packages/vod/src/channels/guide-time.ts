import { formatTime } from '@companion/ui';

/** The machine-readable instant, for `<time dateTime>`. */
export const toIso = (seconds: number) => new Date(seconds * 1000).toISOString();

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * One form for the axis, the cells and the guide's accessible name, so a screen reader hears the
 * times the axis shows (the theme's 12/24-hour clock, no seconds). The guide's times are instants
 * (epoch seconds); they are shown on the device's clock, which on board is the ship's time. Read
 * from a UTC ISO text, formatTime kept its zone and the guide ran an hour behind on a ship in the
 * Mediterranean.
 */
export const guideTime = (seconds: number, use12HourTime: boolean) => {
  const instant = new Date(seconds * 1000);
  return formatTime(`${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`, use12HourTime);
};
