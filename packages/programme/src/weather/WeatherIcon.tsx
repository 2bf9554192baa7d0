import * as styles from '../programme.css';

/**
 * The OpenWeather icon code (01d sun, 02–04 cloud, 09–10 rain, 11 storm, 13 snow, 50 mist) drawn
 * here, so no icon host is needed at sea. Decorative: the synopsis beside it says the same.
 */
export function WeatherIcon({ icon }: { icon: string | null | undefined }) {
  const code = (icon ?? '').slice(0, 2);
  const sun = <circle cx="12" cy="12" r="5" fill="#f5b400" />;
  const cloud = <path d="M7 18h10a4 4 0 0 0 0-8 5 5 0 0 0-9.6 1.5A3.3 3.3 0 0 0 7 18z" fill="#9aa7b4" />;
  const rain = <path d="M9 20l-1 2M13 20l-1 2M17 20l-1 2" stroke="#2b6cb0" strokeWidth="1.5" />;
  const mist = <path d="M4 10h16M4 14h16M4 18h16" stroke="#9aa7b4" strokeWidth="1.5" />;
  const parts =
    code === '01'
      ? [sun]
      : code === '02'
        ? [sun, cloud]
        : ['09', '10', '11'].includes(code)
          ? [cloud, rain]
          : code === '50'
            ? [mist]
            : [cloud];
  return (
    <svg className={styles.weatherIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {parts.map((part, index) => (
        <g key={index}>{part}</g>
      ))}
    </svg>
  );
}
