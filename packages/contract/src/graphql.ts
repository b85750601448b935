/**
 * Spanish messages of the live-data endpoint (GraphQL at /api/graphql). Its errors keep GraphQL's `errors` array;
 * each carries one of these messages (or the catalogue's, errorMessages) and its `errorTypes` code in
 * `extensions.type`.
 */
export const graphqlMessages = {
  invalidOperation: 'La consulta no es válida',
  tooDeep: (maxDepth: number) => `La consulta anida demasiados niveles: se permiten hasta ${maxDepth}`,
  tooManyAliases: (maxAliases: number) => `La consulta usa demasiados alias: se permiten hasta ${maxAliases}`,
} as const;
