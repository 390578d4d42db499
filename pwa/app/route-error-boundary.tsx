import { Component, type ReactNode } from 'react';
import { releaseAppFrame } from '@/lib/app-frame';
import { RouteError } from './route-error';

interface Props {
  pathname: string;
  children: ReactNode;
}

/**
 * Shown instead of the layout when rendering a route (or loading its code) fails. Moving to another address tries
 * again, as the data router's errorElement did.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    // The error page replaces the app frame too (pwa/lib/app-frame.ts).
    releaseAppFrame();
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
