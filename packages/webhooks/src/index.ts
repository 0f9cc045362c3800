export * from './secret-box';
export * from './url-safety';
export * from './send-delivery';
export * from './verify-signature';
