/** Session feedback: invitations when a session is done, the process dashboard, the answers and their Excel. */
export { createFeedbackRepository } from './feedback.repository';
export { feedbackRoutes } from './feedback.routes';
export { createFeedbackService, type FeedbackService } from './feedback.service';
