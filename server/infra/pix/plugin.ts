import { servicePlugin } from '../../services/registry';
import type { PixProvider } from './provider';
import { createSandboxPix } from './sandboxPix';

/**
 * app.services.pixProvider: the sandbox by default, signing with the configured webhook secret. buildApp's
 * `pixProvider` option (a test's own, or a real provider) replaces it by name (server/autoload.ts).
 */
export default servicePlugin('pixProvider', (app) => createSandboxPix(app.config.pix.webhookSecret));

declare module 'fastify' {
  interface ServiceRegistry {
    pixProvider: PixProvider;
  }
}
