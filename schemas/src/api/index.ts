export * from './auth';
export * from './user';
export * from './maintenance';
export * from './commerce';
export * from './payments';
export * from './profile';
