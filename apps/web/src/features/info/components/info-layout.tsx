import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface InfoMenuItem {
  key: string;
  label: string;
  /** Relative link: `?pageType=…` or a child route's name, so the page works under /ssb as well. */
  to: string;
}

/**
 * Frame of the public information pages: the section's own menu on the left, the chosen topic on the
 * right. A plain list of links, not antd's Menu: these pages are first visits from the home page and
 * the footer, and the menu's chunk would only add weight.
 */
export function InfoLayout({
  sectionTitle,
  items,
  activeKey,
  children,
  testId,
}: {
  sectionTitle: string;
  items: readonly InfoMenuItem[];
  activeKey: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="info-page container" data-testid={testId}>
      <nav className="info-page__menu" aria-label={sectionTitle}>
        <h2 className="info-page__menu-title">{sectionTitle}</h2>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className={item.key === activeKey ? 'info-page__menu-link info-page__menu-link--active' : 'info-page__menu-link'}
                aria-current={item.key === activeKey ? 'page' : undefined}
                data-testid={`info-menu-${item.key}`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A section, not <main>: the shell's <main> already holds the whole page. */}
      <section className="info-page__content" data-testid="info-content">
        {children}
      </section>
    </div>
  );
}
