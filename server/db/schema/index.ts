export * from './salons';
export * from './users';
export * from './authTokens';
export * from './employees';
export * from './emailOutbox';
export * from './analyticsEvents';
export * from './accessLog';
export * from './rateLimits';
