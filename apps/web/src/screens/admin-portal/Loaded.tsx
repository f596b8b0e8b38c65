import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from './admin-messages';
import { Loading } from '../../components/Loading';

/** The part of a query result that Loaded reads. */
export interface LoadingQuery<T> {
  isLoading: boolean;
  error: { message: string } | null;
  data: T | undefined;
}

/**
 * An admin list's query: the spinner while it loads, the reason when it failed, else what
 * `render` makes of the data (undefined while the query has not run).
 */
export function Loaded<T>({
  query,
  what,
  render,
}: {
  query: LoadingQuery<T>;
  /** What is loading, as the texts name it: 'users', 'icons'. */
  what: string;
  render: (data: T | undefined) => ReactNode;
}) {
  if (query.isLoading) return <Loading label={ADMIN_TEXTS.loading(what)} />;
  if (query.error) {
    return (
      <p role="alert" className="py-6 text-sm text-red-700 dark:text-red-300">
        {ADMIN_TEXTS.couldNotLoad(what, query.error.message)}
      </p>
    );
  }
  return render(query.data);
}
