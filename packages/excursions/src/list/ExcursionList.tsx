import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { getExcursionTags, hubOk, type Excursion, type HubClient, type HubResult } from '@companion/hub-client';
import { HubDataState, useDeviceConfig, useDeviceType, useHubData, useMessages } from '@companion/shell';
import { Button, EmptyState, firstScreenPriority, visuallyHidden } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { isDurationFilter, type DurationFilter } from '../rules/duration-filter';
import { ExcursionCard } from '../shared/ExcursionCard';
import { ExcursionFilters } from './ExcursionFilters';
import { filterExcursions, offeredTags } from './filter-excursions';

export type ExcursionListProps = {
  title: string;
  load: (hub: HubClient) => Promise<HubResult<Excursion[]>>;
  /** Day mode (bookable-services §2): no header and no filters, as on a programme page. */
  dayMode?: boolean;
  /** Where a card leads. */
  detailPath: (excursion: Excursion) => string;
  /** Above the list, below the title: e.g. the date strip. */
  navigation?: ReactNode;
};

const noTags = () => Promise.resolve(hubOk([]));

/** A list of excursions with the experience-type and duration filters kept in the address. */
export function ExcursionList({ title, load, dayMode = false, detailPath, navigation }: ExcursionListProps) {
  const t = useMessages(excursionsMessages);
  const excursions = useHubData(load);
  return (
    <section className={styles.page} aria-labelledby="excursions-title">
      <h1 id="excursions-title" className={dayMode ? visuallyHidden : styles.title}>
        {title}
      </h1>
      {dayMode ? null : navigation}
      <HubDataState
        data={excursions}
        loadingLabel={t('loadingExcursions')}
        failedTitle={t('excursionsFailed')}
        empty={{ when: (all) => all.length === 0, title: t('noExperiences') }}
      >
        {(all) => <FilteredExcursions all={all} dayMode={dayMode} detailPath={detailPath} />}
      </HubDataState>
    </section>
  );
}

type FilteredExcursionsProps = Pick<ExcursionListProps, 'dayMode' | 'detailPath'> & { all: Excursion[] };

/** The filled list: the filters (app only), the result count and the cards. */
function FilteredExcursions({ all, dayMode = false, detailPath }: FilteredExcursionsProps) {
  const t = useMessages(excursionsMessages);
  const deviceType = useDeviceType();
  const hideSetting = Boolean(useDeviceConfig().hub.uiSettings?.hideExcursionFilters);
  const showFilters = !dayMode && !hideSetting && deviceType === 'App';
  const tags = useHubData(showFilters ? getExcursionTags : noTags);
  const [search, setSearch] = useSearchParams();
  const tag = showFilters ? (search.get('type') ?? undefined) : undefined;
  const durationParam = search.get('duration');
  const duration: DurationFilter = showFilters && isDurationFilter(durationParam) ? durationParam : 'all';
  const setFilter = useCallback(
    (name: 'type' | 'duration', value: string | undefined) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined || value === 'all') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const clearFilters = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);
  const shown = useMemo(() => filterExcursions(all, tag, duration), [all, tag, duration]);
  const filterTags = useMemo(() => offeredTags(all, tags.status === 'ready' ? tags.value : []), [all, tags]);
  return (
    <>
      {showFilters ? (
        <ExcursionFilters
          tags={filterTags}
          tag={tag}
          duration={duration}
          onTag={(value) => setFilter('type', value)}
          onDuration={(value) => setFilter('duration', value)}
        />
      ) : null}
      <p role="status" className={showFilters ? styles.meta : visuallyHidden}>
        {t('resultCount', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={t('noMatchingExperiences')} action={<Button onClick={clearFilters}>{t('clearFilters')}</Button>} />
      ) : (
        <ul className={styles.cards}>
          {shown.map((excursion, index) => (
            <li key={String(excursion.id)}>
              <ExcursionCard
                imagePriority={firstScreenPriority(index)}
                excursion={excursion}
                to={detailPath(excursion)}
                linkState={excursion.port ? { portName: excursion.port.name, portDate: excursion.date } : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
