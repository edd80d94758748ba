import { createHash, randomBytes } from 'node:crypto';

/** 128 bits of randomness, URL-safe. */
export const randomToken = (bytes = 16) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
