/** The live-event topic of a convocatory's inscriptions (GraphQL subscription `convocatoryInscriptions`). */
export const inscriptionsTopic = (convocatoryId: string) => `convocatory.${convocatoryId}.inscriptions`;
