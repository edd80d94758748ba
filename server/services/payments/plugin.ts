import { servicePlugin } from '../registry';
import { createSandboxGateway } from './sandboxGateway';

/**
 * app.services.paymentGateway: the sandbox by default. buildApp takes another (a test's own sandbox to count
 * charges, or a real gateway) through its `paymentGateway` option.
 */
export const sandboxGatewayPlugin = servicePlugin('paymentGateway', () => createSandboxGateway());
