/** Stored files served to the browser: the files area's public surface. */
export { filesRoutes } from './files.routes';
