/**
 * Layer 3 of the failure recipe inside React: a crash below renders `fallback` and is logged. The
 * boundary is the kit's (`shared-kit/react-lifecycles`), with the shell's log line.
 */
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary as KitErrorBoundary } from 'shared-kit/react-lifecycles';

export interface ErrorBoundaryProps {
  /** Who is inside, for the log line. */
  label: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

export function logCaught(label: string, error: unknown, info: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[shell] ${label} failed: ${message}`, info.componentStack ?? '');
}

export function ErrorBoundary({ label, fallback, children }: ErrorBoundaryProps) {
  return (
    <KitErrorBoundary fallback={fallback} onError={(error, info) => logCaught(label, error, info)}>
      {children}
    </KitErrorBoundary>
  );
}
