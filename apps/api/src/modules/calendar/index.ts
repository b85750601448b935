/** Calendar invitations' companion, the member's private calendar feed: the calendar area's public surface. */
export { createCalendarRepository } from './calendar.repository';
export { calendarRoutes } from './calendar.routes';
export { createCalendarService, type CalendarService } from './calendar.service';
