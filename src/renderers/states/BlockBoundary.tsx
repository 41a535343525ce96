import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './StateOverlays';
import '../renderers.css';

interface BlockBoundaryProps {
  /** What the block is, in the message: `chart` or `grid`. */
  block: 'chart' | 'grid';
  /** What Try again does: the page loaded again by default (the block's code is fetched anew; a lazy import that failed stays failed until then). */
  onRetry?: () => void;
  children: ReactNode;
}

/** What a block that failed to draw shows in its place. */
export function BlockFailed({ block, onRetry }: Pick<BlockBoundaryProps, 'block' | 'onRetry'>) {
  const { t } = useTranslation();
  return (
    <section className={`card report-block-failed report-block-failed-${block}`}>
      <ErrorState message={t(`renderers.state.blockFailed.${block}`)} onRetry={onRetry ?? (() => window.location.reload())} />
    </section>
  );
}

/**
 * A chart or grid that failed to draw (its code did not load, after a deploy changed the chunks or
 * on a dropped connection, or it threw) says so in its own card, with Try again; the rest of the
 * report stays. Without it React would take the whole page down.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`the report's ${this.props.block} failed to draw`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? <BlockFailed block={this.props.block} onRetry={this.props.onRetry} /> : this.props.children;
  }
}
