/** Mentoring topic areas (spec 002 "Reference lists"). */
export const mentoringTopics = ['Finanzas', 'Legal', 'Modelo de negocios', 'Marketing', 'Contabilidad'] as const;
export type MentoringTopic = (typeof mentoringTopics)[number];
