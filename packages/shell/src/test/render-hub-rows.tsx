import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { HubClient, HubResult } from '@companion/hub-client';
import type { AppKind } from '../shell-context';
import { HubDataState } from '../data/HubDataState';
import { useHubData, type HubDataOptions } from '../data/use-hub-data';
import { ShellProvider } from '../shell-context';
import { deviceConfigFixture, hubAnswering } from './hub-answering';

export type HubRowsTexts = { loadingLabel: string; failedTitle: string; emptyTitle?: string };
type LoadRows = (hub: HubClient) => Promise<HubResult<string[]>>;

/** A screen in miniature for the data idiom's tests: rows from `load`, shown through HubDataState. */
function HubRows({
  load,
  options,
  texts,
  missingIsGone,
}: {
  load: LoadRows;
  options?: HubDataOptions;
  texts: HubRowsTexts;
  missingIsGone: boolean;
}) {
  const data = useHubData(load, options);
  const { emptyTitle } = texts;
  return (
    <HubDataState
      data={data}
      loadingLabel={texts.loadingLabel}
      failedTitle={texts.failedTitle}
      missingIsGone={missingIsGone}
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
export function renderHubRows(
  load: LoadRows,
  setup: { appKind: AppKind; texts: HubRowsTexts; options?: HubDataOptions | undefined; missingIsGone?: boolean },
) {
  const services = {
    appKind: setup.appKind,
    hub: hubAnswering(() => Promise.reject(new Error('no hub in this test'))),
    hubAddress: { hubUrl: 'http://hub.localhost:8080/', hubApiUrl: 'http://hub.localhost:8080/api/', developmentMode: true },
    deviceConfig: deviceConfigFixture(),
    themeName: 'classic' as const,
  };
  return render(
    <MemoryRouter>
      <ShellProvider services={services}>
        <HubRows
          load={load}
          texts={setup.texts}
          missingIsGone={setup.missingIsGone ?? false}
          {...(setup.options ? { options: setup.options } : {})}
        />
      </ShellProvider>
    </MemoryRouter>,
  );
}
