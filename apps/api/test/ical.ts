import ICAL from 'ical.js';

/** An iCalendar text read back: the calendar's METHOD and each VEVENT's fields, with instants resolved by its VTIMEZONE. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const value = (name: string) => vevent.getFirstPropertyValue(name)?.toString() ?? null;
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      status: value('status'),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startTzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
      organizer: value('organizer'),
      attendees: vevent.getAllProperties('attendee').map((p) => p.getFirstValue()?.toString() ?? ''),
    };
  });
  return {
    method: calendar.getFirstPropertyValue('method')?.toString() ?? null,
    timezones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')?.toString()),
    events,
  };
}
