/** Reference lists (industries, positions, advices...): the metadata area's public surface. */
export { createMetadataRepository } from './metadata.repository';
export { metadataRoutes } from './metadata.routes';
export { createMetadataService } from './metadata.service';
