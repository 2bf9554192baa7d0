import { Fragment, useMemo } from 'react';
import { getAppointments, type Appointment, type HubClient } from '@companion/hub-client';
import { HubDataState, useDateLocale, useDeviceConfig, useHubData, useMessages, useThemeSettings } from '@companion/shell';
import { DateText, StackedTable, TimeText } from '@companion/ui';
import { accountMessages } from '../account-messages';
import * as styles from '../account.css';
import { groupAppointments, groupOfStatus, type BookingGroup } from './group-appointments';
import { appointmentKeys, sortAppointments } from './sort-appointments';

/** Sorted once as they arrive, so the plain table and every status group read in date and time order. */
async function getSortedAppointments(hub: HubClient) {
  const result = await getAppointments(hub);
  return result.ok ? { ...result, value: sortAppointments(result.value) } : result;
}

const statusKey = { confirmed: 'statusConfirmed', waitlist: 'statusWaitlist', cancelled: 'statusCancelled' } as const;

/** /my_onboard_bookings: the guest's spa, dining and activity appointments. */
export function OnboardBookingsScreen() {
  const t = useMessages(accountMessages);
  const data = useHubData(getSortedAppointments);
  const grouped = Boolean(useDeviceConfig().hub.uiSettings?.groupBookingsByStatus);
  return (
    <section className={styles.page} aria-labelledby="bookings-title">
      <h1 id="bookings-title" className={styles.title}>
        {t('bookingsTitle')}
      </h1>
      <HubDataState
        data={data}
        loadingLabel={t('loadingBookings')}
        failedTitle={t('bookingsFailed')}
        empty={{ when: (appointments) => appointments.length === 0, title: t('noBookings') }}
      >
        {(appointments) =>
          grouped ? (
            (Object.entries(groupAppointments(appointments)) as [BookingGroup, Appointment[]][])
              .filter(([, inGroup]) => inGroup.length > 0)
              .map(([group, inGroup]) => (
                <section key={group}>
                  <h2 className={styles.subtitle}>{t(statusKey[group])}</h2>
                  <BookingsTable appointments={inGroup} caption={t(statusKey[group])} />
                </section>
              ))
          ) : (
            <BookingsTable appointments={appointments} caption={t('bookingsTitle')} />
          )
        }
      </HubDataState>
    </section>
  );
}

function BookingsTable({ appointments, caption }: { appointments: Appointment[]; caption: string }) {
  const t = useMessages(accountMessages);
  const locale = useDateLocale();
  const { use12HourTime } = useThemeSettings();
  const keys = useMemo(() => appointmentKeys(appointments), [appointments]);
  // The booking heads its row, and a phone's block of lines: what, then when and its status.
  return (
    <StackedTable
      name={caption}
      hideName
      columns={[t('booking'), t('date'), t('time'), t('status')]}
      rows={appointments.map((appointment, index) => ({
        key: keys[index]!,
        cells: [
          appointment.text,
          <DateText key="date" value={appointment.date} locale={locale} />,
          <Fragment key="time">
            <TimeText value={appointment.fromTime} use12HourTime={use12HourTime} />
            {appointment.toTime ? ' – ' : null}
            <TimeText value={appointment.toTime} use12HourTime={use12HourTime} />
          </Fragment>,
          t(statusKey[groupOfStatus(appointment.bookingStatus)]),
        ],
      }))}
    />
  );
}
