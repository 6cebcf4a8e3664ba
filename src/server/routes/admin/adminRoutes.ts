import type { FastifyInstance } from 'fastify';
import { refuseNonAdmins } from '../../http/requireAdmin';
import auditRoutes from './auditRoutes';
import categoryRoutes from './categoryRoutes';
import eventImportRoutes from './eventImportRoutes';
import eventRoutes from './eventRoutes';
import dashboardRoutes from './dashboardRoutes';
import inboxRoutes from './inboxRoutes';
import listingsRoutes from './listingsRoutes';
import peopleRoutes from './peopleRoutes';
import providerRoutes, { type ProviderRouteOptions } from './providerRoutes';
import reportsRoutes from './reportsRoutes';

/**
 * Every /api/admin/ route, registered inside this one plugin so that each runs the admin check: the hook is
 * added here, before any of them (not with fastify-plugin, so it stays on these routes). The authorization
 * test checks every /api/admin/ route the app has, so one registered anywhere else fails it.
 */
export default async function adminRoutes(app: FastifyInstance, options: ProviderRouteOptions): Promise<void> {
  app.addHook('preParsing', refuseNonAdmins);
  await app.register(auditRoutes);
  await app.register(peopleRoutes);
  await app.register(inboxRoutes);
  await app.register(eventRoutes);
  await app.register(eventImportRoutes);
  await app.register(categoryRoutes);
  await app.register(listingsRoutes);
  await app.register(reportsRoutes);
  await app.register(dashboardRoutes);
  await app.register(providerRoutes, options);
}
