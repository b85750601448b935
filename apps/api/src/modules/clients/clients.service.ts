import {
  CLIENT_FILTER_ALL,
  CLIENTS_SELECT_MAX,
  clientErrorMessages,
  clientErrorTypes,
  formatRut,
  type AccessTokenClaims,
  type Client,
  type ClientDetail,
  type ClientList,
  type ParsedClientPayload,
  isResourceId,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../plugins/errors';
import { notificationTypes, type NotificationsService } from '../notifications';
import type { ClientRow, ClientsRepository, ClientValues } from './clients.repository';
import { pageOf, pageWindow } from '../../db/pagination';

/**
 * A reason the client cannot be deleted yet (a Spanish sentence), or null. Users are checked here; the processes
 * area adds its own guard (a client with processes) where the services are wired in app.ts.
 */
export type ClientDeletionGuard = (clientId: string) => Promise<string | null>;

export function toClient(row: ClientRow): Client {
  return {
    clientId: row.id,
    name: row.name,
    rut: row.rut,
    businessName: row.businessName,
    address: row.address,
    city: row.city,
    websiteUrl: row.websiteUrl,
    linkedinUrl: row.linkedinUrl,
    createdAt: row.createdAt.toISOString(),
    contact: {
      name: row.contactName,
      email: row.contactEmail,
      phone: row.contactPhone,
      businessPosition: row.contactBusinessPosition,
      businessArea: row.contactBusinessArea,
    },
  };
}

/** The whole form replaces the stored client: a field left out is stored empty. */
function toValues(payload: ParsedClientPayload): ClientValues {
  return {
    name: payload.name,
    rut: payload.rut ?? null,
    businessName: payload.businessName ?? null,
    address: payload.address ?? null,
    city: payload.city ?? null,
    websiteUrl: payload.websiteUrl ?? null,
    linkedinUrl: payload.linkedinUrl ?? null,
    contactName: payload.contact.name,
    contactEmail: payload.contact.email,
    contactPhone: payload.contact.phone,
    contactBusinessPosition: payload.contact.businessPosition ?? null,
    contactBusinessArea: payload.contact.businessArea ?? null,
  };
}

interface Deps {
  clientsRepository: ClientsRepository;
  notificationsService: NotificationsService;
  log: FastifyBaseLogger;
  /** Extra checks before deleting (e.g. processes); users are always checked. */
  deletionGuards?: ClientDeletionGuard[];
}

export function createClientsService({
  clientsRepository: repository,
  notificationsService,
  log,
  deletionGuards = [],
}: Deps) {
  const clientNotFound = () => notFound(clientErrorTypes.notFound, clientErrorMessages[clientErrorTypes.notFound]);
  const duplicateRut = (type: string, rut: string) =>
    new AppError(type, 409, `${clientErrorMessages[type]}: ya existe un cliente con el RUT ${formatRut(rut)}`);

  const usersGuard: ClientDeletionGuard = async (clientId) => {
    const linked = await repository.countLinkedUsers(clientId);
    if (linked === 0) return null;
    return linked === 1
      ? 'No se puede eliminar el cliente porque tiene 1 usuario asociado (administradora de empresa o mentora interna). Reasígnalo o elimínalo primero.'
      : `No se puede eliminar el cliente porque tiene ${linked} usuarios asociados (administradoras de empresa o mentoras internas). Reasígnalos o elimínalos primero.`;
  };
  const guards = [usersGuard, ...deletionGuards];

  async function existing(id: string) {
    const row = isResourceId(id) ? await repository.findById(id) : undefined;
    if (!row) throw clientNotFound();
    return row;
  }

  return {
    async list(query: { page: number; limit: number; searchFilter: string; pagination: boolean }): Promise<ClientList> {
      const term = query.searchFilter.trim();
      const search = term === '' || term === CLIENT_FILTER_ALL ? null : term;
      const page = query.pagination ? query.page : 1;
      const limit = query.pagination ? query.limit : CLIENTS_SELECT_MAX;
      const { rows, total } = await repository.list({ search, ...pageWindow({ page, limit }) });
      return pageOf(rows.map(toClient), total, { page, limit });
    },

    /** A client with its company admins (the route admits admins and that client's company admins). */
    async detail(id: string): Promise<ClientDetail> {
      const row = await existing(id);
      return { ...toClient(row), companyAdmins: await repository.companyAdmins(row.id) };
    },

    async create(claims: AccessTokenClaims, payload: ParsedClientPayload): Promise<Client> {
      if (payload.rut && (await repository.findByRut(payload.rut))) {
        throw duplicateRut(clientErrorTypes.create, payload.rut);
      }
      const row = await repository.insert(toValues(payload));
      // The client exists either way: a failed notice is logged, not reported as a failed creation.
      try {
        const adminIds = await repository.adminIdsExcept(claims.userId);
        await notificationsService.notify(adminIds, {
          type: notificationTypes.clientCreated,
          title: `Nuevo cliente: ${row.name}`,
          body: 'Se agregó un cliente a la plataforma.',
          entityId: row.id,
          entityType: 'CLIENT',
          link: `/admin/clients/${row.id}`,
        });
      } catch (err) {
        log.error({ err, clientId: row.id }, 'could not notify admins of a new client');
      }
      return toClient(row);
    },

    async update(id: string, payload: ParsedClientPayload): Promise<Client> {
      await existing(id);
      if (payload.rut && (await repository.findByRut(payload.rut, id))) {
        throw duplicateRut(clientErrorTypes.update, payload.rut);
      }
      const row = await repository.update(id, toValues(payload));
      if (!row) throw clientNotFound();
      return toClient(row);
    },

    async delete(id: string): Promise<void> {
      await existing(id);
      for (const guard of guards) {
        const reason = await guard(id);
        if (reason) throw new AppError(clientErrorTypes.deleteInUse, 409, reason);
      }
      if (!(await repository.delete(id))) throw clientNotFound();
    },
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;
