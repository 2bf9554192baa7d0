import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { getExcursionTags, hubOk, type Excursion, type ExcursionTag, type HubClient, type HubResult } from '@companion/hub-client';
import { HubDataState, useDeviceConfig, useDeviceType, useHub, useHubData, useMessages } from '@companion/shell';
import { Button, EmptyState, firstScreenPriority, Spinner, visuallyHidden } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { isDurationFilter, type DurationFilter } from '../rules/duration-filter';
import { ExcursionCard } from '../shared/ExcursionCard';
import { excursionPicture } from '../shared/excursion-picture';
import { ExcursionFilters } from './ExcursionFilters';
import { filterExcursions, offeredTags } from './filter-excursions';

// Only a signage screen draws the list a screenful at a time: a phone's list does not download
// those pages (each file more is a round trip on a ship's link: slow-link LCP +400 ms when static).
const SignageExcursionPages = lazy(() => import('./SignageExcursionPages').then((module) => ({ default: module.SignageExcursionPages })));

export type ExcursionListProps = {
  title: string;
  load: (hub: HubClient) => Promise<HubResult<Excursion[]>>;
  /** Day mode (bookable-services §2): no header and no filters, as on a programme page. */
  dayMode?: boolean;
  /** Where a card leads. */
  detailPath: (excursion: Excursion) => string;
  /** Above the list, below the title: e.g. the date strip. */
  navigation?: ReactNode;
  /**
   * The navigation's own data is still on its way: the list waits for it and both appear at
   * once. A strip arriving after the cards pushed the filters and cards down on a phone
   * (Lighthouse CLS 0.09 on the excursion list, docs/performance.md).
   */
  navigationPending?: boolean;
};

type ListWithTags = { all: Excursion[]; tags: readonly ExcursionTag[] };

/**
 * The list and the filter tags asked for together and shown together: asked one after the
 * other, the tag chips arrived after the cards and pushed them down (Lighthouse CLS 0.12 on a
 * phone). Tags that fail to load only mean no tag chips.
 */
function useListWithTags(load: ExcursionListProps['load'], withTags: boolean, leadPicture: (list: ListWithTags) => string | undefined) {
  const loadBoth = useCallback(
    async (hub: HubClient): Promise<HubResult<ListWithTags>> => {
      const [list, tags] = await Promise.all([load(hub), withTags ? getExcursionTags(hub) : Promise.resolve(hubOk([]))]);
      if (!list.ok) return list;
      return hubOk({ all: list.value, tags: tags.ok ? tags.value : [] });
    },
    [load, withTags],
  );
  return useHubData(loadBoth, { leadPicture });
}

/** The filters the address holds (`?type=…&duration=…`), where the filters are shown at all. */
function filtersIn(search: URLSearchParams, showFilters: boolean): { tag: string | undefined; duration: DurationFilter } {
  const durationParam = search.get('duration');
  return {
    tag: showFilters ? (search.get('type') ?? undefined) : undefined,
    duration: showFilters && isDurationFilter(durationParam) ? durationParam : 'all',
  };
}

/**
 * Filters show unless the day mode or the operator's setting hides them (§2): on a phone and on a
 * kiosk, whose guests touch its chips; a sign across the room has nobody to touch them.
 */
function useShowFilters(dayMode: boolean): boolean {
  const deviceType = useDeviceType();
  const hideSetting = Boolean(useDeviceConfig().hub.uiSettings?.hideExcursionFilters);
  return !dayMode && !hideSetting && deviceType !== 'DigitalSignage';
}

/** A list of excursions with the experience-type and duration filters kept in the address. */
export function ExcursionList({ title, load, dayMode = false, detailPath, navigation, navigationPending = false }: ExcursionListProps) {
  const t = useMessages(excursionsMessages);
  const showFilters = useShowFilters(dayMode);
  const hub = useHub();
  const [search] = useSearchParams();
  // The first card's picture, under the filters the address holds.
  const leadPicture = ({ all }: ListWithTags) => {
    const { tag, duration } = filtersIn(search, showFilters);
    const first = filterExcursions(all, tag, duration)[0];
    return first ? excursionPicture(hub, first) : undefined;
  };
  const loaded = useListWithTags(load, showFilters, leadPicture);
  const waiting = navigationPending && !dayMode;
  const excursions = waiting && loaded.status === 'ready' ? { status: 'loading' as const, retry: loaded.retry } : loaded;
  const signage = useDeviceType() === 'DigitalSignage';
  return (
    <section
      className={signage ? styles.signagePage : styles.page}
      aria-labelledby="excursions-title"
      {...(signage ? { 'data-fills-screen': '' } : {})}
    >
      <h1 id="excursions-title" className={dayMode ? visuallyHidden : styles.title}>
        {title}
      </h1>
      {dayMode || waiting ? null : navigation}
      <HubDataState
        data={excursions}
        loadingLabel={t('loadingExcursions')}
        failedTitle={t('excursionsFailed')}
        empty={{ when: ({ all }) => all.length === 0, title: t('noExperiences') }}
      >
        {({ all, tags }) =>
          signage ? (
            <Suspense fallback={<Spinner label={t('loadingExcursions')} />}>
              <SignageExcursionPages excursions={all} detailPath={detailPath} linkState={portOf} />
            </Suspense>
          ) : (
            <FilteredExcursions all={all} tags={tags} showFilters={showFilters} detailPath={detailPath} />
          )
        }
      </HubDataState>
    </section>
  );
}

/** What a card hands its detail page: the port the excursion leaves from, for the detail's heading. */
function portOf(excursion: Excursion): unknown {
  return excursion.port ? { portName: excursion.port.name, portDate: excursion.date } : undefined;
}

type FilteredExcursionsProps = Pick<ExcursionListProps, 'detailPath'> & ListWithTags & { showFilters: boolean };

/** The filled list: the filters (app only), the result count and the cards. */
function FilteredExcursions({ all, tags, showFilters, detailPath }: FilteredExcursionsProps) {
  const t = useMessages(excursionsMessages);
  const [search, setSearch] = useSearchParams();
  const { tag, duration } = filtersIn(search, showFilters);
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
  // "Show all experiences" goes with the empty result it sits in: focus moves first to the count
  // that then says how many experiences there are, and the next Tab reaches the first card.
  const count = useRef<HTMLParagraphElement>(null);
  const clearFilters = useCallback(() => {
    count.current?.focus();
    setSearch(new URLSearchParams(), { replace: true });
  }, [setSearch]);
  const shown = useMemo(() => filterExcursions(all, tag, duration), [all, tag, duration]);
  const filterTags = useMemo(() => offeredTags(all, tags), [all, tags]);
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
      <p ref={count} role="status" tabIndex={-1} className={showFilters ? styles.meta : visuallyHidden}>
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
                linkState={portOf(excursion)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
