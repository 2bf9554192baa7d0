import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { ProgrammeEvent } from '@companion/hub-client';
import { useDeviceConfig, useDeviceFlags, useMessages, useThemeSettings } from '@companion/shell';
import { Button } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import { showsPictures } from '../rules/event-images';
import * as styles from '../programme.css';
import { filterEvents, indexEvents, levelsOf } from '../rules/event-search';
import { EventResults } from './EventResults';

/**
 * The event grid: search, level filters, Clear Filters and the cards. The search box is urgent
 * (each key shows at once); the grid follows a deferred copy, so typing stays smooth on 2,000
 * events. Search text is worked out once per event list, not once per keystroke.
 */
export function EventGrid({ events }: { events: readonly ProgrammeEvent[] }) {
  const t = useMessages(programmeMessages);
  const { showFilterToggle } = useDeviceFlags();
  const use12HourTime = useThemeSettings().use12HourTime;
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  const panelId = useId();
  const indexed = useMemo(() => indexEvents(events), [events]);
  const levels = useMemo(() => levelsOf(events), [events]);
  const pictures = useMemo(() => showsPictures(events, defaultImage), [events, defaultImage]);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  // Kiosk and signage have no toggle (media §6): their filters are always in view.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const deferredLevels = useDeferredValue(chosen);
  const matches = useMemo(() => filterEvents(indexed, deferredQuery, deferredLevels), [indexed, deferredQuery, deferredLevels]);
  const filtered = query.trim() !== '' || chosen.size > 0;
  // Clear Filters is off once there is nothing to clear: focus moves first to the count, which then
  // says how many events there are, and the next Tab reaches the first card.
  const count = useRef<HTMLParagraphElement>(null);

  function toggleLevel(level: string) {
    const next = new Set(chosen);
    if (next.has(level)) next.delete(level);
    else next.add(level);
    setChosen(next);
  }

  const panelShown = !showFilterToggle || filtersOpen;
  return (
    // data-shown-query: the query the grid shows, for the search benchmark (tooling/bench/programme-search.mjs).
    <section aria-label={t('searchEvents')} data-shown-query={deferredQuery}>
      <div className={styles.toolbar}>
        <label className={styles.searchLabel}>
          {t('searchEvents')}
          <input
            type="search"
            className={styles.searchInput}
            placeholder={t('searchEvents')}
            value={query}
            onChange={(change) => setQuery(change.target.value)}
          />
        </label>
        {showFilterToggle ? (
          <Button aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen(!filtersOpen)}>
            {t('filters')}
          </Button>
        ) : null}
      </div>
      {panelShown ? (
        <div id={panelId} className={styles.filterPanel}>
          {levels.length > 0 ? (
            <fieldset className={styles.levelFieldset}>
              <legend>{t('levels')}</legend>
              <ul className={styles.levelList}>
                {levels.map((level) => (
                  <li key={level}>
                    <label className={styles.levelOption}>
                      <input type="checkbox" checked={chosen.has(level)} onChange={() => toggleLevel(level)} />
                      {level}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <Button
            disabled={!filtered}
            onClick={() => {
              count.current?.focus();
              setQuery('');
              setChosen(new Set());
            }}
          >
            {t('clearFilters')}
          </Button>
        </div>
      ) : null}
      <p ref={count} className={styles.count} role="status" tabIndex={-1}>
        {t('eventCount', { count: matches.length })}
      </p>
      {matches.length === 0 ? (
        <div className={styles.notice}>
          <p className={styles.noticeTitle}>{t('noMatch')}</p>
          <p className={styles.hint}>{t('noMatchHint')}</p>
        </div>
      ) : (
        <EventResults
          filterKey={`${deferredQuery}\u0000${[...deferredLevels].join('\u0000')}`}
          events={matches}
          use12HourTime={use12HourTime}
          defaultImage={defaultImage}
          pictures={pictures}
        />
      )}
    </section>
  );
}
