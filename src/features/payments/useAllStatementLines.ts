import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../domain/listQuery';
import type { StatementLine } from './types';

/**
 * Every line of a closed statement, read page after page (the largest page the API gives), for the printed
 * statement: paper shows them all, where the screen pages them. A closed statement never changes, so once read
 * they are kept.
 */
export function useAllStatementLines(businessId: string, statementId: string) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['payments', 'allStatementLines', businessId, statementId],
    staleTime: Infinity,
    queryFn: async () => {
      const provider = dataProvider();
      const lines: StatementLine[] = [];
      for (let page = 1; ; page++) {
        const answer = await provider.getList<StatementLine & { id?: string }>({
          resource: 'statementLines',
          meta: { businessId, statementId },
          pagination: { mode: 'server', currentPage: page, pageSize: MAX_PAGE_SIZE },
        });
        lines.push(...answer.data);
        if (answer.data.length < MAX_PAGE_SIZE || lines.length >= answer.total) return lines;
      }
    },
  });
}
