/** The coordinator's messaging of an attraction process in progress: challenges to every group, mass messages. */
export { MassMessageButton, type MessagingGroup } from './MassMessageButton';
export { SendChallengeButton, type MessagingProcess } from './SendChallengeButton';
