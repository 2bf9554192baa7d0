/** What each of the muster home's ways leads to, drawn in the theme's text colour. Decorative. */
export type MusterStep = 'video' | 'status' | 'schedule';

const paths: Record<MusterStep, string> = {
  // A play button: the safety video.
  video: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 6 6 4-6 4z',
  // A person with a tick: who in the party has mustered.
  status: 'M9 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM2.5 20a6.5 6.5 0 0 1 10.5-5.1M13.8 17.8l2.2 2.2 5-5',
  // A clock: the check-in times.
  schedule: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4v6l4 2.5',
};

export function MusterStepIcon({ step, className }: { step: MusterStep; className?: string }) {
  const filled = step === 'video';
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={paths[step]}
        fill={filled ? 'currentColor' : 'none'}
        fillRule="evenodd"
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
