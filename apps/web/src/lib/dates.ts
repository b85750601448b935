import { APP_TIME_ZONE, dayjs } from '@enlaza/contract';
import './dayjsLocale';

// Dates and chat times are shown in Chile's time zone (spec 000 §9), in Spanish: the contract holds the zone and
// extends dayjs with its zone plugins; pickers that make a dayjs without one are read in Chile too.
dayjs.tz.setDefault(APP_TIME_ZONE);

export { APP_TIME_ZONE, dayjs };
