import dayjs from 'dayjs';
import 'dayjs/locale/es';

/**
 * Dates in Spanish on every page, antd's date pickers included (they name months and days through dayjs's global
 * locale). The time-zone plugins stay out: only screens that show dates load them, through `lib/dates`.
 */
dayjs.locale('es');
