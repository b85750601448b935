/** The 17 Sustainable Development Goals with their official Spanish names (United Nations). */
export const sustainableDevelopmentGoalNames = [
  'Fin de la pobreza',
  'Hambre cero',
  'Salud y bienestar',
  'Educación de calidad',
  'Igualdad de género',
  'Agua limpia y saneamiento',
  'Energía asequible y no contaminante',
  'Trabajo decente y crecimiento económico',
  'Industria, innovación e infraestructura',
  'Reducción de las desigualdades',
  'Ciudades y comunidades sostenibles',
  'Producción y consumo responsables',
  'Acción por el clima',
  'Vida submarina',
  'Vida de ecosistemas terrestres',
  'Paz, justicia e instituciones sólidas',
  'Alianzas para lograr los objetivos',
] as const;

export const NO_SUSTAINABLE_DEVELOPMENT_GOAL = 'No asociado a ningún ODS';

/** The 18 options of the entrepreneur form's ODS field (spec 002 "Reference lists"): none, then 'ODS n: name'. */
export const odsOptions: readonly string[] = [
  NO_SUSTAINABLE_DEVELOPMENT_GOAL,
  ...sustainableDevelopmentGoalNames.map((name, index) => `ODS ${index + 1}: ${name}`),
];
