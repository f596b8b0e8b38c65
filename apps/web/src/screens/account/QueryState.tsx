import { Button, Spinner } from '@taper/ui';
import type { ReactNode } from 'react';

/** The part of a query result QueryState reads. */
export interface StateQuery<T> {
  isLoading: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/** A card's list while it loads, when it failed (with a retry), else what `children` makes of it. */
export function QueryState<T>({
  query,
  loading,
  failed,
  retry,
  children,
}: {
  query: StateQuery<T>;
  loading: string;
  failed: string;
  retry: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) {
    return (
      <p
        role="status"
        aria-busy="true"
        className="flex items-center gap-2 py-2 text-sm text-slate-700 dark:text-slate-200"
      >
        <Spinner className="h-4 w-4 text-brand dark:text-teal-300" />
        {loading}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="flex flex-wrap items-center gap-3 py-2">
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failed}
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            void query.refetch();
          }}
        >
          {retry}
        </Button>
      </div>
    );
  }
  return children(query.data);
}
