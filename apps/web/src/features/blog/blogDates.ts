import { APP_TIME_ZONE } from '../../lib/dates';

/** Month names in words need the language's own data: Intl has it on every browser, whatever dayjs has loaded. */
const day = new Intl.DateTimeFormat('es-CL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('es-CL', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: APP_TIME_ZONE,
});

/** '24 de noviembre de 2026', in Chile's time zone. */
export const formatPostDay = (iso: string) => day.format(new Date(iso));

/** '24 de noviembre de 2026, 18:05', in Chile's time zone. */
export const formatPostDayAndTime = (iso: string) => `${day.format(new Date(iso))}, ${time.format(new Date(iso))}`;
