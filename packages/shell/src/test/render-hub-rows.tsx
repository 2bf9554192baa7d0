import { render } from '@testing-library/react';
import type { HubClient, HubResult } from '@companion/hub-client';
import type { AppKind } from '../shell-context';
import { HubDataState } from '../data/HubDataState';
import { useHubData, type HubDataOptions } from '../data/use-hub-data';
import { ShellProvider } from '../shell-context';
import { deviceConfigFixture, hubAnswering } from './hub-answering';

export type HubRowsTexts = { loadingLabel: string; failedTitle: string; emptyTitle?: string };
type LoadRows = (hub: HubClient) => Promise<HubResult<string[]>>;

/** A screen in miniature for the data idiom's tests: rows from `load`, shown through HubDataState. */
function HubRows({ load, options, texts }: { load: LoadRows; options?: HubDataOptions; texts: HubRowsTexts }) {
  const data = useHubData(load, options);
  const { emptyTitle } = texts;
  return (
    <HubDataState
      data={data}
      loadingLabel={texts.loadingLabel}
      failedTitle={texts.failedTitle}
      {...(emptyTitle ? { empty: { when: (rows: string[]) => rows.length === 0, title: emptyTitle } } : {})}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </HubDataState>
  );
}

/** Renders HubRows inside a shell whose hub answers nothing: every answer comes from `load`. */
export function renderHubRows(load: LoadRows, setup: { appKind: AppKind; texts: HubRowsTexts; options?: HubDataOptions | undefined }) {
  const services = {
    appKind: setup.appKind,
    hub: hubAnswering(() => Promise.reject(new Error('no hub in this test'))),
    hubAddress: { hubUrl: 'http://hub.localhost:8080/', hubApiUrl: 'http://hub.localhost:8080/api/', developmentMode: true },
    deviceConfig: deviceConfigFixture(),
    themeName: 'classic' as const,
  };
  return render(
    <ShellProvider services={services}>
      <HubRows load={load} texts={setup.texts} {...(setup.options ? { options: setup.options } : {})} />
    </ShellProvider>,
  );
}
