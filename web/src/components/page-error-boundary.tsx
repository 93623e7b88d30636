import { Component, type ReactNode } from 'react';
import styles from './load-states.module.css';

type Props = { children: ReactNode /** A new page clears the error (the router's location key). */; page: string };
type State = { error: boolean; page: string };

/**
 * Catches what a page throws while it renders, above all a page's code that could not be loaded
 * (offline before the service worker kept it, or a tab left open across an update), so the frame
 * and the navigation stay and the learner reads what to do instead of a blank screen.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: false, page: this.props.page };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { error: false, page: props.page };
  }

  componentDidCatch(error: unknown) {
    console.warn('a page failed to show', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.message}>
          This page could not be shown. If you are offline, it will work again once you are back online; if Leafwise has
          just been updated, reloading brings the new version.
        </p>
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </div>
    );
  }
}
