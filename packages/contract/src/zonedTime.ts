import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { APP_TIME_ZONE } from './dates';

// Chile's wall clock as instants, daylight saving included, through dayjs (the library antd's pickers already
// use) and its zone plugins. Kept apart from `dates.ts` so pages that only read dates never load the plugins.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

/** The instant as a dayjs date-time in Chile. */
export const inAppTimeZone = (instant: Date | string | number) => dayjs(instant).tz(APP_TIME_ZONE);

/** The instant when it is `time` (HH:mm) of `day` (YYYY-MM-DD) in Chile. */
export const appInstant = (day: string, time = '00:00'): Date => dayjs.tz(`${day} ${time}`, APP_TIME_ZONE).toDate();
