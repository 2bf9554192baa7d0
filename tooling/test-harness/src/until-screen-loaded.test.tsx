import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { untilScreenLoaded } from './until-screen-loaded';

/** A screen whose heading renders at once and whose data arrives later, as the racy tests met. */
function SlowScreen({ answer }: { answer: Promise<string> }) {
  const [data, setData] = useState<string>();
  useEffect(() => {
    void answer.then(setData);
  }, [answer]);
  return (
    <section>
      <h1>{'Shore excursions'}</h1>
      {data ? <a href="/detail">{data}</a> : <div role="status" data-loading="" />}
    </section>
  );
}

describe('untilScreenLoaded', () => {
  it('returns only after the spinner is gone, so the data can be read synchronously', async () => {
    let answer!: (value: string) => void;
    render(<SlowScreen answer={new Promise((resolve) => (answer = resolve))} />);
    const loaded = untilScreenLoaded();
    expect(screen.queryByRole('link')).toBeNull();
    answer('Pompeii ruins');
    await loaded;
    expect(screen.getByRole('link', { name: 'Pompeii ruins' })).toBeInTheDocument();
  });

  it('fails with what is still loading when the data never comes', async () => {
    render(<SlowScreen answer={new Promise(() => {})} />);
    await expect(untilScreenLoaded({ timeout: 50 })).rejects.toThrow(/still loading/);
  });
});
