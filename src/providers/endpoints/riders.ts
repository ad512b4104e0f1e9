import { operation, param, type EndpointTable } from './types';

/** Riders for the admin (SPEC §7 Admin): list, one rider, journal, payment confirmation. */
export const ridersEndpoints: EndpointTable = {
  riders: {
    getList: operation('listRiders', { method: 'GET', path: () => '/data/admin/rider' }),
    getOne: operation('getRider', { method: 'GET', path: (p) => `/rider/getById/${param(p, 'id')}` }),
    /** The rider's journal since the last payment: meta { id }. */
    journal: operation('listRiderJournal', { method: 'GET', path: (p) => `/data/journal/rider/${param(p, 'id')}` }),
    /** Confirms the payment of the current period (a GET, as the provider API has it): meta { id }. */
    confirmPayment: operation('confirmRiderPayment', { method: 'GET', path: (p) => `/data/journal/confirm/${param(p, 'id')}` }),
    /** The journal since the last payment as CSV or XLSX (`?format`), written by the server: meta { riderId }. */
    exportJournal: operation('exportRiderCurrentJournal', {
      method: 'GET',
      path: (p) => `/data/journal/rider/${param(p, 'riderId')}/current/export`,
    }),
  },
  /** Every order a rider carried, any period, a page at a time (date range in the query): meta { riderId }. */
  riderOrders: {
    getList: operation('listRiderJournal', { method: 'GET', path: (p) => `/data/journal/rider/${param(p, 'riderId')}` }),
    /** The same orders, every one of the range, as CSV streamed: meta { riderId }. */
    export: operation('exportRiderJournal', { method: 'GET', path: (p) => `/data/journal/rider/${param(p, 'riderId')}/export` }),
  },
};
