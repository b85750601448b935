/** Answering questionnaires from their invitations (measurements, session feedback, open surveys): the area's door. */
export { answerInvitationMail } from './answers.mails';
export { createAnswerTokens, type AnswerTokens } from './answerTokens';
export { createAnswersRepository, type AnswersRepository } from './answers.repository';
export { answersRoutes } from './answers.routes';
export { createAnswersService, type AnswersService } from './answers.service';
