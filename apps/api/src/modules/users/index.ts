/** People's accounts and profiles: the users area's public surface. */
export { prepareAvatar } from './avatar';
export { logoKeyOf, storedEntrepreneurInfo } from './entrepreneurInfo';
export { checkContactLocation, checkProfileChoices, type ProfileChoiceLookups } from './profileChoices';
export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository';
export { usersRoutes } from './users.routes';
export { AVATAR_FOLDER, createUsersService, photoUrlOf, type UsersService } from './users.service';
