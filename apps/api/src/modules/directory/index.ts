/** The people directory and its imports: the directory area's public surface. */
export { createDirectoryRepository } from './directory.repository';
export { directoryRoutes } from './directory.routes';
export { createDirectoryService } from './directory.service';
