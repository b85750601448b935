export { composeMail, greetingOf, type MailContent } from './composeMail';
