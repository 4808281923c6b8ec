import { useId, type ReactNode } from 'react';
import { Card, EmptyState, ErrorState, Heading, Skeleton, Stack } from '@gratia/ui';

/** Which of its four faces a {@link DataPanel} shows. */
export type DataPanelStatus = 'loading' | 'error' | 'empty' | 'ready';

/** Props of {@link DataPanel}. */
export interface DataPanelProps {
  /** The panel's title: a heading that also names the section (a landmark region). */
  title: ReactNode;
  /** Heading level of the title; default 2 (1 when the panel is the page, e.g. the thanks form on /new_transfer). */
  headingLevel?: 1 | 2 | 3;
  /** What to show: placeholders, the error, the empty state, or `children`. */
  status: DataPanelStatus;
  /** The section's `data-state`: the widget's own name for its state (e.g. `no-period`); default `status`. */
  state?: string;
  /** Heights of the loading placeholders, one `Skeleton` each (`placeholderHeight.*`). */
  placeholders: readonly string[];
  /** The error face (ui `ErrorState`): its title, description and retry (a promise shows a spinner). */
  error?: { title?: ReactNode; description?: ReactNode; onRetry?: () => void | Promise<unknown> };
  /** The empty face (ui `EmptyState`). */
  empty?: { title: ReactNode; description?: ReactNode };
  /** The content, shown when `status` is `ready`. */
  children?: ReactNode;
}

/**
 * The frame of a widget that shows one fetched resource (SPEC §8: every widget has loading, empty
 * and error states): a ui `Card` section titled by its heading, holding `Skeleton` placeholders
 * while loading (`aria-busy`), an `ErrorState` (announced, with retry) on failure, an `EmptyState`
 * when there is nothing, and the content when ready. `data-state` carries the widget's state.
 */
export function DataPanel({ title, headingLevel = 2, status, state = status, placeholders, error, empty, children }: DataPanelProps) {
  const headingId = useId();
  return (
    <Card as="section" data-state={state} aria-busy={status === 'loading'} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      {status === 'loading' && (
        <Stack gap="sm">
          {placeholders.map((height, index) => (
            <Skeleton key={index} height={height} />
          ))}
        </Stack>
      )}
      {status === 'error' && <ErrorState title={error?.title} description={error?.description} onRetry={error?.onRetry} />}
      {status === 'empty' && empty && <EmptyState title={empty.title} description={empty.description} />}
      {status === 'ready' && children}
    </Card>
  );
}
