import * as styles from '../excursions.css';

export type Fact = [label: string, value: string | undefined];

/** The label–value facts beside an excursion or activity; facts without a value are left out. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is [string, string] => !!fact[1])
        .map(([label, value]) => (
          // `display: contents` keeps each pair a grid row of the <dl> while grouping it for React.
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.factName}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
