import { describe, expect, it } from 'vitest';
import { newOrderToastTexts } from '../../src/components/NewOrderToast';
import { centimes, formatMoney } from '../../src/domain/money';
import { createI18nProvider } from '../../src/providers/i18nProvider';

const i18n = createI18nProvider();
await i18n.loadWhole();
const t = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);

describe('the new-order toast', () => {
  it("names the business on an admin's toast", () => {
    expect(newOrderToastTexts(t, 1207, 134, 'Dar Zitoun').title).toBe('New order #1207 for Dar Zitoun');
  });
  it("keeps an owner's toast short: the business is theirs", () => {
    expect(newOrderToastTexts(t, 1207, 134).title).toBe('New order #1207');
    expect(newOrderToastTexts(t, 1207, 134).total).toBe(`Total: ${formatMoney(centimes(13_400))}`);
  });
});
