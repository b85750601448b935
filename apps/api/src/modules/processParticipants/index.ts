/** Participants of a process, their invitations and the participant's answer: the area's public surface. */
export { createInvitationTokens, type InvitationTokens } from './invitationTokens';
export { createProcessParticipantsRepository } from './processParticipants.repository';
export { processParticipantsRoutes } from './processParticipants.routes';
export { createProcessParticipantsService } from './processParticipants.service';
