/** Catches what a lent fragment throws (loading or rendering): the fallback instead, and a log line. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface SlotBoundaryProps {
  id: string;
  fallback: ReactNode;
  children: ReactNode;
}

export class SlotBoundary extends Component<SlotBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[fragment] ${this.props.id} failed: ${message}`, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
