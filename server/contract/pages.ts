/**
 * Every page address of the SPA (the paths of src/app/router.tsx, with their `:params`): the one list the server
 * reads to answer 200 for a page and 404 (with the same SPA, which shows its not-found page) for anything else.
 * tests/web/app/pagePaths.test.ts fails when the router and this list disagree, so a new page cannot be forgotten.
 * Import-free, so the SPA and its tests may read it too.
 */
export const PAGE_PATHS = [
  '/',
  '/precos',
  '/termos',
  '/privacidade',
  '/cadastrar',
  '/login',
  '/forgot',
  '/reset-password',
  '/confirmar-email',
  '/lembretes/cancelar',
  '/agenda',
  '/staff',
  '/clients',
  '/clients/:id',
  '/clients/:id/dados',
  '/reports',
  '/services',
  '/products',
  '/sales',
  '/sales/:id',
  '/comandas/:id',
  '/vendas',
  '/caixa',
  '/profile',
  '/meu-salao/perfil',
  '/meu-salao/pefil',
  '/meu-salao/plano',
  '/meu-salao/agendamento-online',
  '/meu-salao/privacidade',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** As React Router matches them: any case, an optional trailing slash, a `:param` is one non-empty segment. */
const PATTERNS = PAGE_PATHS.map(
  (page) => new RegExp(`^${page === '/' ? '' : page.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escape(part))).join('/')}/?$`, 'i'),
);

/** Whether a path (without its query) is one of the app's pages. */
export const isPagePath = (pathname: string) => PATTERNS.some((pattern) => pattern.test(pathname));
