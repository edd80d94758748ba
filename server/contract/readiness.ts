import { Type, type Static } from 'typebox';

/** GET /v1/ready: 200 when this instance can serve. */
export const Ready = Type.Object({ ready: Type.Literal(true) });

/** 503: what is missing, so an operator reading the load balancer's probe sees which part is down. */
export const NotReady = Type.Object({
  ready: Type.Literal(false),
  checks: Type.Object({ database: Type.Boolean(), listener: Type.Boolean() }),
});

export type ReadinessChecks = Static<typeof NotReady>['checks'];
