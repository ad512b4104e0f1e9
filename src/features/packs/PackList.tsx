import { useTranslate } from '@refinedev/core';
import { CardGrid } from '../../components/CardGrid';
import { MSG } from '../../domain/messages';
import { PackCard, type PackCardProps } from './PackCard';
import type { Pack } from './types';

export interface PackListProps extends Omit<PackCardProps, 'pack' | 'saving'> {
  packs: Pack[];
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
  onAdd?: () => void;
  /** Packs whose toggle is being saved, by id. */
  saving?: Record<string, boolean>;
}

/** The packs of a business as cards, with loading, error and 'No packs found' states. */
export function PackList({ packs, isLoading, error, onRetry, onAdd, saving = {}, ...actions }: PackListProps) {
  const t = useTranslate();
  return (
    <CardGrid
      items={packs}
      itemKey={(p) => p._id}
      renderItem={(p) => <PackCard pack={p} saving={saving[p._id]} {...actions} />}
      span={{ xs: 24, sm: 12, lg: 8, xl: 6 }}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText={t('messages.noPacks', undefined, MSG.noPacks)}
      add={onAdd && { label: t('packs.add'), onClick: onAdd }}
    />
  );
}
