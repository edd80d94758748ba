import './locales/legal';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import './marketing.css';

const CONTACT_EMAIL = 'contato@agendei.app';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  note?: string;
}

type Doc = 'terms' | 'privacy';
const OTHER: Record<Doc, { to: string; key: string }> = {
  terms: { to: '/privacidade', key: 'seeAlsoPrivacy' },
  privacy: { to: '/termos', key: 'seeAlsoTerms' },
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function sections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return [];
    const s = raw as Record<string, unknown>;
    if (typeof s.title !== 'string') return [];
    return [{ title: s.title, paragraphs: strings(s.paragraphs), items: strings(s.items), note: typeof s.note === 'string' ? s.note : undefined }];
  });
}

/** Turns the contact address inside a sentence into a mailto link. */
function withEmailLinks(text: string): ReactNode {
  return text.split(CONTACT_EMAIL).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>}
      {part}
    </Fragment>
  ));
}

/** Terms of use and privacy policy share this layout: header, table of contents, numbered sections. */
export function LegalDocument({ doc }: { doc: Doc }) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`${doc}.documentTitle`));
  const intro = strings(t(`${doc}.intro`, { returnObjects: true }));
  const list = sections(t(`${doc}.sections`, { returnObjects: true }));
  const anchor = (i: number) => `${doc}-${i + 1}`;

  const toc = (
    <ol className="legal-toc__list">
      {list.map((section, i) => (
        <li key={anchor(i)}>
          <a href={`#${anchor(i)}`}>{section.title}</a>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="legal-page">
      <header className="mkt-page-header mkt-page-header--legal">
        <div className="container">
          <h1 className="mkt-page-header__title">{t(`${doc}.title`)}</h1>
          <p className="mb-0 text-body-secondary">
            {t('lastUpdatedLabel')} <time dateTime="2026-11-21">{t('lastUpdatedDate')}</time>
          </p>
        </div>
      </header>
      <div className="container legal-body">
        <div className="row gx-lg-5">
          <aside className="col-lg-4 col-xl-3 d-none d-lg-block">
            <nav className="legal-toc" aria-label={t('contents')}>
              <h2 className="legal-toc__title">{t('contents')}</h2>
              {toc}
            </nav>
          </aside>
          <article className="col-lg-8 col-xl-9 legal-article">
            <details className="legal-toc legal-toc--mobile d-lg-none">
              <summary className="legal-toc__title">{t('contents')}</summary>
              {toc}
            </details>
            {intro.map((text, i) => (
              <p key={i} className={i === 0 ? 'lead' : undefined}>
                {withEmailLinks(text)}
              </p>
            ))}
            {list.map((section, i) => (
              <section key={anchor(i)} id={anchor(i)} className="legal-section">
                <h2>
                  <span className="legal-section__number">{i + 1}.</span> {section.title}
                </h2>
                {section.paragraphs?.map((text, j) => <p key={j}>{withEmailLinks(text)}</p>)}
                {section.items && section.items.length > 0 && (
                  <ul>
                    {section.items.map((text, j) => (
                      <li key={j}>{withEmailLinks(text)}</li>
                    ))}
                  </ul>
                )}
                {section.note && <p>{withEmailLinks(section.note)}</p>}
              </section>
            ))}
            <div className="legal-contact">
              <p className="mb-2">
                {t('contactPrompt')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </p>
              <Link to={OTHER[doc].to}>
                {t(OTHER[doc].key)} <span aria-hidden="true">→</span>
              </Link>
            </div>
          </article>
        </div>
      </div>
    </div>
  );
}
