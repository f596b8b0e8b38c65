export * from './constants';
export * from './passwords';
export * from './schemas';
