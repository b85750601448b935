/** The public convocatory enrolment and the member's business data: the enrolment area's public surface. */
export { createEnrolmentRepository } from './enrolment.repository';
export { enrolmentRoutes } from './enrolment.routes';
export { createEnrolmentService, ENTREPRENEUR_FOLDER } from './enrolment.service';
export { isEnrolmentStepComplete } from './enrolmentSteps';
