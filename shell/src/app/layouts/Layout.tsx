import type { ReactNode } from 'react';
import type { LayoutName } from 'shared-contracts';
import { selectSettings, useAppSelector } from 'shared-contracts/store';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The four layouts of docs/product.md §2, and the console's. The template's feature flags switch the navigation and footer off for white-label
 * sites that bring their own.
 */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const features = useAppSelector(selectSettings)?.template.features;
  const navigation = features?.navigation !== false;
  const footer = features?.footer !== false;
  switch (name) {
    // The operator console draws its own frame and landmarks (mfe-admin); nothing of the member site shows.
    case 'console':
      return children;
    case 'empty':
      return <main id="main">{children}</main>;
    case 'chat':
      return (
        <div className="layout-chat d-flex flex-column vh-100">
          {navigation && <SiteHeader />}
          <main id="main" className="flex-grow-1 overflow-hidden container-fluid">
            {children}
          </main>
        </div>
      );
    case 'lander':
      return (
        <div className="layout-lander d-flex flex-column min-vh-100">
          <main id="main" className="flex-grow-1">
            {children}
          </main>
          {footer && <SiteFooter />}
        </div>
      );
    default:
      return (
        <div className="layout-default d-flex flex-column min-vh-100">
          {navigation && <SiteHeader />}
          <ConfirmEmailBanner />
          <main id="main" className="flex-grow-1 container py-4">
            {children}
          </main>
          {footer && <SiteFooter />}
        </div>
      );
  }
}
