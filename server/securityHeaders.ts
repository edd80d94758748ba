/**
 * Headers every answer carries: app.ts's onSend hook adds them, and so does the read cache's hit path, which
 * writes its answer itself and skips onSend (plugins/readCache.ts).
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;
