import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import './dayjsLocale';

/** Dates and chat times are shown in Chile's time zone (spec 000 §9), in Spanish. */
export const APP_TIME_ZONE = 'America/Santiago';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(APP_TIME_ZONE);

export { dayjs };
