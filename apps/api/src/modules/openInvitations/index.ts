/** Open invitations to a questionnaire (admin side: create, follow, close, reopen, export): the area's door. */
export { createOpenInvitationsRepository } from './openInvitations.repository';
export { openInvitationsRoutes } from './openInvitations.routes';
export { createOpenInvitationsService, type OpenInvitationsService } from './openInvitations.service';
