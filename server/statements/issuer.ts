import type { AppContext } from '../context';
import type { InvoiceParty } from '../db/schema';

/**
 * The marketplace's legal identity printed on every commission invoice: PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS,
 * PLATFORM_ICE, PLATFORM_IF (identifiant fiscal) and PLATFORM_RC (registre du commerce). The defaults are the
 * demo's; a real deployment sets its own before the first week closes (an issued invoice keeps what it printed).
 */
export function issuerFromEnv(env: NodeJS.ProcessEnv): InvoiceParty {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    name: value('PLATFORM_LEGAL_NAME', 'Oujda Delivery SARL'),
    address: value('PLATFORM_ADDRESS', 'Boulevard Mohammed V, 60000 Oujda, Maroc'),
    ice: value('PLATFORM_ICE', '001234567000089'),
    taxId: value('PLATFORM_IF', '40123456'),
    tradeRegister: value('PLATFORM_RC', 'Oujda 12345'),
  };
}

export const issuerOf = (ctx: AppContext): InvoiceParty => ctx.options.platformIdentity ?? issuerFromEnv({});
