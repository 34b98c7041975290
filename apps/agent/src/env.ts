// The only module that reads build-time environment.

/** White-label merchant code sent as the Merchant header. */
export const MERCHANT: string = import.meta.env.VITE_MERCHANT || 'demo';

/** '' = same origin (through the proxy); set to call a platform on another origin. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '';
