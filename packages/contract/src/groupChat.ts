import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatPerson } from './chat';
import { CHALLENGE_TEXT_MAX, CHALLENGE_TITLE_MAX } from './challenges';

/**
 * The group chat of talent-attraction processes (spec 001 §3 "Challenge sent", §5, §6, §7; 002 §2.7, §2.8, §3
 * "Member process" group): the one-to-one chat's engine with rooms of kind GROUP, plus the challenges and mass
 * messages coordinators send into them. Live side over GraphQL: groupChatRoom(id), groupChatRoomOfProcess(processId),
 * createGroupMessage(groupChatRoomId, text), groupChatRoomMessages(groupChatRoomId), challengesSent(processId) (query
 * and subscription).
 */

export const groupChatMessages = {
  title: 'Chat grupal',
  challengeRequired: 'Debe seleccionar un desafío',
  challengeTextRequired: 'El desafío no puede ir vacio',
  groupsRequired: 'Debe seleccionar al menos un Grupo',
  massTextRequired: 'Ingrese texto del mensaje masivo',
  noChallenges: 'Aun no se han enviado desafíos',
  notInProgress: 'Sólo se pueden enviar desafíos y mensajes masivos mientras el proceso está en curso',
  notAttraction: 'El proceso no es de atracción de talento',
  groupNotOfProcess: 'Alguno de los grupos elegidos no pertenece a este proceso',
  noGroup: 'Aún no tienes grupo en este proceso',
  notGroupRoom: 'El chat no es un chat grupal',
  challengeSent: 'Desafío enviado a todos los grupos',
  massMessageSent: 'Mensaje masivo enviado',
  sendChallenge: 'Enviar desafío',
  massMessage: 'Mensaje masivo',
  challengeTag: 'Desafío',
  announcementTag: 'Mensaje de la coordinación',
  openGroupChat: 'Ir al chat grupal',
  tutor: 'Tutora',
  students: 'Estudiantes',
  challengesSent: 'Desafíos enviados',
} as const;

export const groupChatErrorTypes = {
  notInProgress: 'attraction_not_in_progress',
  notAttraction: 'attraction_not_attraction',
  groupNotOfProcess: 'attraction_group_not_of_process',
  notGroupRoom: 'chat_not_group_room',
} as const;

/** The attraction view (spec 002 §2.7): `/attraction/{student|mentor}/{processId}`. */
export const attractionPath = (as: 'mentor' | 'student', processId: string) => `/attraction/${as}/${processId}`;
/** The group chat (spec 002 §2.8): `/groupchat/{processId}`. */
export const groupChatPath = (processId: string) => `/groupchat/${processId}`;

/** POST /api/challenge/send (spec 001 §7): one challenge message, into every group's chat of the process. */
export const sendChallengeRequestSchema = z.object({
  processId: z.uuid(),
  title: z
    .string({ error: groupChatMessages.challengeRequired })
    .trim()
    .min(1, groupChatMessages.challengeRequired)
    .max(CHALLENGE_TITLE_MAX, `El título no puede superar los ${CHALLENGE_TITLE_MAX} caracteres`),
  text: z
    .string({ error: groupChatMessages.challengeTextRequired })
    .trim()
    .min(1, groupChatMessages.challengeTextRequired)
    .max(CHALLENGE_TEXT_MAX, `El texto no puede superar los ${CHALLENGE_TEXT_MAX} caracteres`),
});
export type SendChallengeRequest = z.infer<typeof sendChallengeRequestSchema>;

/** POST /api/process/attraction/{id}/mass_message/ (spec 001 §7): a message into the chosen groups' chats. */
export const massMessageRequestSchema = z.object({
  groupIds: z
    .array(z.uuid(), { error: groupChatMessages.groupsRequired })
    .min(1, groupChatMessages.groupsRequired)
    .max(200),
  text: z
    .string({ error: groupChatMessages.massTextRequired })
    .trim()
    .min(1, groupChatMessages.massTextRequired)
    .max(CHAT_MESSAGE_MAX_LENGTH, `El mensaje puede tener hasta ${CHAT_MESSAGE_MAX_LENGTH} caracteres`),
});
export type MassMessageRequest = z.infer<typeof massMessageRequestSchema>;

/** A challenge sent to a process (spec 001 §3 "Challenge sent": title, text, date). */
export const challengeSentSchema = z.object({
  challengeSentId: z.uuid(),
  processId: z.uuid(),
  title: z.string(),
  text: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
});
export type ChallengeSent = z.infer<typeof challengeSentSchema>;

/** What the challenge and mass-message posts answer: how many group chats received it. */
export const groupBroadcastResultSchema = z.object({
  groupCount: z.number().int(),
  challengeSent: challengeSentSchema.nullable(),
});
export type GroupBroadcastResult = z.infer<typeof groupBroadcastResultSchema>;

const attractionPersonSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  lastName: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string(),
});
export type AttractionPerson = z.infer<typeof attractionPersonSchema> & ChatPerson;

/** GET /api/students/me/attraction/{id} and /api/mentors/me/attraction/{id} (spec 002 §3 "Member process" group). */
export const memberAttractionSchema = z.object({
  processId: z.uuid(),
  name: z.string(),
  clientName: z.string(),
  status: z.string(),
  estimatedStartDate: z.string(),
  estimatedEndDate: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Null until the person is put in a group. */
  group: z
    .object({
      groupId: z.uuid(),
      colorIndex: z.number().int(),
      mentor: attractionPersonSchema,
      students: z.array(attractionPersonSchema),
      /** The group's chat room (opened on first use, so always present once asked for). */
      groupChatRoomId: z.uuid(),
    })
    .nullable(),
  /** Newest first. */
  challengesSent: z.array(challengeSentSchema),
});
export type MemberAttraction = z.infer<typeof memberAttractionSchema>;
