/** The live-event topic of a live content's changes (subscription `liveContentUpdated`). */
export const liveContentTopic = (liveContentId: string) => `liveContent.${liveContentId}`;
