import { useMemo } from 'react';
import { getAppointments, type Appointment, type HubClient } from '@companion/hub-client';
import { HubDataState, useDateLocale, useDeviceConfig, useHubData, useMessages, useThemeSettings } from '@companion/shell';
import { DateText, TimeText } from '@companion/ui';
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
  return (
    <table className={styles.table} aria-label={caption}>
      <thead>
        <tr>
          <th className={styles.cell}>{t('date')}</th>
          <th className={styles.cell}>{t('time')}</th>
          <th className={styles.cell}>{t('booking')}</th>
          <th className={styles.cell}>{t('status')}</th>
        </tr>
      </thead>
      <tbody>
        {appointments.map((appointment, index) => (
          <tr key={keys[index]}>
            <td className={styles.cell}>
              <DateText value={appointment.date} locale={locale} />
            </td>
            <td className={styles.cell}>
              <TimeText value={appointment.fromTime} use12HourTime={use12HourTime} />
              {appointment.toTime ? ' – ' : null}
              <TimeText value={appointment.toTime} use12HourTime={use12HourTime} />
            </td>
            <td className={styles.cell}>{appointment.text}</td>
            <td className={styles.cell}>{t(statusKey[groupOfStatus(appointment.bookingStatus)])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
