import {
  addCompanyAdminSchema,
  directoryErrorTypes,
  directoryListQuerySchema,
  directoryMessages,
  directoryPageSchema,
  directoryUserSchema,
  IMPORT_MAX_FILE_BYTES,
  importResultSchema,
  mentorsListQuerySchema,
  userFormSchema,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import { AppError, badRequest } from '../../plugins/errors';
import type { DirectoryService } from './directory.service';
import type { ImportAudience } from './importTemplate';
import { sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';
import { readJsonForm, type UploadField } from '../../plugins/jsonForm';
import {
  accessErrorResponses,
  createErrorResponses,
  createUploadErrorResponses,
  errorResponses,
  writeErrorResponses,
} from '../../plugins/errorResponses';

const security = [{ bearerAuth: [] }];
const userIdParams = z.object({ userId: resourceId() });
const clientIdParams = z.object({ clientId: resourceId() });
/** The multipart field holding the spreadsheet. */
const IMPORT_FILE_FIELD = 'file';

/** The spreadsheet of an import: at most IMPORT_MAX_FILE_BYTES. */
const importUpload: UploadField = {
  maxBytes: IMPORT_MAX_FILE_BYTES,
  tooLarge: () =>
    new AppError(
      directoryErrorTypes.importFileTooLarge,
      413,
      `El archivo supera el máximo de ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`,
    ),
};

/** The uploaded spreadsheet of an import: one file in the field `file`; no file, or another field, is refused. */
async function readImportFile(request: FastifyRequest, errorType: string) {
  const noFile = () => badRequest(errorType, directoryMessages.importNoFile);
  if (!request.isMultipart()) throw noFile();
  const { files, fileNames } = await readJsonForm(
    request,
    { [IMPORT_FILE_FIELD]: importUpload },
    { unexpectedFile: noFile },
  );
  const fileName = fileNames[IMPORT_FILE_FIELD];
  if (fileName === undefined) throw noFile();
  // An empty spreadsheet is still an upload: the import says what is wrong with it.
  return { buffer: files[IMPORT_FILE_FIELD] ?? Buffer.alloc(0), fileName };
}

export async function directoryRoutes(
  app: FastifyInstance,
  { directoryService }: { directoryService: DirectoryService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/students',
    {
      config: { access: access.admin },
      schema: {
        tags: ['directory'],
        summary: 'Mentees (usuarias sin información de mentora), por nombre, 10 por página',
        security,
        querystring: directoryListQuerySchema,
        response: { 200: directoryPageSchema, ...accessErrorResponses },
      },
    },
    async (request) => directoryService.listStudents(request.query),
  );

  r.get(
    '/mentors',
    {
      config: { access: access.admin },
      schema: {
        tags: ['directory'],
        summary: 'Mentoras; filtros por cliente y por tipos (mentorTypes=INTERNAL,EXTERNAL)',
        security,
        querystring: mentorsListQuerySchema,
        response: { 200: directoryPageSchema, ...accessErrorResponses },
      },
    },
    async (request) => directoryService.listMentors(request.query),
  );

  r.get(
    '/admins',
    {
      config: { access: access.admin },
      schema: {
        tags: ['directory'],
        summary: 'Administradoras',
        security,
        querystring: directoryListQuerySchema,
        response: { 200: directoryPageSchema, ...accessErrorResponses },
      },
    },
    async (request) => directoryService.listAdmins(request.query),
  );

  r.get(
    '/company-admins',
    {
      config: { access: access.admin },
      schema: {
        tags: ['directory'],
        summary: 'Administradores de empresa de todos los clientes',
        security,
        querystring: directoryListQuerySchema,
        response: { 200: directoryPageSchema, ...accessErrorResponses },
      },
    },
    async (request) => directoryService.listCompanyAdmins(request.query),
  );

  r.get(
    '/company-admins/:clientId',
    {
      config: { access: access.clientStaff('clientId') },
      schema: {
        tags: ['directory'],
        summary: 'Administradores de empresa de un cliente (un administrador de empresa: sólo los de su cliente)',
        security,
        params: clientIdParams,
        querystring: directoryListQuerySchema,
        response: { 200: directoryPageSchema, ...accessErrorResponses },
      },
    },
    async (request) => directoryService.listCompanyAdminsOfClient(request.params.clientId, request.query),
  );

  r.post(
    '/company-admins/:clientId',
    {
      config: { access: access.admin },
      schema: {
        tags: ['directory'],
        summary: 'Hacer administradora de empresa del cliente a una cuenta existente, por su email',
        description:
          'Conserva sus otros roles. 404 si no hay una cuenta con ese email (una cuenta nueva se crea con POST ' +
          '/api/users, rol COMPANY_ADMIN y el cliente); 409 si ya lo es o si pertenece a otro cliente.',
        security,
        params: clientIdParams,
        body: addCompanyAdminSchema,
        response: { 200: directoryUserSchema, ...writeErrorResponses },
      },
    },
    async (request) => directoryService.addCompanyAdmin(request.params.clientId, request.body.email),
  );

  r.delete(
    '/company-admins/:clientId/:userId',
    {
      config: { access: access.admin },
      schema: {
        tags: ['directory'],
        summary: 'Quitar a una administradora de empresa del cliente (conserva su cuenta y sus otros roles)',
        description: '409 si es el único rol de la cuenta: eso es eliminar la cuenta (DELETE /api/users/{userId}).',
        security,
        params: clientIdParams.extend(userIdParams.shape),
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await directoryService.removeCompanyAdmin(request.params.clientId, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/users',
    {
      config: { access: access.admin },
      schema: {
        tags: ['directory'],
        summary: 'Crear una usuaria sin contraseña; recibe un correo de bienvenida para crearla',
        security,
        body: userFormSchema,
        response: { 201: directoryUserSchema, ...createErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await directoryService.createUser(request.body, request.auth!)),
  );

  r.put(
    '/users/:userId',
    {
      config: { access: access.admin },
      schema: {
        tags: ['directory'],
        summary: 'Editar una usuaria desde el formulario de administración',
        security,
        params: userIdParams,
        body: userFormSchema,
        response: { 200: directoryUserSchema, ...writeErrorResponses },
      },
    },
    async (request) => directoryService.updateUser(request.params.userId, request.body, request.auth!),
  );

  r.delete(
    '/users/:userId',
    {
      config: { access: access.userClientStaff('userId') },
      schema: {
        tags: ['directory'],
        summary: 'Eliminar una usuaria (nunca a sí misma; un administrador de empresa sólo a los de su cliente)',
        security,
        params: userIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await directoryService.deleteUser(request.params.userId, request.auth!);
      return reply.code(204).send(null);
    },
  );

  const audiences: Array<{ audience: ImportAudience; path: string; label: string; errorType: string }> = [
    { audience: 'students', path: '/students', label: 'mentees', errorType: directoryErrorTypes.importStudents },
    { audience: 'mentors', path: '/mentors', label: 'mentoras', errorType: directoryErrorTypes.importMentors },
  ];
  for (const { audience, path, label, errorType } of audiences) {
    r.post(
      `${path}/createMany`,
      {
        config: { access: access.admin },
        schema: {
          tags: ['directory'],
          summary: `Importar ${label} desde una planilla (xlsx, xls, csv u ods) en el campo multipart \`file\``,
          description:
            'Columnas: Nombre, Apellido, Email, Género, Área, Cargo, Extranjero' +
            (audience === 'mentors' ? ' (y opcionales Tipo, Estado)' : '') +
            '. Se revisan todas las filas antes de escribir; se crean todas en una transacción o ninguna.',
          security,
          consumes: ['multipart/form-data'],
          response: { 201: importResultSchema, ...createUploadErrorResponses },
        },
      },
      async (request, reply) => {
        const file = await readImportFile(request, errorType);
        return reply.code(201).send(await directoryService.importPeople(audience, file));
      },
    );

    // Untyped route: the answer is a binary workbook, which no JSON schema describes.
    app.get(
      `${path}/import-template`,
      {
        config: { access: access.admin },
        schema: {
          tags: ['directory'],
          summary: `Plantilla xlsx para importar ${label}`,
          security,
          response: { ...fileResponse('La plantilla, en Excel', XLSX_MIME), ...accessErrorResponses },
        },
      },
      async (_request, reply) => {
        const workbook = await directoryService.importTemplate(audience);
        return sendXlsx(reply, `plantilla-${label}.xlsx`, workbook);
      },
    );
  }
}
