import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '@/lib/cn';
import { isNetworkFailure } from '@/lib/connectivity';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';
import { Button } from './button';
import { Notice } from './notice';
import { Spinner } from './spinner';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** The error's title; a generic 'could not load' by default. */
  errorText?: string;
  /** When given and true for the data, `emptyText` shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  className?: string;
  /** Shown while nothing is held yet: a skeleton the size of the children keeps the page from jumping. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error (with retry) and empty for any query, the same on every screen. Data already held
 * keeps showing while it is refetched, and when a refetch fails; offline with nothing held, the error
 * says so rather than "could not load".
 */
export function QueryState<T>({ query, errorText, isEmpty, emptyText, className, loading, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const data = useDeferredFirstAnswer(query.data);
  if (data !== undefined) {
    if (isEmpty?.(data)) return <p className={cn('text-sm text-slate-600', className)}>{emptyText ?? t('common.empty')}</p>;
    return <>{children(data)}</>;
  }
  // A first answer held back for a moment shows what showed before it: the loading state.
  if (query.isError && query.data === undefined) {
    const offline = isNetworkFailure(query.error);
    return (
      <Notice
        tone={offline ? 'warning' : 'destructive'}
        className={className}
        title={offline ? t('offline.notHeld.title') : (errorText ?? t('common.loadFailed'))}
      >
        {offline && <p data-testid="offline-not-held">{t('offline.notHeld.text')}</p>}
        <Button size="sm" variant="outline" className="mt-2" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  }
  if (loading) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">{t('common.loading')}</span>
        {loading}
      </div>
    );
  }
  return (
    <p className={cn('flex items-center gap-2 text-sm text-slate-600', className)}>
      <Spinner /> {t('common.loading')}
    </p>
  );
}
