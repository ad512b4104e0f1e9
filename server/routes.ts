import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { MessageAnswer } from './answers';
import type { AppContext } from './context';
import { AuditEntry } from './audit/answers';
import { auditRoutes } from './audit/routes';
import { User } from './auth/answers';
import { authRoutes } from './auth/routes';
import { Business } from './businesses/answers';
import { businessRegistrationRoutes } from './businesses/registration';
import { CommissionTermsAnswer } from './commission/answers';
import { commissionRoutes } from './commission/routes';
import { businessesRoutes } from './businesses/routes';
import { BankDetails } from './bankDetails/answers';
import { bankDetailsRoutes } from './bankDetails/routes';
import { PayoutRow } from './payouts/answers';
import { payoutRoutes } from './payouts/routes';
import { CatalogueCategory, CatalogueProduct } from './catalogue/answers';
import { catalogueFileRoutes } from './catalogue/importRoutes';
import { catalogueRoutes } from './catalogue/routes';
import { EmCategory, EmMainCategory, EmProduct, EmSubCategory } from './easy-market/answers';
import { easyMarketExportRoutes } from './easy-market/export';
import { easyMarketImportRoutes } from './easy-market/importRoutes';
import { easyMarketRoutes } from './easy-market/routes';
import { escalationRoutes } from './escalation/routes';
import { healthRoutes } from './health/routes';
import { imageRoutes, uploadRoutes } from './images/routes';
import { Order } from './orders/answers';
import { Cancellation, Dispute, Refund } from './orderProblems/answers';
import { orderProblemRoutes } from './orderProblems/routes';
import { problemsDeskRoutes } from './orderProblems/desk';
import { customersRoutes } from './orders/customerRoutes';
import { ordersRoutes } from './orders/routes';
import { ledgerRoutes } from './ledger/routes';
import { statementRoutes } from './statements/routes';
import { Pack } from './packs/answers';
import { packsRoutes } from './packs/routes';
import { pageViewRoutes } from './page-views/routes';
import { PushDevice } from './push/answers';
import { pushRoutes } from './push/routes';
import { SystemStatus } from './system/answers';
import { systemRoutes } from './system/routes';
import { Partner } from './partners/answers';
import { partnersRoutes } from './partners/routes';
import { Rider, RiderPayment } from './riders/answers';
import { ridersRoutes } from './riders/routes';
import { AdminOverview, SalesReport } from './stats/answers';
import { overviewRoutes } from './stats/overview';
import { statsRoutes } from './stats/routes';
import { teamRoutes } from './team/routes';
import { reviewCustomerRoutes } from './reviews/customerRoutes';
import { reviewRoutes } from './reviews/routes';
import { twoFactorRoutes } from './twoFactor/routes';
import { sessionRoutes } from './sessions/routes';

type AreaRoutes = (app: FastifyInstance, ctx: AppContext) => PromiseLike<unknown>;

/**
 * Every module of routes and the file it is in: `server/<area>/`. The file is written into each
 * operation's description in openapi.json, so an endpoint leads to its handler in one hop.
 */
const modules: [file: string, routes: AreaRoutes][] = [
  ['server/health/routes.ts', healthRoutes],
  ['server/auth/routes.ts', authRoutes],
  ['server/images/routes.ts', imageRoutes],
  // Uploads parse multipart bodies in a context of their own.
  ['server/images/routes.ts', (app, ctx) => app.register(uploadRoutes, ctx)],
  ['server/page-views/routes.ts', pageViewRoutes],
  ['server/businesses/registration.ts', businessRegistrationRoutes],
  ['server/businesses/routes.ts', businessesRoutes],
  ['server/catalogue/routes.ts', catalogueRoutes],
  ['server/catalogue/importRoutes.ts', catalogueFileRoutes],
  ['server/packs/routes.ts', packsRoutes],
  ['server/orders/routes.ts', ordersRoutes],
  ['server/orders/customerRoutes.ts', customersRoutes],
  ['server/orderProblems/routes.ts', orderProblemRoutes],
  ['server/partners/routes.ts', partnersRoutes],
  ['server/riders/routes.ts', ridersRoutes],
  ['server/easy-market/routes.ts', easyMarketRoutes],
  ['server/easy-market/export.ts', easyMarketExportRoutes],
  ['server/easy-market/importRoutes.ts', easyMarketImportRoutes],
  ['server/escalation/routes.ts', escalationRoutes],
  ['server/stats/routes.ts', statsRoutes],
  ['server/stats/overview.ts', overviewRoutes],
  ['server/audit/routes.ts', auditRoutes],
  ['server/push/routes.ts', pushRoutes],
  ['server/system/routes.ts', systemRoutes],
  ['server/team/routes.ts', teamRoutes],
  ['server/commission/routes.ts', commissionRoutes],
  ['server/ledger/routes.ts', ledgerRoutes],
  ['server/bankDetails/routes.ts', bankDetailsRoutes],
  ['server/payouts/routes.ts', payoutRoutes],
  ['server/statements/routes.ts', statementRoutes],
  ['server/orderProblems/desk.ts', problemsDeskRoutes],
  ['server/reviews/customerRoutes.ts', reviewCustomerRoutes],
  ['server/reviews/routes.ts', reviewRoutes],
  ['server/twoFactor/routes.ts', twoFactorRoutes],
  ['server/sessions/routes.ts', sessionRoutes],
];

/** The answers routes point to by `$id` (`ref`), registered once; OpenAPI names them in components.schemas. */
const sharedAnswers: TSchema[] = [
  MessageAnswer,
  User,
  Partner,
  Business,
  CatalogueCategory,
  CatalogueProduct,
  Pack,
  Cancellation,
  Order,
  Dispute,
  Refund,
  Rider,
  RiderPayment,
  EmMainCategory,
  EmSubCategory,
  EmCategory,
  EmProduct,
  SalesReport,
  AdminOverview,
  AuditEntry,
  PushDevice,
  SystemStatus,
  CommissionTermsAnswer,
  BankDetails,
  PayoutRow,
];

export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const schema of sharedAnswers) app.addSchema(schema);
  let file: string | undefined;
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, source: file } as typeof route.config;
  });
  for (const [source, routes] of modules) {
    file = source;
    await routes(app, ctx);
  }
  file = undefined;
}
