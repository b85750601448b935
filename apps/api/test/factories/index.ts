// The rows suites start from: one factory per main row, each with complete defaults and the inserted row back.
export { createCampus, type CampusRow } from './campuses';
export { createChatRoom, type ChatRoomRow } from './chatRooms';
export { createClient, type ClientRow } from './clients';
export { createConvocatory, type ConvocatoryRow } from './convocatories';
export { createInvitation, type InvitationRow } from './invitations';
export { addPairSessions, createPair, type PairRow, type PairSessionRow } from './pairs';
export { addParticipant, createParticipant, createProcess, type ParticipantRow, type ProcessRow } from './processes';
export { createQuestionary, questionaryQuestion, type QuestionaryRow } from './questionaries';
export { unique } from './unique';
export { createUser, signIn, TEST_PASSWORD, type TestSession, type TestUser, type UserOverrides } from './users';
