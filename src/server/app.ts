import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { createDatabase } from './db/createDatabase';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seedDemoData';
import apiDocs from './http/apiDocs';
import csrf from './http/csrf';
import dbPlugin from './http/dbPlugin';
import bodySize from './http/bodySize';
import catalogueWrites from './http/catalogueEffect';
import errorHandler, { frameworkErrors } from './http/errorHandler';
import knownRoutes from './http/knownRoutes';
import notFound from './http/notFound';
import rateLimit from './http/rateLimit';
import requestId, { requestIdFor, sendRequestId } from './http/requestId';
import { validatorCompiler } from './http/schemaValidation';
import securityHeaders, { securityHeadersFor } from './http/securityHeaders';
import sessions from './http/sessions';
import staticSpa from './http/staticSpa';
import jobs from './jobs/jobsPlugin';
import inboundMailNotifier from './mailbox/notifierPlugin';
import { verificationResolvers } from './mailbox/trustedKeys';
import { knownProviders } from './services/providers/providers.service';
import adminRoutes from './routes/admin/adminRoutes';
import alertUnsubscribeRoutes from './routes/alertUnsubscribe';
import authRoutes from './routes/auth';
import catalogueRoutes from './routes/catalogue';
import devOutboxRoutes from './routes/devOutbox';
import devProviderRoutes from './routes/devProviders';
import eventAlertRoutes from './routes/eventAlerts';
import feedbackRoutes from './routes/feedback';
import googleRoutes from './routes/google';
import healthRoutes from './routes/health';
import listingRoutes from './routes/listings';
import listingReportRoutes from './routes/listingReports';
import otpRoutes from './routes/otp';
import passwordResetRoutes from './routes/passwordReset';
import previewImageRoutes from './routes/previewImages';
import pushDeviceRoutes from './routes/pushDevices';
import recentlyViewedRoutes from './routes/recentlyViewed';
import searchRoutes from './routes/search';
import sessionRoutes from './routes/session';
import publicProviderRoutes from './routes/providers';
import statisticsRoutes from './routes/statistics';
import thumbnailRoutes from './routes/thumbnails';
import eventPictureRoutes from './routes/eventPictures';
import userRoutes from './routes/users';
import verificationRoutes from './routes/verification';
import { createSenders } from './services/senders/createSenders';
import type { Clock } from './jobs/jobTypes';
import { alertJobHandlers } from './services/alerts/alertJobs';
import { eventChangeJobHandlers } from './services/alerts/eventChangeJobs';
import { lowestPriceJobHandlers } from './services/alerts/lowestPriceJobs';
import { listingHiddenMailHandlers } from './services/moderation/listingHiddenMail';
import { passwordResetJobHandlers } from './services/passwordReset/passwordReset.service';
import { WebPushSender, type PushSender } from './services/alerts/pushSender';
import { resolveVapidKeys } from './services/alerts/vapidKeys';
import type { ResolvedConfig } from './sessionSecret';
import signals from './signals/signalsPlugin';
import { fastifyTrustProxy } from './trustProxy';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests). The app still closes it. */
  db?: Kysely<Database>;
  /** Sees every route as it is added (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock background jobs judge age by (tests move it). */
  clock?: Clock;
  /** Sends alert pushes instead of Web Push (tests count what would have gone out). */
  pushSender?: PushSender;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * The whole server, migrated (and seeded when configured) but not listening:
 * main.ts listens, tests call app.inject().
 */
export async function buildApp(config: ResolvedConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const security = { production: config.nodeEnv === 'production', analyticsHost: config.posthogHost };
  const setSecurityHeaders = securityHeadersFor(security);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers["x-device-secret"]', 'res.headers["set-cookie"]'],
      ...(options.logStream !== undefined && { stream: options.logStream }),
    },
    genReqId: requestIdFor,
    // Fastify answers a malformed path before any hook runs: it gets the headers the hooks give every other answer.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      sendRequestId(request, reply);
      frameworkErrors(error, request, reply);
    },
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The search keyword travels in the path: 100 characters, percent-encoded UTF-8, is up to 1,200.
    routerOptions: { maxParamLength: 1200 },
  });
  // Every route declares its schemas (routes/routeSchemas.test.ts); this compiles the request parts' ones.
  app.setValidatorCompiler(validatorCompiler);
  if (options.onRoute !== undefined) app.addHook('onRoute', options.onRoute);
  await app.register(requestId);
  await app.register(knownRoutes);
  const db = options.db ?? createDatabase(config);
  try {
    await app.register(dbPlugin, { db });
    await migrateToLatest(db);
    if (config.seedDemo) {
      const seed = await seedDemoData(db);
      if (seed.seeded) app.log.info(seed, 'seeded demo data into the empty database');
    }
  } catch (error) {
    await app.close();
    throw error;
  }

  await app.register(errorHandler);
  await app.register(securityHeaders, security);
  await app.register(bodySize);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  const secureCookies = config.nodeEnv === 'production';
  await app.register(csrf, { secret: config.sessionSecret });
  await app.register(sessions, { secret: config.sessionSecret, secureCookies });
  await app.register(rateLimit, { redisUrl: config.redisUrl });
  // Before any route, so the OpenAPI document sees each one added.
  await app.register(apiDocs);
  await app.register(staticSpa, { staticDir: config.staticDir, publicUrl: config.publicUrl, runtimeConfig: { googleSignIn: config.oidc !== null } });
  await app.register(catalogueWrites, { secureCookies });
  await app.register(notFound);

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(authRoutes);
  const senders = createSenders(app, config);
  const vapid = await resolveVapidKeys({ ...(config.vapid ?? { publicKey: null, privateKey: null }), subject: config.vapidSubject, dataDir: config.dataDir });
  const pushEndpoints = { allowLoopback: config.nodeEnv !== 'production' };
  const alerts = { email: senders.email, push: options.pushSender ?? new WebPushSender(vapid, pushEndpoints), publicUrl: config.publicUrl, secret: config.sessionSecret };
  await app.register(jobs, { run: config.backgroundJobs, mailRetentionDays: config.mailRetentionDays, handlers: { ...alertJobHandlers(alerts), ...lowestPriceJobHandlers(alerts), ...eventChangeJobHandlers(alerts), ...listingHiddenMailHandlers(alerts), ...passwordResetJobHandlers(alerts) }, clock: options.clock });
  await app.register(userRoutes, { secret: config.sessionSecret, senders });
  await app.register(otpRoutes, { secret: config.sessionSecret, senders });
  await app.register(passwordResetRoutes, { secret: config.sessionSecret });
  await app.register(googleRoutes, { oidc: config.oidc, publicUrl: config.publicUrl, secureCookies });
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes);
  if (config.nodeEnv !== 'production') await app.register(devProviderRoutes);
  await app.register(catalogueRoutes);
  await app.register(searchRoutes);
  await app.register(recentlyViewedRoutes);
  await app.register(statisticsRoutes);
  await app.register(publicProviderRoutes);
  await app.register(eventAlertRoutes);
  await app.register(alertUnsubscribeRoutes, { secret: config.sessionSecret });
  await app.register(pushDeviceRoutes, { vapidPublicKey: vapid.publicKey, endpoints: pushEndpoints });
  await app.register(feedbackRoutes);
  await app.register(thumbnailRoutes);
  await app.register(eventPictureRoutes);
  await app.register(previewImageRoutes);
  await app.register(listingRoutes, { priceCapPercent: config.priceCapPercent });
  await app.register(listingReportRoutes);
  await app.register(inboundMailNotifier);
  await app.register(signals);
  // A staging key must name a provider's domain: the table's, as it is at start.
  const providerDomains = config.stagingProviderKey ? (await knownProviders(db)).flatMap((p) => p.definition.dkimDomains) : [];
  const resolvers = verificationResolvers({ ...config, providerDomains });
  await app.register(adminRoutes, { resolvers, production: config.nodeEnv === 'production' });
  await app.register(verificationRoutes, {
    verifyMailbox: config.verifyMailbox,
    waitMs: config.mailboxWaitMs,
    resolvers,
    production: config.nodeEnv === 'production',
  });
  return app;
}
