import { servicePlugin } from '../../services/registry';
import { createSandboxGateway } from './sandboxGateway';

/**
 * app.services.paymentGateway: the sandbox by default. buildApp's `paymentGateway` option (a test's own sandbox
 * to count charges, or a real gateway) replaces it by name when the services are loaded (server/autoload.ts).
 */
export default servicePlugin('paymentGateway', () => createSandboxGateway());
