import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Channel, EpgProgram, VideoServiceAccess } from '@companion/hub-client';
import { useMessages, useThemeSettings } from '@companion/shell';
import { ariaDisabled, Modal, useEmSize, useVirtualRows } from '@companion/ui';
import { GUIDE_WINDOW_SECONDS } from '../rules/vod-rules';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import * as guideStyles from './guide.css';
import { placePrograms, programAt, windowStart } from './guide-layout';
import { ChannelsState } from './ChannelsState';
import { useChannels } from './use-channels';
import { useKeptWhileLoading } from './use-kept-while-loading';
import { useGuideProgrammes } from './use-guide-programmes';
import { guideTime, toIso } from './guide-time';
import { RemotePage } from '../shared/RemotePage';

/**
 * A row's height from the guide's text size: a cell's name and times (2.2 em) and its fixed
 * padding and margins (18 px), with room to spare. 72 px at 16 px as before; 94 px on a cabin TV's
 * 24 px; 116 px at 200 % text, where 72 px cut the times off.
 */
const rowHeightFor = (emSize: number) => Math.ceil(2.75 * emSize + 28);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function Clock({ seconds }: { seconds: number }) {
  const use12HourTime = useThemeSettings().use12HourTime;
  return <time dateTime={toIso(seconds)}>{guideTime(seconds, use12HourTime)}</time>;
}

/**
 * The focused cell as a row and a moment (epoch seconds), not a cell index: when the window moves
 * an hour the row's cells are renumbered, and the cell on air at that moment is still the one.
 */
type Focus = { row: number; moment: number };

type GuideProps = { access: VideoServiceAccess; channels: Channel[]; from: number; now: number; onShift: (hours: number) => void };

function Guide({ access, channels, from, now, onShift }: GuideProps) {
  const t = useMessages(vodMessages);
  const use12HourTime = useThemeSettings().use12HourTime;
  const scroller = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Focus>();
  const [open, setOpen] = useState<{ channel: Channel; programme: EpgProgram }>();
  /**
   * The move that still owes DOM focus to its cell (once its row has the window's own programmes).
   * Compared by identity with `focus`, so an effect of an earlier render still to run (an answer
   * drawn in a transition just before the key) cannot take it for its own, older cell.
   */
  const pendingFocus = useRef<Focus>(undefined);
  const focusRow = focus?.row ?? 0;
  const [emSize, emProbe] = useEmSize();
  const rowHeight = rowHeightFor(emSize);
  const virtualizer = useVirtualRows({ count: channels.length, scroller, rowHeight, keep: focusRow });
  const onScreen = virtualizer.getVirtualItems();
  const { programmes, answered } = useGuideProgrammes(
    access,
    { from, to: from + GUIDE_WINDOW_SECONDS },
    channels,
    onScreen.map((row) => row.index),
  );
  const rows = useMemo(
    () => channels.map((channel) => placePrograms([...(programmes.get(channel.id) ?? [])], from, now)),
    [channels, programmes, from, now],
  );

  // The programme on now in the first row is where focus starts; after that, the cell on air at
  // the focused moment (kept inside the window, which may have moved since).
  const start = focus
    ? {
        row: focus.row,
        programme: programAt(rows[focus.row] ?? [], Math.min(Math.max(focus.moment, from), from + GUIDE_WINDOW_SECONDS - 1)),
      }
    : { row: 0, programme: Math.max(0, rows[0]?.findIndex((p) => p.current) ?? 0) };
  const startReady = answered.has(channels[start.row]?.id ?? Number.NaN);

  useEffect(() => {
    if (!pendingFocus.current || pendingFocus.current !== focus || !startReady) return;
    // The guest has gone elsewhere meanwhile (the toolbar, the dialog): leave their focus alone.
    const active = document.activeElement;
    if (active && active !== document.body && !scroller.current?.contains(active)) {
      pendingFocus.current = undefined;
      return;
    }
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-cell="${start.row}-${start.programme}"]`);
    if (cell) {
      pendingFocus.current = undefined;
      if (cell !== active) cell.focus();
    }
  });

  const moveTo = (next: Focus) => {
    pendingFocus.current = next;
    setFocus(next);
    virtualizer.scrollToIndex(next.row, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[start.row] ?? [];
    const programme = row[start.programme];
    const moment = programme ? Math.max(programme.start_time, from) : from;
    switch (event.key) {
      case 'ArrowRight':
        if (start.programme < row.length - 1) moveTo({ row: start.row, moment: row[start.programme + 1]!.start_time });
        else {
          // Past the window's end: the window moves an hour and focus stays on this row at this
          // time (the same programme, now with its next ones beside it).
          moveTo({ row: start.row, moment: programme ? Math.min(programme.end_time, from + GUIDE_WINDOW_SECONDS) - 1 : moment });
          onShift(1);
        }
        break;
      case 'ArrowLeft':
        if (start.programme > 0) moveTo({ row: start.row, moment: row[start.programme - 1]!.start_time });
        else {
          moveTo({ row: start.row, moment });
          onShift(-1);
        }
        break;
      case 'ArrowDown':
      case 'ArrowUp': {
        const target = start.row + (event.key === 'ArrowDown' ? 1 : -1);
        if (target < 0 || target >= rows.length) return;
        moveTo({ row: target, moment });
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const hours = [0, 1, 2, 3].map((h) => from + h * 3600);
  const nowLeft = ((now - from) / GUIDE_WINDOW_SECONDS) * 100;
  return (
    <>
      <div
        ref={scroller}
        className={guideStyles.guide}
        role="grid"
        aria-label={t('guideRegion', {
          from: guideTime(from, use12HourTime),
          to: guideTime(from + GUIDE_WINDOW_SECONDS, use12HourTime),
        })}
        aria-rowcount={channels.length}
        onKeyDown={onKeyDown}
      >
        {emProbe}
        <div className={guideStyles.timeline} role="row">
          <span role="columnheader" className={guideStyles.channelName} />
          <div className={guideStyles.ticks} role="columnheader">
            {hours.map((hour) => (
              <span key={hour} className={guideStyles.tick} style={{ left: `${((hour - from) / GUIDE_WINDOW_SECONDS) * 100}%` }}>
                <Clock seconds={hour} />
              </span>
            ))}
          </div>
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} data-testid="guide-rows">
          {virtualizer.getVirtualItems().map((virtualRow) => {
            const channel = channels[virtualRow.index]!;
            const placed = rows[virtualRow.index] ?? [];
            return (
              <div
                key={channel.id}
                role="row"
                aria-rowindex={virtualRow.index + 1}
                className={guideStyles.row}
                style={{ transform: `translateY(${virtualRow.start}px)`, height: rowHeight }}
              >
                <span role="rowheader" className={guideStyles.channelName}>
                  {channel.name}
                </span>
                <div className={guideStyles.programmes} role="gridcell">
                  {nowLeft >= 0 && nowLeft <= 100 ? (
                    <span className={guideStyles.nowLine} style={{ left: `${nowLeft}%` }} aria-hidden="true" />
                  ) : null}
                  {placed.map((programme, index) => {
                    const focused = start.row === virtualRow.index && start.programme === index;
                    return (
                      <button
                        key={programme.start_time}
                        type="button"
                        data-cell={`${virtualRow.index}-${index}`}
                        data-remote-entry={focused || undefined}
                        tabIndex={focused ? 0 : -1}
                        aria-current={programme.current ? 'time' : undefined}
                        className={[guideStyles.programme, programme.current ? guideStyles.current : ''].join(' ')}
                        style={{ left: `${programme.left}%`, width: `${programme.width}%` }}
                        onFocus={() => setFocus({ row: virtualRow.index, moment: Math.max(programme.start_time, from) })}
                        onClick={() => setOpen({ channel, programme })}
                      >
                        <span className={guideStyles.programmeName}>{programme.name}</span>
                        <span className={guideStyles.programmeTime}>
                          <Clock seconds={programme.start_time} /> – <Clock seconds={programme.end_time} />
                        </span>
                      </button>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {open ? (
        <Modal
          title={open.programme.name}
          onClose={() => setOpen(undefined)}
          actions={
            <Link className={styles.primaryAction} to={`/channel/${open.channel.id}`}>
              {t('watchChannel', { name: open.channel.name })}
            </Link>
          }
        >
          <p>
            {open.channel.name} · <Clock seconds={open.programme.start_time} /> – <Clock seconds={open.programme.end_time} />
          </p>
          {open.programme.description ? <p>{open.programme.description}</p> : null}
        </Modal>
      ) : null}
    </>
  );
}

function GuideData({ access }: { access: VideoServiceAccess }) {
  const t = useMessages(vodMessages);
  const [now, setNow] = useState(nowSeconds);
  const [offsetHours, setOffsetHours] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const from = windowStart(now) + offsetHours * 3600;
  // The line-up only (the programme at the window's start); the rows on screen fetch their programmes.
  // While a moved window's line-up loads, the guide stays with the last one: a spinner in its place
  // would unmount the cells and drop the remote's focus to the page body.
  const channels = useKeptWhileLoading(useChannels(access, from, from + 1));
  const shift = (hours: number) => setOffsetHours((current) => Math.max(0, current + hours));
  const atNow = offsetHours === 0;
  // aria-disabled, not disabled (ui's ariaDisabled): Earlier pressed back to now keeps the remote's focus on it.
  return (
    <>
      <div className={guideStyles.toolbar}>
        <button type="button" className={styles.secondaryAction} {...ariaDisabled(atNow, () => shift(-1))}>
          {t('guideEarlier')}
        </button>
        <button type="button" className={styles.secondaryAction} {...ariaDisabled(atNow, () => setOffsetHours(0))}>
          {t('guideNow')}
        </button>
        <button type="button" className={styles.secondaryAction} onClick={() => shift(1)}>
          {t('guideLater')}
        </button>
      </div>
      <ChannelsState data={channels}>
        {(list) => <Guide access={access} channels={list} from={from} now={now} onShift={shift} />}
      </ChannelsState>
    </>
  );
}

/**
 * The TV guide (/tvguide, /vod/tvguide): channels × 4 hours from the half hour before now with a
 * now-line (behind the cells' text), the current programme marked, a programme dialog; arrow keys move through it like a TV remote, moving past
 * the window's edge scrolls the time by an hour. Only rows on screen are rendered.
 */
export function TvGuideScreen() {
  const t = useMessages(vodMessages);
  return (
    <RemotePage className={styles.page}>
      <h1 className={styles.title}>{t('tvGuide')}</h1>
      <VideoAccessGate>{(access) => <GuideData access={access} />}</VideoAccessGate>
    </RemotePage>
  );
}
