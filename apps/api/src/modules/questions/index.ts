/** The question bank: the questions area's public surface. */
export { createQuestionsRepository } from './questions.repository';
export { questionsRoutes } from './questions.routes';
export { createQuestionsService } from './questions.service';
