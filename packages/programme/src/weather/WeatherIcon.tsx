import * as styles from '../programme.css';

const SUN = '#f5b400';
const CLOUD = '#9aa7b4';
const WATER = '#2b6cb0';

/** The sun with its rays; smaller and higher when a cloud passes in front of it. */
const sun = (behindCloud: boolean) => {
  const [cx, cy, r] = behindCloud ? [9, 8, 3.5] : [12, 12, 4.5];
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    const from = r + 1.5;
    const to = r + (behindCloud ? 3 : 4);
    return `M${cx + from * Math.cos(angle)} ${cy + from * Math.sin(angle)}L${cx + to * Math.cos(angle)} ${cy + to * Math.sin(angle)}`;
  }).join('');
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill={SUN} />
      <path d={rays} stroke={SUN} strokeWidth="1.4" strokeLinecap="round" />
    </>
  );
};
const cloud = <path d="M7 18h10a4 4 0 0 0 0-8 5 5 0 0 0-9.6 1.5A3.3 3.3 0 0 0 7 18z" fill={CLOUD} />;
const rain = <path d="M9 20l-1 2.5M13 20l-1 2.5M17 20l-1 2.5" stroke={WATER} strokeWidth="1.5" strokeLinecap="round" />;
const storm = <path d="M13 17l-3 4h3l-2 3.5" stroke={SUN} strokeWidth="1.5" fill="none" strokeLinejoin="round" />;
const snow = <path d="M9 20.5h.01M13 21.5h.01M17 20.5h.01" stroke={WATER} strokeWidth="2.2" strokeLinecap="round" />;
const mist = <path d="M4 10h16M6 14h14M4 18h16" stroke={CLOUD} strokeWidth="1.6" strokeLinecap="round" />;

/**
 * The OpenWeather icon code (01 sun, 02 sun and cloud, 03–04 cloud, 09–10 rain, 11 storm, 13
 * snow, 50 mist) drawn here, so no icon host is needed at sea. Decorative: the synopsis beside it
 * says the same.
 */
export function WeatherIcon({ icon, className = styles.weatherIcon }: { icon: string | null | undefined; className?: string }) {
  const code = (icon ?? '').slice(0, 2);
  const parts =
    code === '01'
      ? [sun(false)]
      : code === '02'
        ? [sun(true), cloud]
        : code === '09' || code === '10'
          ? [cloud, rain]
          : code === '11'
            ? [cloud, storm]
            : code === '13'
              ? [cloud, snow]
              : code === '50'
                ? [mist]
                : [cloud];
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {parts.map((part, index) => (
        <g key={index}>{part}</g>
      ))}
    </svg>
  );
}
